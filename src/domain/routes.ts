// Every public path of the site, and the six legacy redirects. firebase.json
// holds the same redirects for Hosting; tests/unit/firebase-config.test.ts
// keeps the two in step.

export const ROUTES = {
  home: '/',
  blog: '/christian-dating-advice',
  article: (slug: string) => `/christian-dating-advice/${encodeURIComponent(slug)}`,
  appReviews: '/christian-dating-apps-reviews',
  resources: '/christian-relationship-resources',
  contact: '/contact-faithful-matches',
  faq: '/christian-dating-faq',
  dashboard: '/dashboard',
  login: '/login',
  privacy: '/privacy-policy',
  terms: '/terms-of-service',
  affiliateDisclosure: '/affiliate-disclosure',
  adminBlog: '/admin/blog',
  adminBlogNew: '/admin/blog/new',
  adminBlogEdit: (id: string) => `/admin/blog/edit/${encodeURIComponent(id)}`,
  adminContact: '/admin/contact',
} as const;

/** Legacy path → current path; `:slug` carries over. */
export const LEGACY_REDIRECTS = [
  { from: '/blog', to: '/christian-dating-advice' },
  { from: '/blog/:slug', to: '/christian-dating-advice/:slug' },
  { from: '/app-reviews', to: '/christian-dating-apps-reviews' },
  { from: '/resources', to: '/christian-relationship-resources' },
  { from: '/contact', to: '/contact-faithful-matches' },
  { from: '/faq', to: '/christian-dating-faq' },
] as const;
