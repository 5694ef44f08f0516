import { RESOURCES_PAGE_META } from '@/domain/page-meta/resources';
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
  head: () => RESOURCES_PAGE_META,
  view: () => import('@/site/features/resources/resources-page'),
});
