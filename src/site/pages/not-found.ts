import { publicPage } from '../public-page';

/** Every path no other page (and no screen of the app) takes: the 404 card. */
export const notFoundPage = publicPage({
  name: 'Not found (404)',
  path: '*',
  feature: 'not-found',
  sitemap: false,
  reads: () => [],
  head: async () => undefined,
  view: () => import('@/site/features/not-found/not-found-page'),
  example: () => '/no-such-page',
});
