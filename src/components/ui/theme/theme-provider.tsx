import { ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { IconStyles } from '../icon-styles';
import { theme } from './theme';

const ZERO_RUNTIME_THEME = { ...theme, zeroRuntime: true };

/**
 * antd's theme, for what is drawn with antd itself (with-antd-theme.tsx). The ConfigProvider gives
 * icons a context of its own, so the icons' CSS-styled setting is given again inside it.
 * `zeroRuntime`: antd's components make no styles at run time; antd's stylesheet must be in the
 * page (antd-stylesheet.ts).
 */
export function ThemeProvider({ children, zeroRuntime = false }: { children: ReactNode; zeroRuntime?: boolean }) {
  return (
    <ConfigProvider theme={zeroRuntime ? ZERO_RUNTIME_THEME : theme}>
      <IconStyles>{children}</IconStyles>
    </ConfigProvider>
  );
}
