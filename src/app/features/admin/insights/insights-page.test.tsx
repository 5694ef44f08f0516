import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { convertingArticles, insightsCsv, lastDays, type SiteInsights } from '@/domain/insights';
import type { SiteWebVitals } from '@/domain/web-vitals';
import { ROUTES } from '@/domain/routes';
import { createQueryClient } from '@/lib/query-client';
import { renderScreenAt } from '@/testing/render-with-app-providers';
import { adminScreenReads } from '../admin-screens';
import InsightsPage from './insights-page';
import { dayRefused, ofViews, percent, presetOf, rangeOfSearch, vitalsRangeOf } from './insights-rows';

// G2 draws on a canvas jsdom does not have; the chart's data is the answer's, tested here as numbers.
vi.mock('./insights-chart', () => ({ default: () => <p>chart</p> }));

const ARTICLE = ROUTES.article('first-dates-with-purpose');
const answer = (from: string, to: string): SiteInsights => ({
  from,
  to,
  days: [{ day: to, views: 8, clicks: 2, signups: 1, contacts: 1 }],
  totals: { day: `${from}..${to}`, views: 8, clicks: 2, signups: 1, contacts: 1 },
  pages: [
    { path: ARTICLE, title: 'First Dates With Purpose', views: 4, clicks: 1, signups: 1, contacts: 0 },
    { path: ROUTES.home, title: 'Home', views: 4, clicks: 1, signups: 0, contacts: 1 },
  ],
  referrers: [
    { name: '(none)', count: 5 },
    { name: 'google.com', count: 3 },
  ],
  devices: [
    { name: 'phone', count: 6 },
    { name: 'desktop', count: 2 },
  ],
  affiliates: [{ name: 'Upward Dating', count: 2 }],
  converting: [{ path: ARTICLE, title: 'First Dates With Purpose', views: 4, clicks: 1, signups: 1, contacts: 0 }],
});

const vitalsAnswer = (from: string, to: string): SiteWebVitals => ({
  from,
  to,
  site: [
    {
      path: '',
      title: 'Whole site',
      device: 'all',
      loads: 5,
      LCP: { p75: 2000, rating: 'good', samples: 5 },
      INP: { p75: 300, rating: 'needs-improvement', samples: 2 },
      CLS: { p75: 0.1, rating: 'good', samples: 5 },
    },
    { path: '', title: 'Whole site', device: 'phone', loads: 3, LCP: { rating: 'poor', samples: 3 } },
  ],
  pages: [
    {
      path: ARTICLE,
      title: 'First Dates With Purpose',
      device: 'all',
      loads: 4,
      LCP: { p75: 1500, rating: 'good', samples: 4 },
    },
    {
      path: ARTICLE,
      title: 'First Dates With Purpose',
      device: 'phone',
      loads: 3,
      LCP: { rating: 'poor', samples: 3 },
    },
  ],
});

