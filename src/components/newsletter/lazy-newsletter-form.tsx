import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Skeleton } from '@/components/skeleton';

const NewsletterForm = lazy(() => import('./newsletter-form'));

/** Start loading this far before the form scrolls into view. */
const PRELOAD_MARGIN = '600px';
const IDLE_TIMEOUT_MS = 3_000;

/**
 * The form's validation stack (zod, react-hook-form) is the heaviest part of
 * Home and sits below the fold: it loads when the section nears the viewport or
 * the browser goes idle, whichever comes first, never on the critical path.
 */
export function LazyNewsletterForm() {
  const placeholder = useRef<HTMLDivElement>(null);
  const [wanted, setWanted] = useState(false);

  useEffect(() => {
    if (wanted) return;
    const show = () => setWanted(true);
    const observer =
      'IntersectionObserver' in window
        ? new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && show(), {
            rootMargin: PRELOAD_MARGIN,
          })
        : null;
    if (observer && placeholder.current) observer.observe(placeholder.current);
    else show();
    // Safari has no requestIdleCallback: a timer stands in.
    const hasIdle = typeof window.requestIdleCallback === 'function';
    const idle = hasIdle
      ? window.requestIdleCallback(show, { timeout: IDLE_TIMEOUT_MS })
      : setTimeout(show, IDLE_TIMEOUT_MS);
    return () => {
      observer?.disconnect();
      if (hasIdle) window.cancelIdleCallback(idle as number);
      else clearTimeout(idle);
    };
  }, [wanted]);

  const fallback = (
    <div ref={placeholder} role="status" aria-label="Loading the signup form">
      <Skeleton title={false} rows={4} />
    </div>
  );
  if (!wanted) return fallback;
  return (
    <Suspense fallback={<Skeleton title={false} rows={4} />}>
      <NewsletterForm />
    </Suspense>
  );
}
