import { Island } from '@/components/island';
import NewsletterForm from './newsletter-form';

/** Prefix of the form's element ids: a page has one signup. */
const NEWSLETTER_FORM_ID = 'newsletter-signup';

/** The signup form on a page with islands: it comes alive once the reader nears it or reaches into it. */
export function NewsletterIsland() {
  return <Island name="newsletter-form" component={NewsletterForm} props={{ id: NEWSLETTER_FORM_ID }} when="near" />;
}
