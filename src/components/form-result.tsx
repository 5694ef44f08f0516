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
