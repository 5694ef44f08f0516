import HeartFilled from '@ant-design/icons-svg/es/asn/HeartFilled';
import { Icon } from '@/components/ui/icon';
import { Island } from '@/components/island';
import { BRAND, TAGLINE } from '@/domain/constants';
import { ROUTES } from '@/domain/routes';
import { SocialLinks } from './social-links';
import './site-footer.css';
import { SiteLink } from '@/components/ui/site-link';

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
          <SiteLink to={link.to}>{link.label}</SiteLink>
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
          {/* An island for its tooltips, which need a script; at the foot of the page, once near. */}
          <Island name="social-links" component={SocialLinks} props={{}} when="near" />
        </div>
        {FOOTER_COLUMNS.map((column) => (
          <nav key={column.title} aria-label={`${column.title} links`} className="fm-footer__column">
            <h2>{column.title}</h2>
            <LinkList links={column.links} />
          </nav>
        ))}
      </div>
      <div className="fm-footer__bottom">
        {/* The server's page may be a few minutes old on New Year's Eve: where the app hydrates the
            page, the browser's year wins; a page with islands keeps the server's until its cache ends. */}
        <p suppressHydrationWarning>
          © {year} {BRAND}. All rights reserved.
        </p>
        <LinkList links={LEGAL_LINKS} />
      </div>
    </footer>
  );
}
