import { IconProvider } from '@ant-design/icons';
import type { ReactNode } from 'react';
import './icon-styles.css';

/**
 * The icons' styles are in the entry's stylesheet (icon-styles.css), so the server's HTML paints
 * its icons right; each icon would otherwise also check in an effect, on every mount, that its
 * copy of those rules is in the document (after Home's hydration, 8-29 ms of a phone's main thread,
 * Pixel 7 with the CPU 4x slower). Given to every React root: the app's, each island's, and inside
 * antd's ConfigProvider (src/components/ui/theme/theme-provider.tsx), which gives icons a context
 * of its own.
 */
const ICONS_STYLED_BY_CSS = { zeroRuntime: true };

export function IconStyles({ children }: { children: ReactNode }) {
  return <IconProvider value={ICONS_STYLED_BY_CSS}>{children}</IconProvider>;
}