let asked: URL[];
beforeEach(() => {
  asked = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const parsed = new URL(url, 'http://localhost');
      asked.push(parsed);
      const from = parsed.searchParams.get('from')!;
      const to = parsed.searchParams.get('to')!;
      const body = parsed.pathname === '/api/admin/web-vitals' ? vitalsAnswer(from, to) : answer(from, to);
      return new Response(JSON.stringify(body), { status: 200 });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const insightsAsked = () => asked.filter((url) => url.pathname === '/api/admin/insights');

/** A total's card as it reads: its title, its number and its share of the views. */
const total = (title: string) => screen.getByText(title).closest('.ant-statistic')?.textContent;

function renderInsights(at: string = ROUTES.adminInsights, client = createQueryClient()) {
  return renderScreenAt(ROUTES.adminInsights, <InsightsPage />, { at, client });
}

describe("the owner's Insights", () => {
  it('shows the last 28 days: totals with their rates, pages with theirs, referrers by name', async () => {
    renderInsights();
    const pages = await screen.findByRole('region', { name: 'Top pages' });
    expect(asked.map((url) => url.pathname).sort()).toEqual(['/api/admin/insights', '/api/admin/web-vitals']);
    for (const url of asked) expect(Object.fromEntries(url.searchParams)).toEqual(lastDays(28));
    const article = within(pages).getByRole('row', { name: /First Dates With Purpose/ });
    expect(
      within(article)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['First Dates With Purpose', '4', '1', '1', '0', '25.0%', '25.0%', '0.0%']);
    expect(within(article).getByRole('link')).toHaveAttribute('href', ARTICLE);
    expect(total('Affiliate clicks')).toBe('Affiliate clicks2(25.0% of views)');
    expect(total('Newsletter signups')).toBe('Newsletter signups1(12.5% of views)');
    expect(total('Contact messages')).toBe('Contact messages1(12.5% of views)');
    expect(screen.getAllByText('Views')[0]!.closest('.ant-statistic')?.textContent).toBe('Views8');
    const converting = screen.getByRole('region', { name: 'Top converting articles' });
    expect(within(converting).getAllByRole('row')).toHaveLength(2); // the header and the article: Home is no article
    expect(within(screen.getByRole('region', { name: 'Referrers' })).getByText('Direct or unknown')).toBeVisible();
    expect(within(screen.getByRole('region', { name: 'Devices' })).getByText('75.0%')).toBeVisible();
  });

  it("shows real readers' Web Vitals for the site and each page, rated, on the chosen devices", async () => {
    const user = userEvent.setup();
    renderInsights();
    const vitals = await screen.findByRole('region', { name: 'Core Web Vitals' });
    await within(vitals).findByRole('row', { name: /Whole site/ });
    const cells = (name: RegExp) =>
      within(within(vitals).getByRole('row', { name }))
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cells(/Whole site/)).toEqual([
      'Whole site',
      '≤ 2 s · Good',
      '≤ 300 ms · Needs improvement',
      '≤ 0.1 · Good',
      '5',
    ]);
    expect(cells(/First Dates/)).toEqual(['First Dates With Purpose', '≤ 1.5 s · Good', '—', '—', '4']);
    await user.click(within(vitals).getByText('Phone'));
    expect(cells(/Whole site/)).toEqual(['Whole site', '> 10 s · Poor', '—', '—', '3']);
    expect(cells(/First Dates/)).toEqual(['First Dates With Purpose', '> 10 s · Poor', '—', '—', '3']);
    await user.click(within(vitals).getByText('Tablet'));
    expect(within(vitals).getByText('No page loads measured on these devices in this range')).toBeVisible();
  });

  it('asks for the last 7 days when chosen, and keeps the range in the address', async () => {
    const user = userEvent.setup();
    const router = renderInsights();
    await screen.findByRole('region', { name: 'Top pages' });
    await user.click(screen.getByText('Last 7 days'));
    await waitFor(() => expect(Object.fromEntries(insightsAsked().at(-1)!.searchParams)).toEqual(lastDays(7)));
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual(lastDays(7));
  });

  it('asks for the days picked under Custom', async () => {
    const user = userEvent.setup();
    const router = renderInsights();
    await screen.findByRole('region', { name: 'Top pages' });
    expect(screen.queryByPlaceholderText('Start date')).not.toBeInTheDocument();
    await user.click(screen.getByText('Custom'));
    const start = screen.getByPlaceholderText('Start date');
    const range = lastDays(28);
    expect(start).toHaveValue(range.from);
    expect(screen.getByPlaceholderText('End date')).toHaveValue(range.to);

    const picked = { from: lastDays(10).from, to: lastDays(3).from };
    await user.click(start);
    await user.clear(start);
    await user.type(start, `${picked.from}{Enter}`);
    const end = screen.getByPlaceholderText('End date');
    await user.clear(end);
    await user.type(end, `${picked.to}{Enter}`);
    await waitFor(() => expect(Object.fromEntries(insightsAsked().at(-1)!.searchParams)).toEqual(picked));
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual(picked);
  });

  it('opens a range from the address, and downloads the daily rows as CSV', async () => {
    const user = userEvent.setup();
    const clicked: Array<{ href: string; download: string }> = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download });
    });
    const blobs: Blob[] = [];
    // jsdom has no blob URLs: the file is read from the Blob the page hands over.
    vi.stubGlobal(
      'URL',
      Object.assign(class extends URL {}, {
        createObjectURL: (blob: Blob) => `blob:insights-${blobs.push(blob)}`,
        revokeObjectURL: () => undefined,
      }),
    );
    renderInsights(`${ROUTES.adminInsights}?from=2026-10-01&to=2026-10-31`);
    await screen.findByRole('region', { name: 'Top pages' });
    expect(Object.fromEntries(insightsAsked()[0]!.searchParams)).toEqual({ from: '2026-10-01', to: '2026-10-31' });
    // The Web Vitals are read for the range's last 28 days.
    await waitFor(() =>
      expect(Object.fromEntries(asked.find((url) => url.pathname === '/api/admin/web-vitals')!.searchParams)).toEqual({
        from: '2026-10-04',
        to: '2026-10-31',
      }),
    );
    expect(await screen.findByText(/from 2026-10-04 to 2026-10-31 \(the range's last 28 days\)/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: /Download CSV/ }));
    expect(clicked).toEqual([{ href: 'blob:insights-1', download: 'insights-2026-10-01-to-2026-10-31.csv' }]);
    expect(await blobs[0]!.text()).toBe(insightsCsv(answer('2026-10-01', '2026-10-31').days));
  });

  it('shows what the app started reading before the screen loaded, without asking again', async () => {
    for (const search of ['', '?from=2026-10-01&to=2026-10-31']) {
      asked = [];
      const client = createQueryClient();
      await Promise.all(adminScreenReads(ROUTES.adminInsights, search).map((read) => client.prefetchQuery(read)));
      expect(asked.map((url) => url.pathname)).toEqual(['/api/admin/insights']);
      renderInsights(`${ROUTES.adminInsights}${search}`, client);
      const vitals = await screen.findByRole('region', { name: 'Core Web Vitals' });
      await within(vitals).findByRole('row', { name: /Whole site/ });
      expect(screen.getByRole('region', { name: 'Top pages' })).toBeVisible();
      expect(asked).toHaveLength(2);
      cleanup();
    }
    expect(adminScreenReads(ROUTES.adminBlog, '')).toEqual([]);
  });
});

