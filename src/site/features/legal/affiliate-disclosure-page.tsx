import { env } from '@/config/env';
import { BRAND } from '@/domain/constants';
import { ROUTES } from '@/domain/routes';
import { usePageMeta } from '@/lib/page-meta';
import { AFFILIATE_DISCLOSURE_PAGE_META } from '@/domain/page-meta/affiliate-disclosure';
import { LegalPageLayout, P, type LegalSection } from './legal-page-layout';
import { SiteLink } from '@/components/ui/site-link';

function sections(supportEmail: string): LegalSection[] {
  return [
    {
      heading: 'We may earn a commission',
      body: (
        <P>
          Some links on {BRAND} are affiliate links. If you click one and then sign up for a dating app or buy a book,
          devotional or course, we may earn a commission from the company. This costs you nothing extra: the price you
          pay is the same as if you had gone to the company directly.
        </P>
      ),
    },
    {
      heading: 'Where you will find affiliate links',
      body: (
        <ul>
          <li>
            On our <SiteLink to={ROUTES.appReviews}>App Reviews</SiteLink> page: the &quot;Try Now&quot; and
            &quot;Visit&quot; buttons.
          </li>
          <li>
            On our <SiteLink to={ROUTES.resources}>Resources</SiteLink> page: the &quot;Get Now&quot; and
            &quot;Download&quot; buttons.
          </li>
        </ul>
      ),
    },
    {
      heading: 'How this affects our reviews',
      body: (
        <>
          <P>
            It does not decide them. Ratings come from our own testing and reader feedback, we list the cons of every
            app alongside its pros, and we review apps whether or not they pay us. If we would not recommend something
            to a friend from church, we will not recommend it to you.
          </P>
          <P>
            Commissions help pay for hosting, research and writing, and keep our articles, FAQ and prayer journal free.
          </P>
        </>
      ),
    },
    {
      heading: 'What we record when you click',
      body: (
        <P>
          When you press an affiliate button we record which app or resource it was, on which page, and when. We do not
          record who you are, and we do not pass your personal details to affiliate partners. The partner&apos;s site
          may use its own cookies to credit the referral to us; see our{' '}
          <SiteLink to={ROUTES.privacy}>Privacy Policy</SiteLink>.
        </P>
      ),
    },
    {
      heading: 'Prices and offers',
      body: (
        <P>
          Prices, member numbers and offers are correct to the best of our knowledge when we publish them, but companies
          change them. Always check the current details on the company&apos;s own site before you buy.
        </P>
      ),
    },
    {
      heading: 'Questions',
      body: (
        <P>
          If you have any questions about our affiliate relationships, email{' '}
          <a href={`mailto:${supportEmail}`}>{supportEmail}</a>. This disclosure is made in line with the US Federal
          Trade Commission&apos;s guidance on endorsements.
        </P>
      ),
    },
  ];
}

export default function AffiliateDisclosurePage() {
  usePageMeta(AFFILIATE_DISCLOSURE_PAGE_META);
  return (
    <LegalPageLayout
      title="Affiliate Disclosure"
      intro={`${BRAND} is free to read. We are open about how we are paid: through affiliate links, and never in exchange for a better review.`}
      sections={sections(env.supportEmail)}
    />
  );
}
