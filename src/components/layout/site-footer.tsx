import { FacebookOutlined, HeartFilled, InstagramOutlined, TwitterOutlined, YoutubeOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { IconTooltip } from '@/components/icon-tooltip';
import { BRAND, TAGLINE } from '@/domain/constants';
import { ROUTES } from '@/domain/routes';
import './site-footer.css';

// The spec calls the social links placeholders: they go to each network's home
// page until the brand's own profiles exist, never to a fake profile.
const SOCIAL_LINKS = [
  { label: 'Facebook', href: 'https://www.facebook.com/', Icon: FacebookOutlined },
  { label: 'Instagram', href: 'https://www.instagram.com/', Icon: InstagramOutlined },
  { label: 'YouTube', href: 'https://www.youtube.com/', Icon: YoutubeOutlined },
  { label: 'Twitter', href: 'https://twitter.com/', Icon: TwitterOutlined },
] as const;

/** The footer's three columns: the brand, quick links and resources. */
const FOOTER_COLUMNS = [
  {
    title: 'Dating Advice',
    links: [
      { label: 'Biblical Dating Principles', to: ROUTES.blog },
      { label: 'Setting Boundaries', to: ROUTES.blog },
      { label: 'Prayer & Relationships', to: ROUTES.blog },
      { label: 'Preparing for Marriage', to: ROUTES.blog },
      { label: 'Single & Content', to: ROUTES.blog },
    ],
  },
  {
    title: 'App Reviews',
    links: [
      { label: 'Christian Mingle Review', to: ROUTES.appReviews },
      { label: 'Upward Dating Review', to: ROUTES.appReviews },
      { label: 'eHarmony for Christians', to: ROUTES.appReviews },
      { label: 'App Comparison', to: ROUTES.appReviews },
      { label: 'Safety Tips', to: ROUTES.appReviews },
    ],
  },
  {
    title: 'Resources',
    links: [
      { label: 'Free Prayer Journal', to: ROUTES.resources },
      { label: 'Recommended Books', to: ROUTES.resources },
      { label: 'Dating Devotionals', to: ROUTES.resources },
      { label: 'Relationship Courses', to: ROUTES.resources },
      { label: 'Contact Us', to: ROUTES.contact },
    ],
  },
] as const;

const LEGAL_LINKS = [
  { label: 'Privacy Policy', to: ROUTES.privacy },
  { label: 'Terms of Service', to: ROUTES.terms },
  { label: 'Affiliate Disclosure', to: ROUTES.affiliateDisclosure },
] as const;

/**
 * The footer in antd Layout.Footer's place, on Layout's own footerBg token: antd's Layout
 * would add ≈3 KB gzip to every page's first load, and Home is at 194.7 of its 200 KB budget.
 */
export function SiteFooter() {
  const year = new Date().getFullYear();
  return (
    <footer className="fm-footer">
      <div className="fm-footer__grid">
        <div className="fm-footer__about">
          <p className="fm-footer__brand">
            <HeartFilled aria-hidden /> {BRAND}
          </p>
          <p className="fm-footer__tagline">{TAGLINE}</p>
          <ul className="fm-footer__social">
            {SOCIAL_LINKS.map(({ label, href, Icon }) => (
              <li key={label}>
                <IconTooltip title={label}>
                  <a href={href} aria-label={label} target="_blank" rel="noopener noreferrer">
                    <Icon aria-hidden />
                  </a>
                </IconTooltip>
              </li>
            ))}
          </ul>
        </div>
        {FOOTER_COLUMNS.map((column) => (
          <nav key={column.title} aria-label={`${column.title} links`} className="fm-footer__column">
            <h2>{column.title}</h2>
            <ul>
              {column.links.map((link) => (
                <li key={link.label}>
                  <Link to={link.to}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="fm-footer__bottom">
        {/* The server's page may be a few minutes old on New Year's Eve: the browser's year wins. */}
        <p suppressHydrationWarning>
          © {year} {BRAND}. All rights reserved.
        </p>
        <ul>
          {LEGAL_LINKS.map((link) => (
            <li key={link.to}>
              <Link to={link.to}>{link.label}</Link>
            </li>
          ))}
        </ul>
      </div>
    </footer>
  );
}
