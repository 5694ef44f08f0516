// antd's Alert and Empty for public pages' error and empty states, loaded only when one shows: a
// normal view never needs them, and together they cost Home about 5 KB gzip of first-load
// JavaScript (measured with bench:bundle), the room its structured data needed under the budget.
import type { AlertProps, EmptyProps } from 'antd';
import { lazy, Suspense } from 'react';
import { PlainButton } from './plain-button';
import { withAntdTheme } from './theme/with-antd-theme';

const AntAlert = lazy(withAntdTheme(async () => (await import('antd/es/alert')).default));
const AntEmpty = lazy(withAntdTheme(async () => (await import('antd/es/empty')).default));

export function Alert(props: AlertProps) {
  return (
    <Suspense fallback={null}>
      <AntAlert {...props} />
    </Suspense>
  );
}

export function Empty(props: EmptyProps) {
  return (
    <Suspense fallback={null}>
      <AntEmpty {...props} />
    </Suspense>
  );
}

interface LoadFailedProps {
  title: string;
  retry: () => void;
  /** Spins the retry button while the read runs again. */
  retrying?: boolean;
  /** Whether to suggest checking the connection (a page's main list does; Home's short sections do not). */
  hint?: boolean;
}

/** A public list's failed read: what failed, and a retry button. */
export function LoadFailed({ title, retry, retrying, hint = true }: LoadFailedProps) {
  return (
    <Alert
      type="error"
      showIcon
      title={title}
      description={hint ? 'Please check your connection and try again.' : undefined}
      action={
        <PlainButton onClick={retry} loading={retrying}>
          Try again
        </PlainButton>
      }
    />
  );
}
