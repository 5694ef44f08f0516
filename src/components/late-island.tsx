import { Suspense, useEffect, useId, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { QueryClientContext } from '@tanstack/react-query';
import { PAGE_CONTEXTS, useForwardedValues, withForwardedValues } from '@/components/forwarded-contexts';
import { useHydrated } from '@/lib/use-hydrated';

/** The page's values, and the app's query cache: a late island is part of a page the app hydrated. */
const FORWARDED = [QueryClientContext, ...PAGE_CONTEXTS];

/** Keeps the server's HTML inside the island out of the page's hydration (a string, compared by value). */
const SERVER_HTML_KEPT = { __html: '' };

interface LateIslandProps {
  /** What the island holds; given `id`, a prefix for its element ids, the same on server and browser. */
  component: ComponentType<{ id: string }>;
  /** Shown while `component`'s code loads on a screen the browser draws by itself. */
  fallback: ReactNode;
  /** Resolves when the island should come alive: its code loads, then it hydrates. */
  when: (island: HTMLElement) => Promise<void>;
  className?: string;
}

/**
 * Part of a server-rendered page that comes alive later, on its own: the server writes it in full,
 * where it works as plain HTML (a form posts), the page hydrates around it without touching it,
 * and once `when` resolves it hydrates as a React root of its own, keeping what the reader typed
 * and where the focus is. On a screen the browser draws by itself it is an ordinary part of the
 * page.
 *
 * Why not a lazy component in a Suspense boundary of the page: React keeps a boundary whose code
 * has not come unhydrated, and holds back every update that reaches it, a context's too. The
 * router's location is such a context, so until the reader came near the form, a tab, chip or link
 * changed the address and nothing else (seen on Resources, now e2e/first-press.mobile.spec.ts).
 */
export function LateIsland({ component: Component, fallback, when, className }: LateIslandProps) {
  const id = useId();
  // Not yet hydrated in the first render: on the server, or hydrating its HTML (not a screen the
  // browser draws). Kept from that render: a page hydrated from the server's HTML keeps its island.
  const hydrated = useHydrated();
  const [hydratedLater] = useState(!hydrated);
  const forwarded = useForwardedValues(FORWARDED);
  const island = useRef<HTMLDivElement>(null);
  const content = (
    <Suspense fallback={fallback}>
      <Component id={id} />
    </Suspense>
  );

  useEffect(() => {
    const element = island.current;
    if (!hydratedLater || !element) return;
    let root: Root | undefined;
    let left = false;
    void when(element).then(() => {
      if (left) return;
      root = hydrateRoot(element, withForwardedValues(FORWARDED, forwarded, content));
    });
    return () => {
      left = true;
      // Not while the page's own root is committing the change that removed the island.
      if (root) setTimeout(() => root?.unmount());
    };
    // Once: the island holds no props from the page, and its forwarded values live as long as the app.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (hydratedLater && typeof window !== 'undefined') {
    return (
      <div ref={island} className={className} dangerouslySetInnerHTML={SERVER_HTML_KEPT} suppressHydrationWarning />
    );
  }
  return <div className={className}>{content}</div>;
}
