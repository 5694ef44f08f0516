import { theme } from 'antd';

/**
 * The class under which antd declares the theme's tokens as CSS variables
 * (`--ant-color-primary`, ...); src/components/ui/theme/theme.ts sets it as `cssVar.key`.
 */
export const THEME_VARS_CLASS = 'fm-theme';

/**
 * For the light components in antd's look (toasts, tooltips, star ratings): makes sure
 * antd has written the token variables (they are written with the first component that
 * reads the theme) and returns the class that puts them in scope, so their CSS can use
 * `var(--ant-...)` instead of hard-coded colours.
 */
export function useThemeVarsClass(): string {
  theme.useToken();
  return THEME_VARS_CLASS;
}
