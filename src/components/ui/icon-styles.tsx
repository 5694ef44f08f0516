import { IconProvider } from '@ant-design/icons';
import type { ReactNode } from 'react';

/**
 * For `@ant-design/icons`' own components, on the screens drawn with antd (given inside antd's
 * ConfigProvider by theme/theme-provider.tsx, which gives icons a context of its own): their rules
 * are in the entry's stylesheet (icon-styles.css, which the light Icon brings), so each icon skips
 * its check, on every mount, that its copy of those rules is in the document (after Home's
 * hydration that was 8-29 ms of a phone's main thread, Pixel 7 with the CPU 4x slower).
 */
const ICONS_STYLED_BY_CSS = { zeroRuntime: true };

export function IconStyles({ children }: { children: ReactNode }) {
  return <IconProvider value={ICONS_STYLED_BY_CSS}>{children}</IconProvider>;
}
