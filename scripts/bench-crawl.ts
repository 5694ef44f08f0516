// A link checker over the whole local site, twice (`npm run bench:crawl`, which starts and seeds the
// stack first): linkinator, as people point it at a site before a deploy, from Home and from every
// address the sitemap and the RSS feed list, through every link, picture (src and srcset), feed and
// stylesheet reference on this site, at 4 requests at once (`-- --concurrency N`). After each crawl
// the stack must still answer. What it prints: each crawl's links by kind and status, its time,
// and every link on this site that did not answer 2xx or 3xx.
//
// Left out, as robots.txt leaves them out: the affiliate redirect (/go/), whose every request counts a
// click and then leaves the site, and other sites, which this machine cannot reach.
// Exits non-zero when the stack stops answering or a link on this site is broken.
import { parseArgs } from 'node:util';
import { LinkChecker, LinkState, type LinkResult } from 'linkinator';
import { AFFILIATE_REDIRECT_PREFIX, ROUTES } from '@/domain/routes';
import { assertLocalUrl, BASE_URL, runBench } from './lib/bench-emulator';

const CRAWLS = 2;
const REQUEST_TIMEOUT_MS = 30_000;

const log = (message: string) => console.log(`[crawl] ${message}`);

/** Every address a feed or the sitemap names on this site: where a crawler that reads them starts too. */
async function listedAddresses(): Promise<string[]> {
  const addresses = new Set<string>();
  for (const feed of ['/sitemap.xml', '/rss.xml']) {
    const response = await fetch(`${BASE_URL}${feed}`);
    if (!response.ok) throw new Error(`${feed} answered ${response.status}`);
    const xml = await response.text();
    for (const [, address] of xml.matchAll(/<(?:loc|link|guid)[^>]*>([^<]+)<\//g)) {
      const url = new URL(address!.trim(), BASE_URL);
      // The feeds name the site's public origin; the crawl reads this stack.
      addresses.add(`${BASE_URL}${url.pathname}${url.search}`);
    }
    addresses.add(`${BASE_URL}${feed}`);
  }
  return [...addresses];
}

/** What a link is, for the counts: a page, a picture, a script or style, a feed. */
function kindOf(url: URL): string {
  if (url.pathname.startsWith('/img/') || /\.(?:png|svg|ico|jpe?g|webp|avif)$/.test(url.pathname)) return 'pictures';
  if (/\.(?:js|css|json|webmanifest)$/.test(url.pathname)) return 'scripts and styles';
  if (/\.(?:xml|pdf|txt)$/.test(url.pathname)) return 'feeds and files';
  return 'pages';
}

async function stackAnswers(): Promise<boolean> {
  for (const path of [ROUTES.home, '/api/health']) {
    try {
      const response = await fetch(`${BASE_URL}${path}`, { signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
      await response.arrayBuffer();
      if (!response.ok) return false;
    } catch {
      return false;
    }
  }
  return true;
}

async function crawl(round: number, roots: string[], concurrency: number): Promise<LinkResult[]> {
  const checker = new LinkChecker();
  let checked = 0;
  checker.on('link', () => {
    checked += 1;
    if (checked % 100 === 0) log(`crawl ${round}: ${checked} links checked`);
  });
  const started = performance.now();
  const result = await checker.check({
    path: roots,
    recurse: true,
    concurrency,
    timeout: REQUEST_TIMEOUT_MS,
    checkCss: true,
    linksToSkip: async (link) =>
      !link.startsWith(`${BASE_URL}/`) || new URL(link).pathname.startsWith(AFFILIATE_REDIRECT_PREFIX),
  });
  const seconds = (performance.now() - started) / 1000;
  const onSite = result.links.filter((link) => link.state !== LinkState.SKIPPED);
  const byKind = new Map<string, number>();
  for (const link of onSite) byKind.set(kindOf(new URL(link.url)), (byKind.get(kindOf(new URL(link.url))) ?? 0) + 1);
  const byStatus = new Map<number, number>();
  for (const link of onSite) byStatus.set(link.status ?? 0, (byStatus.get(link.status ?? 0) ?? 0) + 1);
  log(
    `crawl ${round}: ${onSite.length} links on this site in ${seconds.toFixed(1)} s ` +
      `(${[...byKind].map(([kind, count]) => `${count} ${kind}`).join(', ')}); ` +
      `status ${[...byStatus].map(([status, count]) => `${status}: ${count}`).join(', ')}; ` +
      `${result.links.length - onSite.length} skipped (other sites, /go/)`,
  );
  return onSite.filter((link) => link.state === LinkState.BROKEN);
}

async function main(): Promise<number> {
  assertLocalUrl(BASE_URL);
  const { values } = parseArgs({ options: { concurrency: { type: 'string', default: '4' } } });
  const concurrency = Number(values.concurrency);
  if (!Number.isInteger(concurrency) || concurrency < 1) throw new Error('--concurrency takes a whole number');
  const roots = [`${BASE_URL}/`, ...(await listedAddresses())];
  log(
    `${CRAWLS} crawls from Home and the ${roots.length - 1} addresses the sitemap and the feed list, ${concurrency} at once`,
  );
  let failed = false;
  for (let round = 1; round <= CRAWLS; round++) {
    const broken = await crawl(round, roots, concurrency);
    for (const link of broken)
      log(`  broken: ${link.url} (${link.status ?? 'no answer'}) on ${link.parent ?? 'a root'}`);
    const answers = await stackAnswers();
    log(`after crawl ${round}: the stack ${answers ? 'answers' : 'does NOT answer'}`);
    failed ||= broken.length > 0 || !answers;
    if (!answers) break;
  }
  log(failed ? 'FAILED' : 'passed: every link on this site answered, and the stack still does');
  return failed ? 1 : 0;
}

runBench(main);
