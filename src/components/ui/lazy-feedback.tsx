// Public pages' error and empty states. antd's Alert is loaded only when one shows: a normal view
// never needs it, and with antd's Empty it cost Home about 5 KB gzip of first-load JavaScript
// (measured with bench:bundle). The empty state is light markup of its own instead: the server
// renders it into a page with islands, which is never hydrated (antd is not in the server's render
// bundle, so a lazy antd Empty was left for the browser to draw, and a page with islands drew nothing).
import InboxOutlined from '@ant-design/icons-svg/es/asn/InboxOutlined';
import type { AlertProps } from 'antd';
import { lazy, Suspense, type ReactNode } from 'react';
import { Icon } from './icon';
import { PlainButton } from './plain-button';
import { withAntdTheme } from './theme/with-antd-theme';
import './empty.css';

const AntAlert = lazy(withAntdTheme(async () => (await import('antd/es/alert')).default));

export function Alert(props: AlertProps) {
  return (
    <Suspense fallback={null}>
      <AntAlert {...props} />
    </Suspense>
  );
}

/** Nothing to show, said in antd Empty's look: a muted picture over a muted line. */
export function Empty({ description }: { description: ReactNode }) {
  return (
    <div className="fm-empty">
      <Icon svg={InboxOutlined} aria-hidden className="fm-empty__image" />
      <p className="fm-empty__description">{description}</p>
    </div>
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
