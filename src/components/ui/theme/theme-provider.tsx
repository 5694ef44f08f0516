import { IconProvider } from '@ant-design/icons';
import { ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { theme } from './theme';

/**
 * Icons draw no styles of their own: every ConfigProvider registers antd's icon rules (the same as
 * the icons' own, sent with a server-rendered page), yet each icon also checks in an effect, on
 * every mount, that its copy is in the document. After Home's hydration those checks were 24–29 ms
 * of a phone's main thread (Pixel 7, CPU 4×). Inside the ConfigProvider, which gives the icons a
 * context of its own (its `zeroRuntime` would also drop every antd component's styles).
 */
const ICONS_STYLED_BY_ANTD = { zeroRuntime: true };

/** antd's theme for a React root: the app's, and each island's (the same theme, the same classes). */
export function ThemeProvider({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider theme={theme}>
      <IconProvider value={ICONS_STYLED_BY_ANTD}>{children}</IconProvider>
    </ConfigProvider>
  );
}