describe('what the screen computes', () => {
  it('rates a share to one decimal, and nothing over no views', () => {
    expect(percent(1, 3)).toBe('33.3%');
    expect(percent(1, 0)).toBe('—');
    expect(ofViews(1, 8)).toBe('(12.5% of views)');
    expect(ofViews(0, 0)).toBeUndefined();
  });

  it('knows the offered ranges, and refuses future days and ranges too long', () => {
    const now = Date.parse('2026-11-29T23:30:00Z');
    expect(presetOf({ from: '2026-11-23', to: '2026-11-29' }, now)).toBe(7);
    expect(presetOf({ from: '2026-11-02', to: '2026-11-29' }, now)).toBe(28);
    expect(presetOf({ from: '2026-11-02', to: '2026-11-28' }, now)).toBeUndefined();
    expect(dayRefused('2026-11-29', undefined, now)).toBe(false);
    expect(dayRefused('2026-11-30', undefined, now)).toBe(true); // tomorrow in UTC
    // 400 days from the first picked, either way, and no more.
    expect(dayRefused('2025-10-26', '2026-11-29', now)).toBe(false);
    expect(dayRefused('2025-10-25', '2026-11-29', now)).toBe(true);
    expect(dayRefused('2026-11-29', '2025-10-26', now)).toBe(false);
  });

  it('reads the Web Vitals for the range, or its last 28 days', () => {
    expect(vitalsRangeOf({ from: '2026-11-02', to: '2026-11-29' })).toEqual({ from: '2026-11-02', to: '2026-11-29' });
    expect(vitalsRangeOf({ from: '2026-11-01', to: '2026-11-29' })).toEqual({ from: '2026-11-02', to: '2026-11-29' });
    expect(vitalsRangeOf({ from: '2026-11-23', to: '2026-11-29' })).toEqual({ from: '2026-11-23', to: '2026-11-29' });
  });

  it('takes a range from the address only when the server would', () => {
    const search = (query: string) => rangeOfSearch(new URLSearchParams(query));
    expect(search('from=2026-10-01&to=2026-10-31')).toEqual({ from: '2026-10-01', to: '2026-10-31' });
    expect(search('from=2026-10-31&to=2026-10-01')).toBeUndefined();
    expect(search('from=2024-01-01&to=2026-10-01')).toBeUndefined();
    expect(search('')).toBeUndefined();
  });

  it('lists only articles that converted, the most first', () => {
    const page = (path: string, clicks: number, views = 10) => ({
      path,
      title: path,
      views,
      clicks,
      signups: 0,
      contacts: 0,
    });
    expect(
      convertingArticles([
        page(ROUTES.home, 5),
        page(ARTICLE, 1),
        page(ROUTES.article('b'), 3),
        page(ROUTES.article('c'), 0),
      ]).map((row) => row.path),
    ).toEqual([ROUTES.article('b'), ARTICLE]);
  });
});
