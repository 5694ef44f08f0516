import { lazy, memo, Suspense } from 'react';
import { NEWSLETTER_ANCHOR } from '@/components/layout/scroll-to-id';
import { Skeleton } from '@/components/ui/skeleton';

/** Start loading this far before the form scrolls into view. */
const PRELOAD_MARGIN = '600px';

/**
 * Resolves once the reader nears the newsletter section (scrolling, the header's 'Free Devotional')
 * or does anything on the page (a press, a key, a focused field, back or forward); at once where
 * there is no section in the page yet (the app drawing the page itself) or no IntersectionObserver.
 * Any interaction, not only one inside the section: until this boundary has hydrated, React holds
 * back every navigation of the page (a tab, a chip, a link), which updates the context the form
 * reads, so a press anywhere must bring the form's code (seen: Resources' tabs changed the address
 * and nothing else).
 */
function whenNearTheForm(): Promise<void> {
  return new Promise((resolve) => {
    const section = document.getElementById(NEWSLETTER_ANCHOR);
    if (!section || !('IntersectionObserver' in window)) return resolve();
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && done(), {
      rootMargin: PRELOAD_MARGIN,
    });
    // `click` too: a press held before the app was live is made again as a click alone (early-presses.ts).
    const events = ['pointerdown', 'click', 'focusin', 'keydown'] as const;
    function done() {
      observer.disconnect();
      for (const name of events) document.removeEventListener(name, done, true);
      window.removeEventListener('popstate', done);
      resolve();
    }
    observer.observe(section);
    for (const name of events) document.addEventListener(name, done, true);
    window.addEventListener('popstate', done);
  });
}

// The server's render waits for the module and writes the whole form into the page.
const NewsletterForm = lazy(async () => {
  if (typeof window !== 'undefined') await whenNearTheForm();
  return import('./newsletter-form');
});

/**
 * The signup form, always in the page: the server writes it into the HTML, where it works as a
 * plain form from the first paint (the browser posts it to the page; src/domain/form-post.ts).
 * Its validation stack (zod, react-hook-form, antd Form and Input: about 95 KB gzip) is the
 * heaviest part of Home and Resources and sits below the fold: it loads only once the reader
 * nears the section or reaches into it, and until then the browser keeps the server's form as it
 * is (React leaves a boundary whose module has not come unhydrated), then the app takes it over.
 *
 * It used to be drawn by the browser alone, once that module had come: the server wrote a grey
 * placeholder, and a first visit on which the chain of hydration, effect, observer and import
 * broke kept that placeholder for good. Now a broken chain leaves a working form.
 *
 * Memoised: an update reaching the boundary before it has hydrated would make React draw it anew
 * in the browser, the placeholder first.
 */
export const LazyNewsletterForm = memo(function LazyNewsletterForm() {
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
});
