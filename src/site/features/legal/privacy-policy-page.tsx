import { env } from '@/config/env';
import { BRAND } from '@/domain/constants';
import { ROUTES } from '@/domain/routes';
import { usePageMeta } from '@/lib/page-meta';
import { PRIVACY_POLICY_PAGE_META } from '@/domain/page-meta/privacy-policy';
import { LegalPageLayout, P, type LegalSection } from './legal-page-layout';
import { SiteLink } from '@/components/ui/site-link';

function sections(supportEmail: string): LegalSection[] {
  const mail = <a href={`mailto:${supportEmail}`}>{supportEmail}</a>;
  return [
    {
      heading: 'Who we are',
      body: (
        <P>
          {BRAND} publishes Christian dating advice, reviews of dating apps and recommended resources. We are
          responsible for the personal information described here. You can reach us about privacy at any time at {mail}.
        </P>
      ),
    },
    {
      heading: 'What we collect and why',
      body: (
        <ul>
          <li>
            <strong>Newsletter.</strong> When you subscribe we store your first name, your email address and the date
            you subscribed, so we can send you the newsletter and the free prayer journal you asked for.
          </li>
          <li>
            <strong>Contact form.</strong> When you write to us we store your name, email address, subject, message and
            the time you sent it, so we can read and answer it.
          </li>
          <li>
            <strong>Accounts.</strong> If you create an account we store your email address, first name, username and
            the articles, resources and app reviews you save as favorites, so your dashboard can show them.
          </li>
          <li>
            <strong>Affiliate clicks.</strong> When you press an affiliate button we record the name of the app or
            resource, the page it was on and the time. This record contains nothing that identifies you; it tells us
            which recommendations readers find useful.
          </li>
          <li>
            <strong>Page views.</strong> When a page of ours loads, your browser tells us which page it is and the name
            of the website whose link brought you here (such as google.com: never the page or the search on it). Our
            server adds the kind of device (phone, tablet or computer), read from the description your browser gives of
            itself, and keeps only a count: how many times each page was viewed each day, from which websites and on
            which kinds of device. We store no cookie, nothing on your device, no IP address and no account, and we do
            not count unique visitors, so no view can be traced to you or linked to another. If your browser sends Do
            Not Track or Global Privacy Control, nothing is counted. Views by search engines and other automated
            visitors are not counted, and neither is a page read with JavaScript turned off.
          </li>
          <li>
            <strong>What leads to what.</strong> When you press an affiliate link, subscribe or send us a message, we
            add one to that day&apos;s count for the page you did it from, as your browser names it to us (when you
            subscribe or write to us from a page you reached from one of our articles, that article). This too is only a
            count by page and day: nothing in it says who you are, and nothing is counted under Do Not Track or Global
            Privacy Control.
          </li>
          <li>
            <strong>How fast pages are.</strong> When you leave a page, your browser tells us how quickly it showed its
            main content, how quickly it answered your taps and how much it moved while loading (Google&apos;s Core Web
            Vitals), with the page&apos;s address. We keep only a count of how many page loads fell in each speed range,
            per page, kind of device and day: not the measures themselves, and nothing that says who you are. Nothing is
            measured under Do Not Track or Global Privacy Control.
          </li>
          <li>
            <strong>Technical data.</strong> Our servers see your IP address with each request. We use it only briefly
            to deliver pages and to limit abuse of our forms, and we do not build profiles from it.
          </li>
        </ul>
      ),
    },
    {
      heading: 'Cookies and local storage',
      body: (
        <>
          <P>
            We use exactly one cookie: a sign-in session cookie named <code>__session</code>, set only when you sign in
            and removed when you sign out. It is strictly necessary for your account to work, so it needs no consent
            banner.
          </P>
          <P>
            We use no analytics or advertising cookies and no tracking pixels: the page views above are counted without
            any. To let the site work offline, your browser keeps a copy of pages you have visited on your own device;
            you can clear it in your browser settings.
          </P>
        </>
      ),
    },
    {
      heading: 'Who processes your data for us',
      body: (
        <P>
          Our site runs on Google Firebase (Hosting, Cloud Functions, Cloud Firestore and Authentication), which stores
          and processes the data above on our behalf as a data processor under Google&apos;s data processing terms. We
          do not sell, rent or share your personal information with advertisers or affiliate partners.
        </P>
      ),
    },
    {
      heading: 'Affiliate links and other websites',
      body: (
        <P>
          Some buttons take you to dating apps, bookshops and course providers. Once you leave our site, their own
          privacy policies apply, and they may set their own cookies to credit us for a referral. Read more in our{' '}
          <SiteLink to={ROUTES.affiliateDisclosure}>Affiliate Disclosure</SiteLink>.
        </P>
      ),
    },
    {
      heading: 'How long we keep it',
      body: (
        <ul>
          <li>Newsletter details: until you unsubscribe or ask us to delete them.</li>
          <li>Contact messages: up to 24 months after our last reply, then deleted.</li>
          <li>Account details and favorites: until you delete your account or ask us to.</li>
          <li>Affiliate click records: kept in aggregate; they hold no personal information.</li>
          <li>Page-view counts: 13 months, then deleted; they hold no personal information.</li>
        </ul>
      ),
    },
    {
      heading: 'Your rights',
      body: (
        <P>
          You may ask to see the information we hold about you, correct it, delete it, or object to our use of it, and
          you may unsubscribe from the newsletter at any time. Write to {mail} and we will answer within 30 days. If you
          are unhappy with our answer you may complain to your local data protection authority.
        </P>
      ),
    },
    {
      heading: 'Children',
      body: <P>Our site is written for adults. We do not knowingly collect information from anyone under 18.</P>,
    },
    {
      heading: 'Changes to this policy',
      body: (
        <P>
          If we change how we handle your information we will update this page and its date. Significant changes will
          also be announced in the newsletter.
        </P>
      ),
    },
  ];
}

export default function PrivacyPolicyPage() {
  usePageMeta(PRIVACY_POLICY_PAGE_META);
  return (
    <LegalPageLayout
      title="Privacy Policy"
      intro={`Your trust matters to us. This policy explains, in plain language, what information ${BRAND} collects, why, and the choices you have.`}
      sections={sections(env.supportEmail)}
    />
  );
}
