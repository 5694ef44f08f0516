// antd's styles as the server render writes them into a page's head (render-page.tsx).
import { extractStyle, type createCache } from '@ant-design/cssinjs';
import emotionHash from '@emotion/hash';
import { THEME_VARS_CLASS } from '@/components/ui/theme/theme';

/**
 * cssinjs's own hash, from the @emotion/hash package.json pins to cssinjs's version (a unit test
 * checks they agree). Bundled for Node as CommonJS (scripts/build-functions.ts), a default import
 * is the package's exports object, whose `default` is the function; under Vite it is the function.
 */
export const hash: (text: string) => string =
  typeof emotionHash === 'function' ? emotionHash : (emotionHash as unknown as { default: typeof emotionHash }).default;

/**
 * antd's styles for the render, with the theme's CSS variables named as the browser names them.
 * cssinjs (2.1.2) extracts that style under the token's key, but in the browser registers it under
 * hash(`css-var-${key}`) (its useCacheToken), so hydration found no such style and added the same
 * 12 KB of variables again, which restyled the whole page during hydration (Chromium: a style
 * recalculation of about 20 ms, on a phone four times that). Named alike, it is found and kept.
 */
export function extractStyles(cache: ReturnType<typeof createCache>): string {
  const tokenStyle = new RegExp(
    `(<style [^>]*data-token-hash="${THEME_VARS_CLASS}" data-css-hash=")[^"]+("[^>]*>\\.${THEME_VARS_CLASS}\\{)`,
  );
  return extractStyle(cache).replace(tokenStyle, `$1${hash(`css-var-${THEME_VARS_CLASS}`)}$2`);
}
