// Stands in for antd's `form/hooks/useForm` module where antd's Radio.Group imports it (see
// scripts/lib/antd-stand-ins.ts): the group needs only this one helper, but importing it
// brought the whole of antd Form's useForm (scroll-into-view, the field store: 6.7 KB gzip) onto the
// FAQ page, the only public page with a Radio.Group, and took it over the 200 KB budget.
import { toArray } from 'antd/es/form/util';

/** antd's own `toNamePathStr` (antd/es/form/hooks/useForm.js), the same two lines. */
export function toNamePathStr(name: Parameters<typeof toArray>[0]): string {
  return toArray(name).join('_');
}
