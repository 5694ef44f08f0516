import type { ComponentType } from 'react';
import { Navigate, useLocation, useParams, type RouteObject } from 'react-router';
import { LEGACY_REDIRECTS, ROUTES } from '@/domain/routes';
import { withAntdTheme } from '@/components/ui/theme/with-antd-theme';
import type { AdminScreen } from '@/app/features/admin/admin-screens';
import { notFoundPage } from '@/site/pages/not-found';
import { lazyScreen, PUBLIC_PAGE_ROUTES, siteRoutes } from '@/site/site-routes';

/** A member's screen, drawn with antd itself: its chunk brings antd's theme (public pages have none). */
function antdPage(load: () => Promise<{ default: ComponentType }>): Pick<RouteObject, 'lazy'> {
  return lazyScreen(withAntdTheme(async () => (await load()).default));
}

/**
 * An admin screen: its module, through the admin area's gateway (src/app/features/admin/admin-screens.tsx).
 * The layout brings antd's theme for every screen inside it, with antd's prebuilt stylesheet instead
 * of its run-time styles (with-antd-theme.tsx, `zeroRuntime`).
 */
function adminScreen(name: AdminScreen): Pick<RouteObject, 'lazy'> {
  const load = async () => (await import('@/app/features/admin/admin-screens')).ADMIN_SCREENS[name]();
  return lazyScreen(
    name === 'layout' ? withAntdTheme(async () => (await load()).default, { zeroRuntime: true }) : load,
  );
}

/** Client-side twin of the Hosting 301s: carries `:slug` and keeps the query and hash. */
function LegacyRedirect({ to }: { to: string }) {
  const params = useParams();
  const { search, hash } = useLocation();
  const target = to.replace(':slug', encodeURIComponent(params.slug ?? ''));
  return <Navigate replace to={{ pathname: target, search, hash }} />;
}

/**
 * The browser's route table: the public pages (src/site/public-pages.ts) and the app's screens,
 * members' and the owner's, in the site's frame. The server renders the public pages alone
 * (src/server-render/render-page.tsx).
 */
export const routes: RouteObject[] = siteRoutes([
  ...PUBLIC_PAGE_ROUTES,
  { path: ROUTES.signIn, ...antdPage(() => import('@/app/features/auth/sign-in-page')) },
  { path: ROUTES.signUp, ...antdPage(() => import('@/app/features/auth/sign-up-page')) },
  { path: ROUTES.dashboard, ...antdPage(() => import('@/app/features/dashboard/dashboard-page')) },
  {
    path: ROUTES.newsletterConfirm,
    ...lazyScreen(() =>
      import('@/app/features/newsletter/newsletter-link-page').then((m) => ({ default: m.NewsletterConfirmPage })),
    ),
  },
  {
    path: ROUTES.newsletterUnsubscribe,
    ...lazyScreen(() =>
      import('@/app/features/newsletter/newsletter-link-page').then((m) => ({ default: m.NewsletterUnsubscribePage })),
    ),
  },
  {
    // The owner's area: a lazy layout (guard, menu, live inbox); its screens load inside it.
    path: '/admin',
    ...adminScreen('layout'),
    children: [
      { index: true, element: <Navigate replace to={ROUTES.adminBlog} /> },
      { path: ROUTES.adminBlog, ...adminScreen('blog') },
      { path: ROUTES.adminBlogNew, ...adminScreen('editor') },
      { path: ROUTES.adminBlogEditPattern, ...adminScreen('editor') },
      { path: ROUTES.adminContact, ...adminScreen('contact') },
      { path: ROUTES.adminSubscribers, ...adminScreen('subscribers') },
      { path: ROUTES.adminAffiliateClicks, ...adminScreen('affiliateClicks') },
      { path: ROUTES.adminInsights, ...adminScreen('insights') },
      { path: ROUTES.adminNewsletter, ...adminScreen('newsletter') },
      { path: ROUTES.adminAppReviews, ...adminScreen('appReviews') },
      { path: ROUTES.adminResources, ...adminScreen('resources') },
      { path: ROUTES.adminTestimonials, ...adminScreen('testimonials') },
      { path: '*', ...lazyScreen(notFoundPage.view) },
    ],
  },
  ...LEGACY_REDIRECTS.map(({ from, to }) => ({ path: from, element: <LegacyRedirect to={to} /> })),
]);
