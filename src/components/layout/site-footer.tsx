import FacebookOutlined from '@ant-design/icons-svg/es/asn/FacebookOutlined';
import HeartFilled from '@ant-design/icons-svg/es/asn/HeartFilled';
import InstagramOutlined from '@ant-design/icons-svg/es/asn/InstagramOutlined';
import TwitterOutlined from '@ant-design/icons-svg/es/asn/TwitterOutlined';
import YoutubeOutlined from '@ant-design/icons-svg/es/asn/YoutubeOutlined';
import { Icon } from '@/components/ui/icon';
import { Link } from 'react-router';
import { IconTooltip } from '@/components/ui/icon-tooltip';
import { BRAND, TAGLINE } from '@/domain/constants';
import { ROUTES } from '@/domain/routes';
import './site-footer.css';

// The spec calls the social links placeholders: they go to each network's home
// page until the brand's own profiles exist, never to a fake profile.
const SOCIAL_LINKS = [
  { label: 'Facebook', href: 'https://www.facebook.com/', svg: FacebookOutlined },
  { label: 'Instagram', href: 'https://www.instagram.com/', svg: InstagramOutlined },
  { label: 'YouTube', href: 'https://www.youtube.com/', svg: YoutubeOutlined },
  { label: 'Twitter', href: 'https://twitter.com/', svg: TwitterOutlined },
] as const;

interface FooterLink {
  label: string;
  to: string;
}

/** A footer column: its topics all lead to one page (they are not pages of their own), then any other links. */
const column = (title: string, to: string, topics: readonly string[], ...more: FooterLink[]) => ({
  title,
  links: [...topics.map((label) => ({ label, to })), ...more],
});

/** The footer's three link columns. */
const FOOTER_COLUMNS = [
  column('Dating Advice', ROUTES.blog, [
    'Biblical Dating Principles',
    'Setting Boundaries',
    'Prayer & Relationships',
    'Preparing for Marriage',
    'Single & Content',
  ]),
  column('App Reviews', ROUTES.appReviews, [
    'Christian Mingle Review',
    'Upward Dating Review',
    'eHarmony for Christians',
    'App Comparison',
    'Safety Tips',
  ]),
  column(
    'Resources',
    ROUTES.resources,
    ['Free Prayer Journal', 'Recommended Books', 'Dating Devotionals', 'Relationship Courses'],
    { label: 'Contact Us', to: ROUTES.contact },
  ),
];

const LEGAL_LINKS: readonly FooterLink[] = [
  { label: 'Privacy Policy', to: ROUTES.privacy },
  { label: 'Terms of Service', to: ROUTES.terms },
  { label: 'Affiliate Disclosure', to: ROUTES.affiliateDisclosure },
];

function LinkList({ links }: { links: readonly FooterLink[] }) {
  return (
    <ul>
      {links.map((link) => (
        <li key={link.label}>
          <Link to={link.to}>{link.label}</Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * The footer in antd Layout.Footer's place, on Layout's own footerBg token: public pages
 * hydrate no antd (its style runtime alone is ≈25 KB gzip; Layout adds ≈3 KB more).
 */
export function SiteFooter() {
  const year = new Date().getFullYear();
  return (
    <footer className="fm-footer">
      <div className="fm-footer__grid">
        <div className="fm-footer__about">
          <p className="fm-footer__brand">
            <Icon svg={HeartFilled} aria-hidden /> {BRAND}
          </p>
          <p className="fm-footer__tagline">{TAGLINE}</p>
          <ul className="fm-footer__social">
            {SOCIAL_LINKS.map(({ label, href, svg }) => (
              <li key={label}>
                <IconTooltip title={label}>
                  <a href={href} aria-label={label} target="_blank" rel="noopener noreferrer">
                    <Icon svg={svg} aria-hidden />
                  </a>
                </IconTooltip>
              </li>
            ))}
          </ul>
        </div>
        {FOOTER_COLUMNS.map((column) => (
          <nav key={column.title} aria-label={`${column.title} links`} className="fm-footer__column">
            <h2>{column.title}</h2>
            <LinkList links={column.links} />
          </nav>
        ))}
      </div>
      <div className="fm-footer__bottom">
        {/* The server's page may be a few minutes old on New Year's Eve: the browser's year wins. */}
        <p suppressHydrationWarning>
          © {year} {BRAND}. All rights reserved.
        </p>
        <LinkList links={LEGAL_LINKS} />
      </div>
    </footer>
  );
}
