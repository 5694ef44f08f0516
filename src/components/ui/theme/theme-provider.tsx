import { ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { IconStyles } from '../icon-styles';
import { theme } from './theme';

/**
 * antd's theme, for what is drawn with antd itself (with-antd-theme.tsx). The ConfigProvider gives
 * icons a context of its own, so the icons' CSS-styled setting is given again inside it.
 */
export function ThemeProvider({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider theme={theme}>
      <IconStyles>{children}</IconStyles>
    </ConfigProvider>
  );
}
