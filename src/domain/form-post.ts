// The site's forms as plain HTML forms: the newsletter signup and the contact form are
// `<form method="post">` posting, form-encoded, to the page they are on. Before the page's scripts
// run, or without them, the browser sends the form itself and the pages function answers with
// the same page showing the outcome (functions/src/routes/form-posts.ts; a success by a 303 to it); once the app is live,
// react-hook-form takes the submit and the JSON API does the same work.
import { ROUTES } from './routes';

/** The hidden field naming which form a post carries (left out of what is validated). */
export const FORM_NAME_FIELD = 'form';

/** Each form, and the pages it is on: a post of it is accepted at those paths only. */
export const POSTED_FORM_PAGES = {
  newsletter: [ROUTES.home, ROUTES.resources],
  contact: [ROUTES.contact],
} as const satisfies Record<string, readonly string[]>;

export type PostedFormName = keyof typeof POSTED_FORM_PAGES;

/** The id of each form's section on its page: where the browser opens the page answering a post. */
export const POSTED_FORM_ANCHORS = {
  newsletter: 'newsletter',
  contact: 'contact-form',
} as const satisfies Record<PostedFormName, string>;

/** The form a post to `path` names in its FORM_NAME_FIELD, if that form is on that page. */
export function postedFormAt(path: string, name: string | null): PostedFormName | undefined {
  if (name !== 'newsletter' && name !== 'contact') return undefined;
  return (POSTED_FORM_PAGES[name] as readonly string[]).includes(path) ? name : undefined;
}

/** What a form's post came to, as the answering page shows it. */
export interface FormPostResult {
  form: PostedFormName;
  /**
   * sent: stored (the form shows its success text); invalid: `fields` has a message per field;
   * refused: not stored for a reason of the whole form (`message`: too many tries, a failure).
   */
  outcome: 'sent' | 'invalid' | 'refused';
  /** What was typed, to fill the fields again (empty once sent). */
  values: Record<string, string>;
  fields: Record<string, string>;
  message?: string;
}

/**
 * The query a successful post is redirected to (303, so a reload asks for the page again instead
 * of sending the form twice): `?sent=contact` shows the contact form's success.
 */
export const FORM_SENT_PARAM = 'sent';

/** Where a successful post of `form` at `path` leads: the same page, showing its success at the form. */
export function sentFormLocation(path: string, form: PostedFormName): string {
  return `${path}?${new URLSearchParams({ [FORM_SENT_PARAM]: form }).toString()}#${POSTED_FORM_ANCHORS[form]}`;
}

/** The success a page at `path` shows for its query's FORM_SENT_PARAM, if it names a form of that page. */
export function sentFormResult(path: string, query: URLSearchParams): FormPostResult | undefined {
  const form = postedFormAt(path, query.get(FORM_SENT_PARAM));
  return form ? { form, outcome: 'sent', values: {}, fields: {} } : undefined;
}

/** The result meant for `form`, if the page answers a post of it. */
export function resultFor(result: FormPostResult | undefined, form: PostedFormName): FormPostResult | undefined {
  return result?.form === form ? result : undefined;
}
