/**
 * The widths at which the header's brand and account corner show only their icons, six links and
 * the Free Devotional button taking their room: site-header.css's mid-size rule, which says the
 * same (a unit test holds the two together). There the account corner's name is its tooltip.
 */
export const HEADER_ICONS_ONLY_MEDIA = '(min-width: 768px) and (max-width: 1079.98px)';
