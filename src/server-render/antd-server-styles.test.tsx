// The server render names antd's style of theme variables as cssinjs names it in the browser
// (antd-server-styles.ts): here the server's page head meets cssinjs's own browser code path.
// tests/unit/cssinjs-hash.test.ts checks the hash it names it with. Public pages draw no antd, but
// an error or empty state does (src/components/ui/lazy-feedback.tsx), with antd's theme.
import { createCache, StyleProvider } from '@ant-design/cssinjs';
import { render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ThemeProvider } from '@/components/ui/theme/theme-provider';
import { THEME_VARS_CLASS, useThemeVarsClass } from '@/components/ui/theme/theme-vars';
import { extractStyles } from './antd-server-styles';

function ThemeVarsProbe() {
  return <p className={useThemeVarsClass()}>themed</p>;
}

/** The styles declaring the theme's variables themselves (components' own variables are scoped further). */
const themeVarsStyles = () =>
  [...document.head.querySelectorAll('style')].filter((style) =>
    style.textContent?.startsWith(`.${THEME_VARS_CLASS}{`),
  );

describe("antd's style of theme variables, rendered on the server", () => {
  beforeEach(() => {
    // The server's renderer and the browser's share React in this one process (never in a page),
    // which React warns about; any other error still shows.
    const consoleError = console.error.bind(console);
    vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
      if (!String(args[0]).startsWith('Detected multiple renderers')) consoleError(...args);
    });
  });
  afterEach(() => {
    vi.restoreAllMocks();
    document.head.innerHTML = '';
  });

  it("is the one the browser's cssinjs finds and keeps: it adds no second copy", async () => {
    const cache = createCache();
    renderToString(
      <StyleProvider cache={cache}>
        <ThemeProvider>
          <ThemeVarsProbe />
        </ThemeProvider>
      </StyleProvider>,
    );
    document.head.innerHTML = extractStyles(cache);
    const [serverStyle] = themeVarsStyles();
    expect(serverStyle?.textContent).toContain('--ant-color-primary');
    const serverKey = serverStyle!.getAttribute('data-css-hash');

    // The browser's side: antd writes the variables as the site's first themed component renders.
    render(
      <ThemeProvider>
        <ThemeVarsProbe />
      </ThemeProvider>,
    );
    const browserKeys = themeVarsStyles().map((style) => style.getAttribute('data-css-hash'));
    expect(
      browserKeys,
      `the server names the theme's variables style "${serverKey}", the browser's cssinjs adds its own ` +
        `(${browserKeys.join(', ')}): hydration would restyle the page. Make extractStyles in ` +
        `src/server-render/antd-server-styles.ts write the key cssinjs gives it in the browser ` +
        `(updateCSS's key in node_modules/@ant-design/cssinjs/es/hooks/useCacheToken.js).`,
    ).toEqual([serverKey]);
  });
});
