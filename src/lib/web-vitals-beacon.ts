// A counted page load's Core Web Vitals, measured in the reader's browser by Google's `web-vitals`
// and sent once, when the page is first hidden (the reader leaves it, switches tab or closes it):
// one beacon with the page's path and each metric's latest value, to the page views' endpoint. Loaded
// in a chunk of its own once the page has been counted (src/app/main.tsx); `web-vitals` reads the
// browser's buffered entries, so what happened before it loaded is measured too.
import { postBeacon } from '@/lib/page-view-beacon';
import { WEB_VITAL_MAX, type WebVitalName, type WebVitalsBeacon } from '@/domain/web-vitals';
import { onCLS, onINP, onLCP, type Metric } from 'web-vitals';

/** Where the metrics come from: `web-vitals`, or a test's stand-in. */
export type WebVitalsSource = Record<
  `on${WebVitalName}`,
  (report: (metric: Pick<Metric, 'name' | 'value'>) => void) => void
>;

const webVitals: WebVitalsSource = {
  // Every change is kept, and the latest sent once: the library's own report of the final value may
  // come after this page's handler of the same `visibilitychange`.
  onLCP: (report) => onLCP(report, { reportAllChanges: true }),
  onINP: (report) => onINP(report, { reportAllChanges: true }),
  onCLS: (report) => onCLS(report, { reportAllChanges: true }),
};

/** Measures this page load's vitals and sends them the first time the page is hidden; once per page load. */
export function reportWebVitals(
  path: string,
  {
    source = webVitals,
    target = window,
    send = postBeacon,
  }: { source?: WebVitalsSource; target?: Window; send?: (body: string) => void } = {},
): void {
  const vitals: WebVitalsBeacon['vitals'] = {};
  const keep = (metric: Pick<Metric, 'name' | 'value'>) => {
    const name = metric.name as WebVitalName;
    // Within what the server takes: a clock gone wrong must not lose the beacon's other metrics.
    if (Number.isFinite(metric.value)) vitals[name] = Math.min(Math.max(metric.value, 0), WEB_VITAL_MAX[name]);
  };
  source.onLCP(keep);
  source.onINP(keep);
  source.onCLS(keep);
  // On the window, as the event bubbles up from the document: after the library's own listeners.
  const onHidden = () => {
    if (target.document.visibilityState !== 'hidden' || Object.keys(vitals).length === 0) return;
    target.removeEventListener('visibilitychange', onHidden);
    send(JSON.stringify({ path, vitals } satisfies WebVitalsBeacon));
  };
  target.addEventListener('visibilitychange', onHidden);
}
