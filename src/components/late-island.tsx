import { QueryClientContext } from '@tanstack/react-query';
import {
  Suspense,
  use,
  useEffect,
  useId,
  useRef,
  useState,
  type ComponentType,
  type Context,
  type ReactNode,
} from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { NotifyContext } from '@/components/ui/toast/notify';
import { FormPostContext } from '@/lib/form-post';
import { SiteUrlContext } from '@/lib/site-url';
import { useHydrated } from '@/lib/use-hydrated';

/**
 * What the app's providers (src/app/providers.tsx) give that an island's content reads: the island
 * is a React root of its own, so it is handed the page's very values (one query cache, one toast
 * queue, the posted form's outcome). The islands draw no antd (their theme is the CSS variables
 * of theme-tokens.css), so no antd theme is given.
 */
// Contexts of different value types in one list: each is read and given back unchanged.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const FORWARDED_CONTEXTS: Context<any>[] = [QueryClientContext, NotifyContext, FormPostContext, SiteUrlContext];

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
  const forwarded = FORWARDED_CONTEXTS.map((context) => use(context) as unknown);
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
      const withPageValues = FORWARDED_CONTEXTS.reduceRight<ReactNode>(
        (inner, Forwarded, index) => <Forwarded value={forwarded[index]}>{inner}</Forwarded>,
        content,
      );
      root = hydrateRoot(element, withPageValues);
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
