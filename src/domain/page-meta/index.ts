// What each page says about itself in its head. One module per page, so that each page's chunk
// carries only its own (a shared table became a chunk of its own, about 1 KB gzip on every page);
// the public page modules (src/site/pages) name theirs.
export { articlePageMeta } from './article';
export { NOT_FOUND_PAGE_META } from './not-found';
export { APP_ONLY_PAGE_META } from './app-only';
