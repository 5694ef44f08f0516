// Every island a public page can hold, by the name its server HTML carries (src/components/island.tsx),
// and how the islands runtime gets its code. The header's, the heart's and the newsletter button's
// come with the runtime: they are small, most pages have them, and the app has them in its first
// load anyway. The others are chunks of their own, loaded by the pages that have them: in the
// runtime's chunk, every page of the app, which loads that chunk too, would carry them.
import type { ComponentType } from 'react';
import { FavoriteToggle } from '@/components/favorite-toggle';
import { SiteHeader } from '@/components/layout/site-header';
import { NewsletterButton } from '@/components/newsletter/newsletter-button';
import type { IslandName } from '@/components/island-markup';

interface IslandCode {
  // Each island's props are its own (read back from the page as JSON); checked where each is placed.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  load(): Promise<ComponentType<any>>;
  /** It reads or writes through a query cache (./query-frame.tsx), which then comes with it. */
  queryCache?: true;
}

export const ISLANDS: Readonly<Record<IslandName, IslandCode>> = {
  'site-header': { load: async () => SiteHeader },
  'favorite-toggle': { load: async () => FavoriteToggle },
  'newsletter-button': { load: async () => NewsletterButton },
  'social-links': { load: async () => (await import('@/components/layout/social-links')).SocialLinks },
  'share-buttons': { load: async () => (await import('@/site/features/blog/share-buttons')).ShareButtons },
  'contact-form': {
    load: async () => (await import('@/site/features/contact/components/contact-form')).ContactForm,
    queryCache: true,
  },
  'newsletter-form': {
    load: async () => (await import('@/components/newsletter/newsletter-form')).default,
    queryCache: true,
  },
  'blog-search': {
    load: async () => (await import('@/site/features/blog/components/blog-search')).BlogSearch,
  },
  'tab-list': { load: async () => (await import('@/components/ui/plain-tabs')).TabList },
  'faq-filter': { load: async () => (await import('@/site/features/faq/components/faq-filter')).FaqFilter },
  testimonials: {
    load: async () =>
      (await import('@/site/features/home/components/testimonials/testimonial-slides')).TestimonialSlides,
  },
};
