// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { pageBeaconSchema } from '@/domain/schemas';
import { reportWebVitals, type WebVitalsSource } from './web-vitals-beacon';

const ARTICLE = '/christian-dating-advice/first-dates';

/** A stand-in for `web-vitals`: the test reports each metric's values as the library would. */
function fakeVitals() {
  const reporters: Record<string, (metric: { name: string; value: number }) => void> = {};
  const source = Object.fromEntries(
    (['LCP', 'INP', 'CLS'] as const).map((name) => [`on${name}`, (report: never) => (reporters[name] = report)]),
  ) as unknown as WebVitalsSource;
  return { source, report: (name: string, value: number) => reporters[name]!({ name, value }) };
}

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
}

describe('reportWebVitals', () => {
  it("sends the latest value of each metric once, when the page is first hidden, in the endpoint's shape", () => {
    const { source, report } = fakeVitals();
    const sent: unknown[] = [];
    reportWebVitals(ARTICLE, { source, send: (body) => sent.push(JSON.parse(body)) });
    report('LCP', 900);
    report('LCP', 1200.5);
    report('CLS', 0.02);
    expect(sent).toEqual([]);

    setVisibility('hidden');
    expect(sent).toEqual([{ path: ARTICLE, vitals: { LCP: 1200.5, CLS: 0.02 } }]);
    expect(pageBeaconSchema.safeParse(sent[0]).success).toBe(true);

    // Shown and hidden again: this page load's vitals were sent already.
    setVisibility('visible');
    report('INP', 80);
    setVisibility('hidden');
    expect(sent).toHaveLength(1);
    setVisibility('visible');
  });

  it('waits for a metric before sending, and keeps a wrong clock within what the server takes', () => {
    const { source, report } = fakeVitals();
    const sent: unknown[] = [];
    reportWebVitals(ARTICLE, { source, send: (body) => sent.push(JSON.parse(body)) });
    setVisibility('hidden');
    expect(sent).toEqual([]);
    setVisibility('visible');
    report('INP', 10_000_000);
    report('CLS', Number.NaN);
    setVisibility('hidden');
    expect(sent).toEqual([{ path: ARTICLE, vitals: { INP: 600_000 } }]);
    expect(pageBeaconSchema.safeParse(sent[0]).success).toBe(true);
    setVisibility('visible');
  });
});
