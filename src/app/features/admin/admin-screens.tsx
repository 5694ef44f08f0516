// The admin area as the router sees it. Everything behind it loads on demand, and this module
// imports nothing but React, so the public entry carries one small admin import and none of the
// admin chunks' names (a route's static imports are listed in the entry for preloading).
import { lazy, Suspense, type ComponentType } from 'react';

const AdminLayout = lazy(() => import('./layout/admin-layout'));

/** While the admin chunks load: plain text (antd here would put its chunks in the entry's list). */
function LoadingAdmin() {
  return (
    <p role="status" style={{ maxWidth: 1320, margin: '0 auto', padding: 32 }}>
      Loading the admin area…
    </p>
  );
}

function AdminArea() {
  return (
    <Suspense fallback={<LoadingAdmin />}>
      <AdminLayout />
    </Suspense>
  );
}

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
  ComponentType
> = {
  layout: AdminArea,
  blog: lazy(() => import('./blog/blog-management-page')),
  editor: lazy(() => import('./editor/post-editor-page')),
  contact: lazy(() => import('./contact/contact-inbox-page')),
  subscribers: lazy(() => import('./subscribers/subscribers-page')),
  affiliateClicks: lazy(() => import('./affiliate-clicks/affiliate-clicks-page')),
  insights: lazy(() => import('./insights/insights-page')),
  newsletter: lazy(() => import('./newsletter/newsletter-page')),
  appReviews: lazy(() => import('./catalog/app-reviews-admin-page')),
  resources: lazy(() => import('./catalog/resources-admin-page')),
  testimonials: lazy(() => import('./catalog/testimonials-admin-page')),
};

export type AdminScreen = keyof typeof ADMIN_SCREENS;
