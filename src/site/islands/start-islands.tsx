// The browser's half of a page whose server HTML is never hydrated as a whole (a page module with
// `islands`, src/site/public-page.ts): loaded by the page's entry (src/app/main.tsx) in place of
// the app, and run by Preact (scripts/lib/preact-islands.ts), though written against React's API.
// Each island (src/components/island.tsx) hydrates as a small root of its own; the
// rest of the page stays the server's HTML, which links, forms, <details> and popovers already
// make work. A host root of its own holds what the islands share (one toast queue, one tooltip
// timing) and registers the service worker. No router and no query library: a link in an island
// loads its page (src/lib/site-navigation.tsx), and only the islands that read or send through a
// query cache (a member's parts, a form) have one, which comes with them (./query-frame.tsx).
import { StrictMode, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { PAGE_CONTEXTS, useForwardedValues, withForwardedValues } from '@/components/forwarded-contexts';
import {
  ISLAND_ATTRIBUTE,
  ISLAND_PROPS_ATTRIBUTE,
  ISLAND_WHEN_ATTRIBUTE,
  isIslandName,
} from '@/components/island-markup';
import { PwaUpdater } from '@/components/pwa-updater';
import { NotifyProvider } from '@/components/ui/toast/notify-provider';
import { TOAST_REGION_CLASS } from '@/components/ui/toast/toast-host';
import { TooltipProvider } from '@/components/ui/tooltip-provider';
import { APP_READY_ATTRIBUTE } from '@/lib/app-ready';
import { FormPostProvider } from '@/lib/form-post';
import { useSessionStore } from '@/lib/session/session-store';
import { SiteUrlProvider } from '@/lib/site-url';
import { readPageState } from '@/server-render/page-state';
import { whenNear, whenReachedInto } from '@/lib/when-near';
import { installPageFrames } from '@/lib/page-frame';
import { ISLANDS } from './island-components';

type Frame = ComponentType<{ children: ReactNode }>;

/** Calls `onHydrated` once the island around it has committed its hydration. */
function Hydrated({ onHydrated }: { onHydrated: () => void }) {
  useEffect(onHydrated, [onHydrated]);
  return null;
}

/** The islands in `root`, outermost only: an island inside another is part of that one's root. */
function islandsOf(root: ParentNode): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`)).filter(
    (element) => !element.parentElement?.closest(`[${ISLAND_ATTRIBUTE}]`),
  );
}

/** Resolves in a task of its own, after what is queued: a message, which no timer's minimum delay holds back. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(undefined);
  });
}

/** Each hydrated island's root, to unmount it when a page frame takes its HTML away (src/lib/page-frame.ts). */
const roots = new Map<HTMLElement, Root>();

/** Each island not yet alive, to stop its wait (an observer, listeners) when a page frame takes its HTML away. */
const waits = new Map<HTMLElement, AbortController>();

let started = false;

interface PageIsland {
  element: HTMLElement;
  /** Undefined for a name the runtime does not know. */
  Component?: ComponentType<object>;
  Frame: Frame;
}

/**
 * Hydrates one island as a root of its own, at once: Preact does not split a hydration into parts
 * that yield to the reader's input, so the host gives each island a task of its own.
 */
function hydrateIsland({ element, Component, Frame }: PageIsland, forwarded: unknown[], onHydrated?: () => void) {
  if (!Component) return onHydrated?.();
  const props = JSON.parse(element.getAttribute(ISLAND_PROPS_ATTRIBUTE) ?? '{}') as object;
  const island = withForwardedValues(
    PAGE_CONTEXTS,
    forwarded,
    <Frame>
      <Component {...props} />
      {onHydrated && <Hydrated onHydrated={onHydrated} />}
    </Frame>,
  );
  roots.set(element, hydrateRoot(element, <StrictMode>{island}</StrictMode>));
}

/**
 * Hydrates the page's islands with the host's values: those that come with the page at once, then
 * marks the page live; each deferred one (`near`, `interaction`) once the reader wants it.
 */
function IslandsHost({
  islands,
  deferred,
  signedIn,
}: {
  islands: PageIsland[];
  deferred: HTMLElement[];
  signedIn: boolean;
}) {
  const forwarded = useForwardedValues(PAGE_CONTEXTS);
  const [allHydrated, setAllHydrated] = useState(islands.length === 0);

  useEffect(() => {
    // Once per page, not once per effect: React may run a mount effect twice (StrictMode in development).
    if (started) return;
    started = true;
    const hydrated = new Set<HTMLElement>();
    // One island per task: hydrated together, the page's islands were one long task on a slow phone.
    void islands.reduce(
      (previous, island) =>
        previous.then(nextTask).then(() =>
          hydrateIsland(island, forwarded, () => {
            hydrated.add(island.element);
            if (hydrated.size === islands.length) setAllHydrated(true);
          }),
        ),
      Promise.resolve(),
    );
    // Not part of the page being live: until then their HTML works as HTML, as it did before any script.
    for (const element of deferred) comeAlive(element, signedIn, forwarded);
    // A frame's new HTML (another search's results) comes alive as the page's did, with the same values.
    installPageFrames({
      hydrate: (root) => {
        for (const element of islandsOf(root)) comeAlive(element, signedIn, forwarded);
      },
      unmount: (root) => {
        for (const [element, wait] of waits) if (root.contains(element)) wait.abort();
        for (const [element, island] of roots) {
          if (!root.contains(element)) continue;
          island.unmount();
          roots.delete(element);
        }
      },
    });
    // Once: the islands are the server's, and the forwarded values live as long as the page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Live once every island is: a press held meanwhile (src/app/early-presses.ts) is made again now.
  useEffect(() => {
    if (allHydrated) document.documentElement.setAttribute(APP_READY_ATTRIBUTE, '');
  }, [allHydrated]);

  return <PwaUpdater />;
}

const NoFrame: Frame = ({ children }) => children;

/** One query cache for every island of the page that needs one (./query-frame.tsx), loaded with the first. */
let queryFrame: Promise<Frame> | undefined;
const loadQueryFrame = () => (queryFrame ??= import('./query-frame').then((frame) => frame.QueryFrame));

/**
 * An island with its code, and its frame: a query cache when it reads or sends through one, or on
 * a device that has signed in (a member's hearts and account read their saved items).
 */
async function loadIsland(element: HTMLElement, signedIn: boolean): Promise<PageIsland> {
  const name = element.getAttribute(ISLAND_ATTRIBUTE) ?? '';
  const code = isIslandName(name) ? ISLANDS[name] : undefined;
  // A page written by another deploy than this script's: its HTML still works as HTML.
  if (!code) console.error(`No island is named "${name}"`);
  const [Component, Frame] = await Promise.all([
    code?.load(),
    code?.queryCache || signedIn ? loadQueryFrame() : NoFrame,
  ]);
  return { element, Component, Frame };
}

/** A deferred island, loaded once the reader wants it: by its timing (src/components/island.tsx). */
async function loadWhenWanted(
  element: HTMLElement,
  signedIn: boolean,
  signal: AbortSignal,
): Promise<PageIsland | undefined> {
  await (element.getAttribute(ISLAND_WHEN_ATTRIBUTE) === 'interaction'
    ? whenReachedInto(element, signal)
    : whenNear(element, signal));
  return signal.aborted ? undefined : loadIsland(element, signedIn);
}

/**
 * Brings one island to life outside the page's first hydration: a deferred one once the reader
 * wants it, one in a page frame's new HTML at once; unless its HTML is taken away meanwhile.
 */
function comeAlive(element: HTMLElement, signedIn: boolean, forwarded: unknown[]): void {
  const wait = new AbortController();
  waits.set(element, wait);
  const island = element.hasAttribute(ISLAND_WHEN_ATTRIBUTE)
    ? loadWhenWanted(element, signedIn, wait.signal)
    : loadIsland(element, signedIn);
  void island.then((loaded) => {
    waits.delete(element);
    if (loaded && !wait.signal.aborted) hydrateIsland(loaded, forwarded);
  });
}

async function start(): Promise<void> {
  const signedIn = useSessionStore.getState().signedInHint;
  const elements = islandsOf(document);
  const deferred = elements.filter((element) => element.hasAttribute(ISLAND_WHEN_ATTRIBUTE));
  const [islands] = await Promise.all([
    Promise.all(
      elements.filter((element) => !deferred.includes(element)).map((element) => loadIsland(element, signedIn)),
    ),
    signedIn ? import('./member-page-reads') : undefined,
  ]);
  const state = readPageState(document);
  // Where the server drew the toasts' region (empty, at the end of the page's root): the host's takes its place.
  const host = document.createElement('div');
  host.style.display = 'contents';
  const serverRegion = document.querySelector(`.${TOAST_REGION_CLASS}`);
  if (serverRegion) serverRegion.replaceWith(host);
  else document.body.append(host);
  createRoot(host).render(
    <StrictMode>
      <SiteUrlProvider value={state?.siteUrl}>
        <TooltipProvider>
          <NotifyProvider>
            <FormPostProvider value={state?.formPost}>
              <IslandsHost islands={islands} deferred={deferred} signedIn={signedIn} />
            </FormPostProvider>
          </NotifyProvider>
        </TooltipProvider>
      </SiteUrlProvider>
    </StrictMode>,
  );
}

void start();
