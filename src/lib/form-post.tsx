import { createContext, useContext, useState, type FormEvent } from 'react';
import {
  FORM_NAME_FIELD,
  POSTED_FORM_ANCHORS,
  resultFor,
  type FormPostResult,
  type PostedFormName,
} from '@/domain/form-post';

/**
 * The outcome of a form the browser posted itself (before the app was live, or without scripts):
 * the server renders the answering page with it and hands it over with the page's data, so the
 * hydrating form shows the same message, errors and typed values.
 */
export const FormPostContext = createContext<FormPostResult | undefined>(undefined);

export const FormPostProvider = FormPostContext.Provider;

/** The posted outcome for `form`, when this page is the answer to a post of it. */
export function useFormPostResult(form: PostedFormName): FormPostResult | undefined {
  return resultFor(useContext(FormPostContext), form);
}

/**
 * What makes one of the site's forms a real form: posted by the browser itself to the page it is on
 * (opening at the form's anchor) until the app handles its submit. `posted` is the server's answer this page
 * shows (what was typed, the outcome), `shown` the same until the reader sends the form here.
 */
export function usePostedForm(form: PostedFormName) {
  const posted = useFormPostResult(form);
  const [sentHere, setSentHere] = useState(false);
  return {
    posted,
    shown: sentHere ? undefined : posted,
    /** The form's method, action and submit handler (the app's own, once it is live). */
    formProps: (onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>) =>
      ({
        method: 'post',
        action: `#${POSTED_FORM_ANCHORS[form]}`,
        onSubmit: (event: FormEvent<HTMLFormElement>) => {
          setSentHere(true);
          void onSubmit(event);
        },
      }) as const,
    /** The hidden field telling the server which form a post is. */
    nameField: <input type="hidden" name={FORM_NAME_FIELD} value={form} />,
  };
}

/**
 * What a reader typed into the server's form before its code came and took it over, by field name,
 * from each field's element id (nothing on the server). React keeps it on screen when it hydrates;
 * a form's state must start from it too, or a send would validate empty fields, or (fields
 * registered uncontrolled) wipe them to the form's defaults.
 */
export function typedIntoServerForm<Name extends string>(
  fieldIds: Readonly<Record<Name, string>>,
): Partial<Record<Name, string>> {
  const typed: Partial<Record<Name, string>> = {};
  if (typeof document === 'undefined') return typed;
  for (const [name, id] of Object.entries(fieldIds) as [Name, string][]) {
    const field = document.getElementById(id);
    if ((field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) && field.value)
      typed[name] = field.value;
  }
  return typed;
}
