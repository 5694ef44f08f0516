import type { FormPostResult } from '@/domain/form-post';
import { useNotify } from '@/components/ui/toast/notify';
import './form-result.css';

/**
 * The outcome of a form the browser posted itself (before the page was live, or without scripts),
 * where the form is: the toasts say the same once the app sends the form.
 */
export function FormResult({ kind, title, detail }: { kind: 'success' | 'error'; title: string; detail: string }) {
  return (
    <div role={kind === 'success' ? 'status' : 'alert'} className={`fm-form-result fm-form-result--${kind}`}>
      {/* The space keeps title and detail two sentences for a reader of the text (a block only looks apart). */}
      <strong className="fm-form-result__title">{title}</strong> {detail}
    </div>
  );
}

/** What a posted form's toasts say, and the page answering a post of it shows. */
export interface FormOutcomeText {
  success: string;
  successDetail: string;
  failure: string;
  /** The failure's detail where the server gave no message of its own. */
  failureDetail: string;
}

/** The outcome of the post this page answers (none: nothing), in the toasts' words. */
export function PostedResult({ posted, text }: { posted: FormPostResult | undefined; text: FormOutcomeText }) {
  if (posted?.outcome === 'sent') {
    return <FormResult kind="success" title={text.success} detail={text.successDetail} />;
  }
  if (posted?.outcome === 'refused') {
    return <FormResult kind="error" title={text.failure} detail={posted.message ?? text.failureDetail} />;
  }
  return null;
}

/**
 * The app's send of a form its schema passed, told in toasts: sent, the success toast and `sent`
 * (the form emptied); refused, the failure toast with the detail `failed` gives, having done what
 * the failure asks of the form.
 */
export function useSendWithToasts<Values>(
  text: FormOutcomeText,
  send: (values: Values) => Promise<unknown>,
  { sent, failed }: { sent: () => void; failed: (error: unknown) => string },
) {
  const notify = useNotify();
  return async (values: Values) => {
    try {
      await send(values);
      notify.success(text.success, text.successDetail);
      sent();
    } catch (error) {
      notify.error(text.failure, failed(error));
    }
  };
}
