// schema.org structured data for search engines, built from the same data the pages show. Pure, so
// the pages use it today and a server render can write the very same blocks into its HTML. One
// module per page (each repeats the two tiny helpers): a shared module becomes a chunk of its own.
import { BRAND, DEFAULT_SHARE_IMAGE } from '../constants';
import { ROUTES } from '../routes';

const CONTEXT = 'https://schema.org';
const absolute = (path: string, siteUrl: string) => new URL(path, siteUrl).href;

/** Home: who publishes the site, and the site itself with its article search. */
export function homeJsonLd(siteUrl: string) {
  const home = absolute(ROUTES.home, siteUrl);
  return [
    {
      '@context': CONTEXT,
      '@type': 'Organization',
      '@id': `${home}#organization`,
      name: BRAND,
      url: home,
      logo: absolute(DEFAULT_SHARE_IMAGE, siteUrl),
    },
    {
      '@context': CONTEXT,
      '@type': 'WebSite',
      '@id': `${home}#website`,
      name: BRAND,
      url: home,
      publisher: { '@id': `${home}#organization` },
      potentialAction: {
        '@type': 'SearchAction',
        target: { '@type': 'EntryPoint', urlTemplate: `${absolute(ROUTES.blog, siteUrl)}?search={search_term_string}` },
        'query-input': 'required name=search_term_string',
      },
    },
  ];
}
