// A part of a page with islands that shows what its address asks for, and that the page swaps in
// place for another query of the same page: the blog list's results, for another search or category.
// Without a router or the page's data in the browser, the new content is the server's own HTML of
// that address, fetched and moved into the frame, so it is exactly what a page load would show
// (and what the CDN already caches), and its islands (a card's heart) come alive as the page's did.
// The islands runtime (src/site/islands/start-islands.tsx) installs it; in the app, the router
// moves in place instead and nothing here runs.
import { isPlainClick } from './plain-click';

/** Marks a frame, by its name; the same name in the fetched page is what fills it. */
export const PAGE_FRAME_ATTRIBUTE = 'data-page-frame';
/** Fired after the frame changed the address, for what reads the document's location (./site-navigation.tsx). */
export const LOCATION_CHANGE_EVENT = 'fm:locationchange';

export interface FrameIslands {
  /** Brings the islands inside `root` alive. */
  hydrate(root: Element): void;
  /** Unmounts the islands inside `root`, whose HTML is about to go. */
  unmount(root: Element): void;
}

let islands: FrameIslands | undefined;
/** The address whose content the frames show (path and query). */
let framed = '';
let latest: AbortController | undefined;

const framesOf = (document: Document) =>
  Array.from(document.querySelectorAll<HTMLElement>(`[${PAGE_FRAME_ATTRIBUTE}]`));
const pathAndQuery = (url: URL) => `${url.pathname}${url.search}`;

/** Whether `to` is another query of this page, which has a frame to show it in. */
export function movesInFrame(to: string): boolean {
  if (!islands || typeof window === 'undefined') return false;
  const url = new URL(to, window.location.href);
  return (
    url.origin === window.location.origin && url.pathname === window.location.pathname && framesOf(document).length > 0
  );
}

/** The page load the frame stands in for: where fetching failed, it shows what the server or the service worker has. */
function loadPage(url: URL): void {
  window.location.assign(url.href);
}

async function fillFrames(url: URL): Promise<void> {
  latest?.abort();
  const request = new AbortController();
  latest = request;
  framed = pathAndQuery(url);
  const frames = framesOf(document);
  for (const frame of frames) frame.setAttribute('aria-busy', 'true');
  try {
    const response = await fetch(url.href, { headers: { accept: 'text/html' }, signal: request.signal });
    if (!response.ok) return loadPage(url);
    const next = new DOMParser().parseFromString(await response.text(), 'text/html');
    if (request.signal.aborted) return;
    const incomingFrames = framesOf(next);
    for (const frame of frames) {
      const incoming = incomingFrames.find(
        (candidate) => candidate.getAttribute(PAGE_FRAME_ATTRIBUTE) === frame.getAttribute(PAGE_FRAME_ATTRIBUTE),
      );
      // A page of another shape (another deploy's): the page itself is the safe answer.
      if (!incoming) return loadPage(url);
      islands?.unmount(frame);
      // A copy of the list first: adopting a node takes it out of the live one.
      frame.replaceChildren(...[...incoming.childNodes].map((node) => document.adoptNode(node)));
      islands?.hydrate(frame);
    }
    document.title = next.title;
  } catch (error) {
    if (!request.signal.aborted) {
      console.error(error);
      loadPage(url);
    }
  } finally {
    if (latest === request) for (const frame of frames) frame.setAttribute('aria-busy', 'false');
  }
}

/**
 * Shows `to` (another query of this page) in the page's frames: the address first, so the reader's
 * Back returns to where they were, then its content. A later call wins over an earlier one still loading.
 */
export async function showInFrame(to: string, { replace = false }: { replace?: boolean } = {}): Promise<void> {
  const url = new URL(to, window.location.href);
  window.history[replace ? 'replaceState' : 'pushState'](null, '', url);
  window.dispatchEvent(new Event(LOCATION_CHANGE_EVENT));
  await fillFrames(url);
}

/** Back and Forward between the addresses the frame showed: the frame follows. A change of the hash alone is not one. */
function onPopState(): void {
  const url = new URL(window.location.href);
  if (pathAndQuery(url) !== framed) void fillFrames(url);
}

/**
 * A link inside a frame to another query of this page (the list's Next and Previous) moves in
 * place too, as the frame's server HTML has no script of its own; the frame's top then comes into
 * view, where a page load would have started the reader.
 */
function onClick(event: MouseEvent): void {
  const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[href]') : null;
  const frame = link?.closest<HTMLElement>(`[${PAGE_FRAME_ATTRIBUTE}]`);
  if (!link || !frame || !isPlainClick(event, link) || !movesInFrame(link.href)) return;
  event.preventDefault();
  void showInFrame(link.href).then(() => {
    if (frame.getBoundingClientRect().top < 0) frame.scrollIntoView({ block: 'start' });
  });
}

/** Called once by the islands runtime, on a page with islands. */
export function installPageFrames(frameIslands: FrameIslands): void {
  islands = frameIslands;
  framed = pathAndQuery(new URL(window.location.href));
  window.addEventListener('popstate', onPopState);
  document.addEventListener('click', onClick);
}
