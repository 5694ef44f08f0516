// The blog's words: the list page and the article page. Change wording here, not in a component.

export const BLOG_TEXT = {
  empty: 'No articles found',
  error: 'Failed to fetch blog posts',
  pagesLabel: 'Pages of articles',
  previousPage: 'Previous page',
  nextPage: 'Next page',
  /** Under the list: how many articles it holds, or how many a search found. */
  count: (total: number, searching: boolean) =>
    `${total.toLocaleString('en-US')} ${searching ? (total === 1 ? 'result' : 'results') : total === 1 ? 'article' : 'articles'}`,
} as const;

export const ARTICLE_TEXT = {
  notFound: 'Blog Post Not Found',
  notFoundDetail: 'Blog post not found. It may have been moved or removed.',
  copied: 'Link copied',
  copiedDetail: 'The article link is on your clipboard.',
  copyFailed: 'Could not copy the link',
  offline: "You're offline",
  offlineDetail:
    "This article isn't saved on this device yet. It will load by itself as soon as your connection is back; articles you have read before stay readable offline.",
} as const;
