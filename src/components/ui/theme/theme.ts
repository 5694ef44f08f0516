import type { ThemeConfig } from 'antd';

/**
 * The class under which antd declares the theme's tokens as CSS variables (`--ant-color-primary`,
 * ...), set below as `cssVar.key`. Here, not beside useThemeVarsClass, so the server render can name
 * it without loading antd.
 */
export const THEME_VARS_CLASS = 'fm-theme';

/** Brand purple: 7.1:1 on white, so it also serves as a text and link colour (WCAG AA). */
export const BRAND_PURPLE = '#7c3aed';
/** A darker gold that still reaches 4.5:1 on white where stars carry meaning next to text. */
export const STAR_GOLD = '#b45309';

// Every design token of the site lives here (ant-design-pro habit): components
// read colours from the theme, never hard-code them.
export const theme: ThemeConfig = {
  // A fixed name for the class carrying the token CSS variables, which light components wear too.
  cssVar: { key: THEME_VARS_CLASS },
  token: {
    colorPrimary: BRAND_PURPLE,
    colorLink: BRAND_PURPLE,
    // antd derives lighter hover shades (#a064fa: 3.7:1 under white text); keep them dark enough for AA.
    colorPrimaryHover: '#6d28d9',
    colorPrimaryActive: '#5b21b6',
    colorLinkHover: '#6d28d9',
    // The brand's violet tints for soft backgrounds and borders (antd would derive pinker ones).
    colorPrimaryBg: '#f5f3ff',
    colorPrimaryBgHover: '#ede9fe',
    colorPrimaryBorder: '#ddd6fe',
    colorPrimaryBorderHover: '#c4b5fd',
    colorBgLayout: '#faf8ff',
    colorTextHeading: '#1f1638',
    // antd's default green (#52c41a) is 2.4:1 on white; the review cards' pros are text.
    colorSuccess: '#15803d',
    // antd's default error red (#ff4d4f) is 3.3:1 on white; validation messages need 4.5:1.
    colorError: '#cf1322',
    colorTextSecondary: 'rgba(0, 0, 0, 0.68)',
    colorTextDescription: 'rgba(0, 0, 0, 0.68)',
    colorTextTertiary: 'rgba(0, 0, 0, 0.62)',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.58)',
    borderRadius: 8,
    fontFamily: 'var(--fm-font-family)',
  },
  components: {
    Layout: { headerBg: '#ffffff', footerBg: '#1f1638' },
    Rate: { starColor: '#d97706' },
  },
};
