import { createContext, useContext } from 'react';

/**
 * The site's origin for absolute URLs in what a page renders (structured data, share links). The
 * server renders with the deploy's site URL and hands it over with the page's data, so the
 * hydrating browser prints the very same URLs; a page the browser draws by itself uses its own.
 */
export const SiteUrlContext = createContext<string | undefined>(undefined);

export const SiteUrlProvider = SiteUrlContext.Provider;

export function useSiteUrl(): string {
  return useContext(SiteUrlContext) ?? window.location.origin;
}
