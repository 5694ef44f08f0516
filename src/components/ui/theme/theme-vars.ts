import { theme } from 'antd';
import { THEME_VARS_CLASS } from './theme';

export { THEME_VARS_CLASS };

/**
 * For CSS of the site's own on a screen drawn with antd (the admin area's layout): makes sure
 * antd has written the token variables (they are written with the first component that reads
 * the theme) and returns the class that puts them in scope, so that CSS can use `var(--ant-...)`
 * instead of hard-coded colours. The light components on public pages need no antd for that:
 * theme-tokens.css declares their variables on :root.
 */
export function useThemeVarsClass(): string {
  theme.useToken();
  return THEME_VARS_CLASS;
}
