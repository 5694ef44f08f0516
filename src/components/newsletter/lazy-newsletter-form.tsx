import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Skeleton } from '@/components/ui/skeleton';

const NewsletterForm = lazy(() => import('./newsletter-form'));

/** Start loading this far before the form scrolls into view. */
const PRELOAD_MARGIN = '600px';

/**
 * The form's validation stack (zod, react-hook-form, antd Form and Input: about 95 KB
 * gzip) is the heaviest part of Home and Resources and sits below the fold: it loads
 * only when the section nears the viewport (a reader scrolling, the header's 'Free
 * Devotional', a keyboard reaching it). Loading it on browser idle as well put every
 * visit over the page's 200 KB script budget for a form most readers never reach.
 */
export function LazyNewsletterForm() {
  const placeholder = useRef<HTMLDivElement>(null);
  const [wanted, setWanted] = useState(false);

  useEffect(() => {
    if (wanted) return;
    const show = () => setWanted(true);
    if (!('IntersectionObserver' in window) || !placeholder.current) {
      show();
      return;
    }
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && show(), {
      rootMargin: PRELOAD_MARGIN,
    });
    observer.observe(placeholder.current);
    return () => observer.disconnect();
  }, [wanted]);

  // Still until the form is asked for: it may never be, and a shimmer repaints on every frame.
  const fallback = (
    <div ref={placeholder} role="status" aria-label="Loading the signup form">
      <Skeleton title={false} rows={4} />
    </div>
  );
  if (!wanted) return fallback;
  return (
    <Suspense fallback={<Skeleton active title={false} rows={4} />}>
      <NewsletterForm />
    </Suspense>
  );
}
