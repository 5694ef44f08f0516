// The admin area as the router sees it: each screen's module, loaded by its route (src/app/routes.tsx),
// and the reads each screen starts with. Everything behind it loads on demand, and the public entry
// imports it only lazily, so no admin chunk's name is in the entry (a route's static imports are
// listed in the entry for preloading) and none is precached for readers (vite.config.ts).
import type { ComponentType } from 'react';
import { ROUTES } from '@/domain/routes';
import { adminQueries } from '@/lib/api-queries';
import type { RouteQuery } from '@/lib/page-reads';
import { insightsRangeOf } from './insights/insights-rows';

type ScreenModule = Promise<{ default: ComponentType }>;

/**
 * Each screen's module. The router loads a route's modules together, so the layout's and the
 * screen's chunks arrive side by side, not the screen's only once the layout has drawn.
 */
export const ADMIN_SCREENS: Record<
  | 'layout'
  | 'blog'
  | 'editor'
  | 'contact'
  | 'subscribers'
  | 'affiliateClicks'
  | 'insights'
  | 'appReviews'
  | 'resources'
  | 'testimonials'
  | 'newsletter',
  () => ScreenModule
> = {
  layout: () => import('./layout/admin-layout'),
  blog: () => import('./blog/blog-management-page'),
  editor: () => import('./editor/post-editor-page'),
  contact: () => import('./contact/contact-inbox-page'),
  subscribers: () => import('./subscribers/subscribers-page'),
  affiliateClicks: () => import('./affiliate-clicks/affiliate-clicks-page'),
  insights: () => import('./insights/insights-page'),
  newsletter: () => import('./newsletter/newsletter-page'),
  appReviews: () => import('./catalog/app-reviews-admin-page'),
  resources: () => import('./catalog/resources-admin-page'),
  testimonials: () => import('./catalog/testimonials-admin-page'),
};

export type AdminScreen = keyof typeof ADMIN_SCREENS;

/**
 * What a screen reads first, as its own query asks for it (the same key), so the app can start the
 * read beside the screen's chunks and the session check (src/app/start-app.tsx) rather than after
 * them. The Insights screen's numbers are what the owner waits for longest; its Web Vitals are
 * asked once the numbers are in, as the screen does, so the two reads never share the server.
 */
export function adminScreenReads(pathname: string, search: string): RouteQuery[] {
  if (pathname === ROUTES.adminInsights)
    return [adminQueries.insights(insightsRangeOf(new URLSearchParams(search)))] as RouteQuery[];
  return [];
}
