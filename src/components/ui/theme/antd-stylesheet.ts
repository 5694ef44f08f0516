import antdStylesheetUrl from 'antd/dist/antd.css?url';
import { StylesheetLoadError } from '@/lib/missing-asset';

/**
 * antd's prebuilt stylesheet, for the owner's screens (withAntdTheme's `zeroRuntime`): there antd
 * makes no styles at run time, which was a large part of each screen's start on the main thread
 * (docs/measurements.md, "The owner's screens"). The token values stay the site's: antd still
 * declares them as CSS variables under THEME_VARS_CLASS, which this stylesheet reads. Its own
 * variable declarations sit under classes no element of the site wears.
 *
 * Put first in <head>, where antd's run-time styles go, so the site's own rules still win over
 * antd's of the same specificity. A link, not an import: the build inlines every imported
 * stylesheet into each page's HTML (vite.config.ts, cssCodeSplit), and this one is for the owner.
 * Loaded once; a failed load (offline) rejects as a missing file does, so the screen says so
 * (route-error-boundary.tsx), and the next try asks again.
 */
let loading: Promise<void> | undefined;

/** Whether the page has asked for the stylesheet (and the ask has not failed). */
export const antdStylesheetAsked = (): boolean => loading !== undefined;

export function loadAntdStylesheet(): Promise<void> {
  loading ??= new Promise<void>((resolve, reject) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = antdStylesheetUrl;
    link.addEventListener('load', () => resolve());
    link.addEventListener('error', () => {
      link.remove();
      loading = undefined;
      reject(new StylesheetLoadError(antdStylesheetUrl));
    });
    document.head.prepend(link);
  });
  return loading;
}
