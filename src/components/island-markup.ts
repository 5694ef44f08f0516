// What an island's server HTML carries (./island.tsx), and the name of every island a public page
// can hold: the registry (src/site/islands/island-components.ts) gives each its code, and has one for
// every name. A module of its own, without the components, so a test of the served HTML can read it.

/** The island's name in its registry (src/site/islands/island-components.ts). */
export const ISLAND_ATTRIBUTE = 'data-island';
/** Its props as JSON: what the server rendered it with, so the browser hydrates the same. */
export const ISLAND_PROPS_ATTRIBUTE = 'data-island-props';
/** When an island comes alive, for one that does not with the page (src/lib/when-near.ts). */
export const ISLAND_WHEN_ATTRIBUTE = 'data-island-when';

export const ISLAND_NAMES = [
  'site-header',
  'favorite-toggle',
  'newsletter-button',
  'social-links',
  'share-buttons',
  'contact-form',
  'newsletter-form',
  'blog-search',
  'tab-list',
  'faq-filter',
  'testimonials',
] as const;

export type IslandName = (typeof ISLAND_NAMES)[number];

/** Whether a page's island is one this build knows (a page written by another deploy may hold others). */
export function isIslandName(name: string): name is IslandName {
  return (ISLAND_NAMES as readonly string[]).includes(name);
}
