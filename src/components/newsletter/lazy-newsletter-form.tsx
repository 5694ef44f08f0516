import { lazy, Suspense } from 'react';
import { Skeleton } from '@/components/ui/skeleton';

const NewsletterForm = lazy(() => import('./newsletter-form'));

/**
 * The signup form, always rendered: the server writes it into the page's HTML (its render waits
 * for the module), where it works as a plain form from the first paint. Its validation stack
 * (zod, react-hook-form, antd Form and Input: about 95 KB gzip) stays out of the page's own
 * chunk: the browser keeps the server's form as it is until the module has come, then hydrates it.
 *
 * It used to wait for the section to near the viewport (an IntersectionObserver on a placeholder)
 * before asking for the module, and the server wrote only that placeholder: the form then existed
 * only at the end of a chain (hydration, the effect, the observer's callback, the import), and a
 * first visit on which that chain broke kept a grey skeleton for good.
 */
export function LazyNewsletterForm() {
  return (
    <Suspense
      fallback={
        <div role="status" aria-label="Loading the signup form">
          <Skeleton active title={false} rows={4} />
        </div>
      }
    >
      <NewsletterForm />
    </Suspense>
  );
}
