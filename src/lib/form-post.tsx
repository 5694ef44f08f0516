import { createContext, useContext } from 'react';
import { resultFor, type FormPostResult, type PostedFormName } from '@/domain/form-post';

/**
 * The outcome of a form the browser posted itself (before the app was live, or without scripts):
 * the server renders the answering page with it and hands it over with the page's data, so the
 * hydrating form shows the same message, errors and typed values.
 */
const FormPostContext = createContext<FormPostResult | undefined>(undefined);

export const FormPostProvider = FormPostContext.Provider;

/** The posted outcome for `form`, when this page is the answer to a post of it. */
export function useFormPostResult(form: PostedFormName): FormPostResult | undefined {
  return resultFor(useContext(FormPostContext), form);
}
