import type { ComponentType } from 'react';

/**
 * A lazily loaded component drawn with antd itself (a member's or the owner's screen, the account
 * menu, an error or empty state), given antd's theme by its own chunk: public pages hydrate with
 * no antd code at all (the light components read the theme from theme-tokens.css), so the app's
 * root has no ConfigProvider, and a lazy chunk that needs one brings it along. Loaded together
 * with the component, in one round trip.
 *
 * `zeroRuntime` (the owner's screens): antd's prebuilt stylesheet is loaded beside the component
 * and antd makes no styles at run time. Elsewhere antd makes only the styles of the components
 * drawn, which costs a reader or a member less than the whole stylesheet would; but once the page
 * has asked for the stylesheet (an owner's screen), what loads after it uses it too (the header's
 * account menu), rather than making a second copy of the same rules on the main thread. If the
 * stylesheet then fails to load, that component makes its own styles: only the owner's screens
 * need the stylesheet, and say so when it is missing.
 */
export function withAntdTheme<P extends object>(
  load: () => Promise<ComponentType<P>>,
  { zeroRuntime = false }: { zeroRuntime?: boolean } = {},
): () => Promise<{ default: ComponentType<P> }> {
  return async () => {
    const [Component, { ThemeProvider }, stylesheetInPage] = await Promise.all([
      load(),
      import('./theme-provider'),
      import('./antd-stylesheet').then(({ loadAntdStylesheet, antdStylesheetAsked }) => {
        if (zeroRuntime) return loadAntdStylesheet().then(() => true);
        if (!antdStylesheetAsked()) return false;
        return loadAntdStylesheet().then(
          () => true,
          () => false,
        );
      }),
    ]);
    function Themed(props: P) {
      return (
        <ThemeProvider zeroRuntime={stylesheetInPage}>
          <Component {...props} />
        </ThemeProvider>
      );
    }
    Themed.displayName = `WithAntdTheme(${Component.displayName ?? Component.name})`;
    return { default: Themed };
  };
}
