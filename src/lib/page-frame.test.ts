// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  installPageFrames,
  LOCATION_CHANGE_EVENT,
  movesInFrame,
  PAGE_FRAME_ATTRIBUTE,
  showInFrame,
} from './page-frame';

const PATH = '/christian-dating-advice';
// vi.waitFor gives up after 1 s, which a loaded 2-core machine does not always manage: waiting is
// for a state, so a generous bound costs nothing when green (as src/testing/setup-tests.ts does).
const SETTLED = { timeout: 10_000 };

/** The server's HTML of the page at an address: its results say which. */
const pageHtml = (label: string) =>
  `<!doctype html><html><head><title>${label} | Faithful Matches</title></head><body>` +
  `<div ${PAGE_FRAME_ATTRIBUTE}="results"><p>${label}</p><div data-island="favorite-toggle"></div></div></body></html>`;

const frame = () => document.querySelector<HTMLElement>(`[${PAGE_FRAME_ATTRIBUTE}]`)!;
const islands = { hydrate: vi.fn<(root: Element) => void>(), unmount: vi.fn<(root: Element) => void>() };

/** Answers each fetch with its address's page, once `release` is called for it. */
function serveLater() {
  const waiting = new Map<string, () => void>();
  vi.stubGlobal(
    'fetch',
    vi.fn(
      (url: string) =>
        new Promise<Response>((resolve) => {
          const search = new URL(url).searchParams.get('search') ?? 'everything';
          waiting.set(search, () =>
            resolve(new Response(pageHtml(search), { headers: { 'content-type': 'text/html' } })),
          );
        }),
    ),
  );
  return (search: string) => waiting.get(search)!();
}

beforeAll(() => {
  window.history.replaceState(null, '', PATH);
  document.body.innerHTML = `<main><div ${PAGE_FRAME_ATTRIBUTE}="results"><p>everything</p></div></main>`;
  installPageFrames(islands);
});

afterEach(() => {
  vi.unstubAllGlobals();
  islands.hydrate.mockClear();
  islands.unmount.mockClear();
});

/** A plain left click on `link`, as the browser dispatches it: the event, to see whether the frame took it. */
function click(link: HTMLAnchorElement): MouseEvent {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
  link.dispatchEvent(event);
  return event;
}

describe('a page frame', () => {
  it('moves in place to another query of this page only', () => {
    expect(movesInFrame(`${PATH}?search=prayer`)).toBe(true);
    expect(movesInFrame(`${PATH}/an-article`)).toBe(false);
    expect(movesInFrame('https://elsewhere.example/christian-dating-advice?search=x')).toBe(false);
  });

  it("writes the address at once, then shows that address's results with their islands alive", async () => {
    const release = serveLater();
    const changes = vi.fn();
    window.addEventListener(LOCATION_CHANGE_EVENT, changes);
    const entries = window.history.length;
    const shown = showInFrame(`${PATH}?search=prayer`, { replace: true });
    expect(window.location.search).toBe('?search=prayer');
    expect(window.history.length).toBe(entries);
    expect(changes).toHaveBeenCalledTimes(1);
    expect(frame().getAttribute('aria-busy')).toBe('true');
    const old = frame().firstElementChild;
    release('prayer');
    await shown;
    expect(frame().textContent).toBe('prayer');
    expect(islands.unmount).toHaveBeenCalledWith(frame());
    expect(islands.hydrate).toHaveBeenCalledWith(frame());
    expect(frame().querySelector('[data-island]')).not.toBeNull();
    expect(old?.isConnected).toBe(false);
    expect(document.title).toBe('prayer | Faithful Matches');
    expect(frame().getAttribute('aria-busy')).toBe('false');
    window.removeEventListener(LOCATION_CHANGE_EVENT, changes);
  });

  it('adds a history entry for a chip, and the latest address wins over one still loading', async () => {
    const release = serveLater();
    const entries = window.history.length;
    const first = showInFrame(`${PATH}?search=hope`);
    const second = showInFrame(`${PATH}?search=faith`);
    expect(window.history.length).toBe(entries + 2);
    release('faith');
    await second;
    release('hope');
    await first;
    expect(frame().textContent).toBe('faith');
    expect(window.location.search).toBe('?search=faith');
  });

  it('follows Back to the address it showed before', async () => {
    const release = serveLater();
    const back = new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    window.history.back();
    await back;
    expect(window.location.search).toBe('?search=hope');
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled(), SETTLED);
    release('hope');
    await vi.waitFor(() => expect(frame().textContent).toBe('hope'), SETTLED);
  });

  it('follows a plain click on a link inside the frame to another query of this page in place', async () => {
    const release = serveLater();
    const next = document.createElement('a');
    next.href = `${PATH}?after=p12`;
    next.textContent = 'Next page';
    frame().append(next);
    expect(click(next).defaultPrevented).toBe(true);
    expect(window.location.search).toBe('?after=p12');
    release('everything');
    await vi.waitFor(() => expect(frame().textContent).toBe('everything'), SETTLED);

    // A link elsewhere, or opened in a new tab, stays the browser's.
    const newTab = document.createElement('a');
    newTab.href = `${PATH}?after=p24`;
    newTab.target = '_blank';
    frame().append(newTab);
    expect(click(newTab).defaultPrevented).toBe(false);
    newTab.remove();
  });

  it('keeps what it shows when the page cannot be fetched (the page load then shows the server or offline page)', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await showInFrame(`${PATH}?search=offline`);
    expect(frame().textContent).toBe('everything');
    expect(frame().getAttribute('aria-busy')).toBe('false');
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });
});
