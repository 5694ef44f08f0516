// The page's entry: a few hundred bytes that let the browser paint the server's HTML, then load the
// app (start-app.tsx), which hydrates it. The app's scripts are requested only after that paint:
// asked for with the HTML, their 150 KB (gzip) competed with the page and its picture for the
// connection, and on a phone the first paint waited for them (Lighthouse mobile: FCP and LCP about
// 2 s in half the runs, 0.9-1.4 s in all of them since).
// The theme's tokens as CSS variables on :root, before any style that reads them.
import '@/components/ui/theme/theme-tokens.css';
import './global.css';
import { installClientErrorReporter } from '@/lib/client-error-reporter';
import { sendPageView } from '@/lib/page-view-beacon';
import { ISLANDS_ROOT_ATTRIBUTE } from '@/server-render/page-shell';
import { readPageState } from '@/server-render/page-state';
import { holdEarlyPresses } from './early-presses';

// First, so an error while the app loads or hydrates is reported too.
installClientErrorReporter();
holdEarlyPresses();

/**
 * Resolves once the browser has shown a frame: a frame's callbacks run before it is painted, so by
 * the next frame's the first is on screen. A hidden tab paints nothing and starts at once.
 */
function afterFirstPaint(): Promise<void> {
  if (document.visibilityState === 'hidden') return Promise.resolve();
  return new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));
}

/**
 * Resolves once the parser has read the whole page: the entry is async (vite.config.ts), so it may
 * run before the page's state and the end of #root have arrived, which hydration needs.
 */
function whenParsed(): Promise<void> {
  if (document.readyState !== 'loading') return Promise.resolve();
  return new Promise((resolve) => document.addEventListener('DOMContentLoaded', () => resolve(), { once: true }));
}

// A page whose islands alone come alive (src/components/island.tsx) loads the islands runtime, a
// fraction of the app, on Preact (scripts/lib/preact-islands.ts); every other page, and every
// screen the browser draws, the app. The app's React first, then the rest of the app: each chunk is
// evaluated in a task of its own, neither long enough to hold up a tap (evaluated together: 18-43
// ms here, 100-170 ms of Lighthouse's Total Blocking Time on a phone). The app's chunk is asked for
// once React has run: one round trip later.
// The view is counted once the page is on screen and its state has arrived (src/lib/page-view-beacon.ts);
// a counted view's vitals are measured by a chunk of their own, asked for last
// (src/lib/web-vitals-beacon.ts).
let viewSent = false;
void whenParsed()
  .then(afterFirstPaint)
  .then(() => {
    viewSent = sendPageView(readPageState(document)?.countsView === true);
    return document.getElementById('root')?.hasAttribute(ISLANDS_ROOT_ATTRIBUTE)
      ? import('@/site/islands/start-islands')
      : import('./react-runtime').then(() => import('./start-app'));
  })
  .then(async () => {
    if (!viewSent) return;
    const { reportWebVitals } = await import('@/lib/web-vitals-beacon');
    reportWebVitals(document.location.pathname);
  });
