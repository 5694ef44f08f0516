// antd's Alert and Empty for public pages' error and empty states, loaded only when one shows: a
// normal view never needs them, and together they cost Home about 5 KB gzip of first-load
// JavaScript (measured with bench:bundle), the room its structured data needed under the budget.
import type { AlertProps, EmptyProps } from 'antd';
import { lazy, Suspense } from 'react';

const AntAlert = lazy(() => import('antd/es/alert'));
const AntEmpty = lazy(() => import('antd/es/empty'));

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
