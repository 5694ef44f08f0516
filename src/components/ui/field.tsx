import type { ReactNode } from 'react';
import './field.css';

/** What a field's control needs from it: its id and its error wiring for screen readers. */
interface FieldWiring {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby'?: string;
  className: string;
}

interface FieldProps {
  /** The control's id; its error line's is derived from it. */
  id: string;
  label: string;
  error?: string;
  /** antd Input's `size="large"`. */
  size?: 'large';
  /** Draws the control (an `<input>` or `<textarea>`) with the props it is given. */
  children: (control: FieldWiring) => ReactNode;
}

/**
 * Label, control and error line in antd's vertical Form.Item and Input look, from the theme's
 * tokens (field.css). Not antd's Form and Input: they would add about 57 KB gzip to Contact's
 * first load, and on the pages with the newsletter form (Home, Resources) antd's Form writes
 * 160 KB of CSS into the HTML, 87 KB of it the grid rules of the Col it lays labels out with.
 * The error line is in the HTML whenever there is an error: a page answering a posted form
 * shows it before any script runs.
 */
export function Field({ id, label, error, size, children }: FieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className={size === 'large' ? 'fm-field fm-field--large' : 'fm-field'}>
      <label className="fm-field__label" htmlFor={id}>
        {label}
      </label>
      {children({
        id,
        'aria-invalid': !!error,
        'aria-describedby': error ? errorId : undefined,
        className: 'fm-field__control',
      })}
      <div className="fm-field__error" id={errorId}>
        {error}
      </div>
    </div>
  );
}
