import type { ComponentType } from 'react';
import { Navigate, useLocation, useParams, type RouteObject } from 'react-router';
import { LEGACY_REDIRECTS, ROUTES } from '@/domain/routes';
import { RootHydrateFallback, RootLayout } from '@/components/layout/root-layout';
import { RouteErrorBoundary } from '@/components/layout/route-error-boundary';
import { withAntdTheme } from '@/components/ui/theme/with-antd-theme';
import type { AdminScreen } from '@/features/admin/admin-screens';

type PageModule = { default: ComponentType };

// Every page is its own chunk: the first load of a route carries only the shell and that page.
function page(load: () => Promise<PageModule>): Pick<RouteObject, 'lazy'> {
  return { lazy: async () => ({ Component: (await load()).default }) };
}

/** A member's screen, drawn with antd itself: its chunk brings antd's theme (public pages have none). */
function antdPage(load: () => Promise<PageModule>): Pick<RouteObject, 'lazy'> {
  return page(withAntdTheme(async () => (await load()).default));
}

/**
 * An admin screen: a lazy component the admin layout suspends on (src/features/admin/admin-screens.ts).
 * The layout brings antd's theme for every screen inside it.
 */
function adminScreen(name: AdminScreen): Pick<RouteObject, 'lazy'> {
  const load = async () => (await import('@/features/admin/admin-screens')).ADMIN_SCREENS[name];
  return name === 'layout' ? page(withAntdTheme(load)) : { lazy: async () => ({ Component: await load() }) };
}

/** Client-side twin of the Hosting 301s: carries `:slug` and keeps the query and hash. */
function LegacyRedirect({ to }: { to: string }) {
  const params = useParams();
  const { search, hash } = useLocation();
  const target = to.replace(':slug', encodeURIComponent(params.slug ?? ''));
  return <Navigate replace to={{ pathname: target, search, hash }} />;
}

/**
 * The route table, shared by the browser's router (start-app.tsx) and the server's render
 * (src/server-render/render-page.tsx): one table, so a page renders the same tree on both sides.
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    HydrateFallback: RootHydrateFallback,
    errorElement: <RouteErrorBoundary />,
    children: [
      {
        errorElement: <RouteErrorBoundary />,
        children: [
          { path: ROUTES.home, ...page(() => import('@/features/home/home-page')) },
          { path: ROUTES.blog, ...page(() => import('@/features/blog/blog-list-page')) },
          { path: `${ROUTES.blog}/:slug`, ...page(() => import('@/features/blog/article-page')) },
          { path: ROUTES.appReviews, ...page(() => import('@/features/app-reviews/app-reviews-page')) },
          { path: ROUTES.resources, ...page(() => import('@/features/resources/resources-page')) },
          { path: ROUTES.contact, ...page(() => import('@/features/contact/contact-page')) },
          { path: ROUTES.faq, ...page(() => import('@/features/faq/faq-page')) },
          { path: ROUTES.privacy, ...page(() => import('@/features/legal/privacy-policy-page')) },
          { path: ROUTES.terms, ...page(() => import('@/features/legal/terms-of-service-page')) },
          { path: ROUTES.affiliateDisclosure, ...page(() => import('@/features/legal/affiliate-disclosure-page')) },
          { path: ROUTES.signIn, ...antdPage(() => import('@/features/auth/sign-in-page')) },
          { path: ROUTES.signUp, ...antdPage(() => import('@/features/auth/sign-up-page')) },
          { path: ROUTES.dashboard, ...antdPage(() => import('@/features/dashboard/dashboard-page')) },
          {
            path: ROUTES.newsletterConfirm,
            ...page(() =>
              import('@/features/newsletter/newsletter-link-page').then((m) => ({ default: m.NewsletterConfirmPage })),
            ),
          },
          {
            path: ROUTES.newsletterUnsubscribe,
            ...page(() =>
              import('@/features/newsletter/newsletter-link-page').then((m) => ({
                default: m.NewsletterUnsubscribePage,
              })),
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
              { path: ROUTES.adminNewsletter, ...adminScreen('newsletter') },
              { path: ROUTES.adminAppReviews, ...adminScreen('appReviews') },
              { path: ROUTES.adminResources, ...adminScreen('resources') },
              { path: ROUTES.adminTestimonials, ...adminScreen('testimonials') },
              { path: '*', ...page(() => import('@/features/not-found/not-found-page')) },
            ],
          },
          ...LEGACY_REDIRECTS.map(({ from, to }) => ({ path: from, element: <LegacyRedirect to={to} /> })),
          { path: '*', ...page(() => import('@/features/not-found/not-found-page')) },
        ],
      },
    ],
  },
];
