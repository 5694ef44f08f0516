import { matchPath } from 'react-router';
import { blogPageOf } from '@/domain/blog';
import { resourceFilterOf } from '@/domain/resource';
import { ROUTES } from '@/domain/routes';
import { HOME_POST_COUNT } from '@/domain/constants';
import { publicQueries } from './api-queries';

/**
 * The reads the first view of a page shows, from the definitions the pages' hooks use
 * (./api-queries): what the server reads before it renders the page, what the browser starts
 * early when it draws a page itself, and what a saved item's page needs to be read offline.
 */
export function pageReads(pathname: string, search: string) {
  if (matchPath(ROUTES.home, pathname)) {
    return [publicQueries.latestPosts(HOME_POST_COUNT), publicQueries.appReviews(), publicQueries.testimonials()];
  }
  if (matchPath(ROUTES.blog, pathname)) return [publicQueries.blogList(blogPageOf(new URLSearchParams(search)))];
  const article = matchPath(`${ROUTES.blog}/:slug`, pathname);
  if (article?.params.slug) return [publicQueries.blogPost(article.params.slug)];
  if (matchPath(ROUTES.appReviews, pathname)) return [publicQueries.appReviews()];
  if (matchPath(ROUTES.resources, pathname)) {
    return [publicQueries.resources(), publicQueries.resourcesOfType(resourceFilterOf(new URLSearchParams(search)))];
  }
  return [];
}
