import { theme as antdTheme, type GlobalToken, type ThemeConfig } from 'antd';

/** The generated stylesheet (scripts/write-theme-css.ts writes it; a unit test keeps it in step with theme.ts). */
export const THEME_TOKENS_CSS_PATH = 'src/components/ui/theme/theme-tokens.css';

/**
 * The antd tokens the light components (the shell, plain buttons, fields and tabs, cards,
 * skeletons) paint with. They are declared on :root from the render-blocking entry stylesheet,
 * so the first paint (before antd's runtime has written its own copy of the same variables)
 * already has the theme's colours and radii.
 */
export const LIGHT_TOKENS = [
  'colorPrimary',
  'colorPrimaryHover',
  'colorPrimaryActive',
  'colorPrimaryBg',
  'colorPrimaryBgHover',
  'colorPrimaryBorder',
  'colorPrimaryBorderHover',
  'colorBgContainer',
  'colorBgLayout',
  'colorBorder',
  'colorBorderSecondary',
  'colorFill',
  'colorFillTertiary',
  'colorFillContent',
  'colorText',
  'colorTextSecondary',
  'colorTextDescription',
  'colorTextPlaceholder',
  'colorTextHeading',
  'colorTextQuaternary',
  'colorTextLightSolid',
  'colorIcon',
  'colorIconHover',
  'colorError',
  'colorErrorOutline',
  'colorSuccess',
  'controlOutline',
  'controlTmpOutline',
  'boxShadow',
  'boxShadowSecondary',
  'boxShadowTertiary',
  'colorBgElevated',
  'colorBgSpotlight',
  'colorBgTextHover',
  'fontFamily',
  'fontSize',
  'fontSizeLG',
  'lineHeight',
  'borderRadius',
  'borderRadiusSM',
  'borderRadiusLG',
  'fontFamilyCode',
] as const satisfies readonly (keyof GlobalToken)[];

/** Component tokens the light components share with antd's own (the footer is antd Layout's, the stars Rate's). */
export const LIGHT_COMPONENT_TOKENS = { Layout: ['footerBg', 'headerBg'], Rate: ['starColor'] } as const;

/**
 * antd's name for a token's CSS variable: @ant-design/cssinjs's token2CSSVar, which antd does
 * not export (a unit test checks the names against the variables antd really writes).
 */
export function tokenCssVar(token: string, prefix = 'ant'): string {
  return `--${prefix}-${token}`
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Z]+)([A-Z][a-z0-9]+)/g, '$1-$2')
    .replace(/([a-z])([A-Z0-9])/g, '$1-$2')
    .toLowerCase();
}

/** Tokens antd writes as plain numbers (@ant-design/cssinjs's unitless list, as far as we use it). */
const UNITLESS = new Set<string>(['lineHeight']);

/**
 * Numbers become pixels, as antd writes them, but for unitless tokens; antd's multi-line shadows
 * are written on one line.
 */
function cssValue(name: string, value: unknown): string {
  if (typeof value === 'number') return UNITLESS.has(name) ? String(value) : `${value}px`;
  return String(value).replace(/\s+/g, ' ').trim();
}

/** The declarations of the light tokens, name to value, as antd computes them from `config`. */
export function lightTokenVariables(config: ThemeConfig): Record<string, string> {
  const token = antdTheme.getDesignToken(config);
  const variables: Record<string, string> = {};
  for (const name of LIGHT_TOKENS) variables[tokenCssVar(name)] = cssValue(name, token[name]);
  for (const [component, names] of Object.entries(LIGHT_COMPONENT_TOKENS)) {
    const overrides: Record<string, unknown> =
      config.components?.[component as keyof typeof LIGHT_COMPONENT_TOKENS] ?? {};
    for (const name of names) {
      const value = overrides[name];
      if (value === undefined) throw new Error(`theme.components.${component}.${name} is not set`);
      variables[tokenCssVar(`${component}${name[0]?.toUpperCase()}${name.slice(1)}`)] = cssValue(name, value);
    }
  }
  return variables;
}

/** The stylesheet declaring the light tokens on :root. */
export function themeTokensCss(config: ThemeConfig): string {
  const declarations = Object.entries(lightTokenVariables(config))
    .map(([name, value]) => `  ${name}: ${value};`)
    .join('\n');
  return `/* Generated from src/components/ui/theme/theme.ts by scripts/write-theme-css.ts: do not edit. */\n:root {\n${declarations}\n}\n`;
}
