// The light components (shell, plain buttons and tabs, cards) paint with the antd theme's
// tokens as CSS variables, never with colours of their own: src/components/ui/theme/theme.ts is the one place
// a colour is chosen, and src/components/ui/theme/theme-tokens.css (generated from it) declares the variables.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { theme as antdTheme } from 'antd';
import { describe, expect, it } from 'vitest';
import { theme } from '@/components/ui/theme/theme';
import { THEME_TOKENS_CSS_PATH, themeTokensCss, tokenCssVar } from '@/components/ui/theme/theme-tokens';

/** The site's own source a browser paints with: styles, components, the HTML shell. */
function paintedSources(dir = 'src'): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return paintedSources(path);
    return /\.(css|tsx)$/.test(entry.name) && !entry.name.endsWith('.test.tsx') ? [path] : [];
  });
}
const SOURCES = [...paintedSources(), 'index.html'].filter((path) => path !== THEME_TOKENS_CSS_PATH);
/** A colour written out: hex, or rgb()/hsl() with numbers (a var() inside color-mix() is fine). */
const LITERAL_COLOUR = /#[0-9a-f]{3,8}\b|\b(?:rgba?|hsla?)\(\s*[\d.]/gi;

describe('colours come from the theme', () => {
  it('the generated stylesheet is in step with src/components/ui/theme/theme.ts (else run npx tsx scripts/write-theme-css.ts)', () => {
    expect(readFileSync(THEME_TOKENS_CSS_PATH, 'utf8')).toBe(themeTokensCss(theme));
  });

  it('no style, component or the HTML shell hard-codes a colour (hex, rgb(), hsl())', () => {
    expect(SOURCES.length).toBeGreaterThan(50);
    const offenders = SOURCES.flatMap((path) => {
      // The browser's toolbar colour has to be a literal: the brand purple, checked below.
      const source = readFileSync(path, 'utf8').replace(/<meta name="theme-color" content="#[0-9a-f]+" \/>/i, '');
      return [...source.matchAll(LITERAL_COLOUR)].map(([colour]) => `${path}: ${colour}`);
    });
    expect(offenders).toEqual([]);
    expect(readFileSync('index.html', 'utf8')).toContain(
      `<meta name="theme-color" content="${theme.token?.colorPrimary}" />`,
    );
  });

  it('every antd variable the site reads exists: a theme token, or declared by the generated stylesheet', () => {
    const known = new Set([
      ...Object.keys(antdTheme.getDesignToken(theme)).map((token) => tokenCssVar(token)),
      ...[...readFileSync(THEME_TOKENS_CSS_PATH, 'utf8').matchAll(/(--ant-[a-z0-9-]+):/g)].map(([, name]) => name),
    ]);
    const unknown = SOURCES.flatMap((path) =>
      [...readFileSync(path, 'utf8').matchAll(/var\((--ant-[a-z0-9-]+)/g)]
        .map(([, name]) => name ?? '')
        .filter((name) => !known.has(name))
        .map((name) => `${path}: ${name}`),
    );
    expect(unknown).toEqual([]);
  });
});
