import { lazy } from 'react';
import { LateIsland } from '@/components/late-island';
import { Skeleton } from '@/components/ui/skeleton';
import { whenNear } from '@/lib/when-near';

/** Once the reader nears the form or reaches into it, and its code has come. */
async function whenNearTheForm(form: HTMLElement): Promise<void> {
  await whenNear(form);
  await loadNewsletterForm();
}

const loadNewsletterForm = () => import('./newsletter-form');
const NewsletterForm = lazy(loadNewsletterForm);

/**
 * The signup form, always in the page: the server writes it into the HTML, where it works as a
 * plain form from the first paint (the browser posts it to the page; src/domain/form-post.ts).
 * Its validation stack (zod and react-hook-form) is the heaviest part of Home and Resources and
 * sits below the fold, so it is a late island: its code loads once the reader nears the form or
 * reaches into it, and until then the browser keeps the server's form as it is; then the app takes
 * it over, with what was typed.
 *
 * It used to be drawn by the browser alone, once that module had come: the server wrote a grey
 * placeholder, and a first visit on which the chain of hydration, effect, observer and import
 * broke kept that placeholder for good. Now a broken chain leaves a working form.
 */
export function LazyNewsletterForm() {
  return (
    <LateIsland
      component={NewsletterForm}
      when={whenNearTheForm}
      fallback={
        <div role="status" aria-label="Loading the signup form">
          <Skeleton active title={false} rows={4} />
        </div>
      }
    />
  );
}
