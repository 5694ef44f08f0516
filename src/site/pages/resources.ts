import { resourceFilterOf } from '@/domain/resource';
import { ROUTES } from '@/domain/routes';
import { publicQueries } from '@/lib/api-queries';
import { publicPage } from '../public-page';

export const resourcesPage = publicPage({
  name: 'Resources',
  path: ROUTES.resources,
  feature: 'resources',
  sitemap: true,
  // The tab is in the query (`?type=book`): the server renders that tab chosen.
  reads: ({ search }) => [publicQueries.resources(), publicQueries.resourcesOfType(resourceFilterOf(search))],
  head: async () => (await import('@/domain/page-meta/resources')).RESOURCES_PAGE_META,
  view: () => import('@/site/features/resources/resources-page'),
});
