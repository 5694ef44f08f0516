// The page a conversion started on (the owner's Insights, functions/src/services/insights.ts), which
// the server reads from the request's Referer. A reader who followed an article's "Join the
// Newsletter" to Home, or its link to the contact page, started there: a signup or a message sent by
// this page's script names that article as its referrer (fetch may name any page of its own origin),
// so the article is credited without a cookie or anything kept in the browser. Sent by the form
// itself, before scripts run or without them, it is credited to the page the form is on.
import { articleSlugOf } from '@/domain/routes';

/** The article this page was reached from, as a fetch's `referrer`; undefined for any other referrer. */
export function startedOnReferrer(
  doc: Pick<Document, 'referrer'> = document,
  origin = location.origin,
): string | undefined {
  try {
    const from = new URL(doc.referrer);
    return from.origin === origin && articleSlugOf(from.pathname) ? `${from.origin}${from.pathname}` : undefined;
  } catch {
    return undefined;
  }
}
