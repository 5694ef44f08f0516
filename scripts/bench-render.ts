// How long the server render takes (run by `npm run bench:render` after `npm run build`): Home and
// an article, rendered in this process by the very bundle the pages function loads
// (functions/lib/render-page.js), warm, 200 times each, with the sample content of the seed. The
// reads are answered from memory, so this is the render alone: React, antd's styles and the state,
// not Firestore. Prints the median and p95 per page, and the size of what it writes.
//
// `npm run bench:render -- --memory 512 --concurrency 10` measures what sizes the pages function
// (functions/src/sizing.ts): in a child Node whose heap is capped as in an instance of that many
// MiB, the bundle's load (a cold start's share) and rounds of that many renders at once of Home and
// an article, with the peak resident memory and the p95 of a render under that load.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { encodeStringList } from '@/domain/app-review';
import { affiliateLinksOf, renderMarkdown } from '@/domain/markdown';
import { readTimeFromContent } from '@/domain/post-text';
import type { PageRenderer, RenderOptions } from '@/server-render/page-shell';
import { PUBLIC_READS, type ParamsOf } from '@/domain/public-reads';
import { ROUTES } from '@/domain/routes';
import type { BlogPost } from '@/domain/types';
import { seedAppReviews } from './seed-data/app-reviews';
import { seedPosts } from './seed-data/posts';
import { seedResources } from './seed-data/resources';
import { seedTestimonials } from './seed-data/testimonials';

const RUNS = 200;
const WARM_UP = 20;
const SITE_URL = 'https://faithfulmatches.example';
/** Rounds of concurrent renders per page in the sizing run. */
const ROUNDS = 5;

function option(name: string): number | undefined {
  const at = process.argv.indexOf(`--${name}`);
  if (at < 0) return undefined;
  const value = Number(process.argv[at + 1]);
  if (!Number.isInteger(value) || value < 1) throw new Error(`--${name} takes a whole number`);
  return value;
}
const memoryMiB = option('memory');
const concurrency = option('concurrency');
const isChild = process.env.BENCH_RENDER_CHILD === '1';

// The sizing run measures in a fresh Node with the heap an instance of that size leaves: the
// runtime's other memory (code, buffers, the native side) needs about a quarter of it.
if (memoryMiB && !isChild) {
  const heapMiB = Math.floor(memoryMiB * 0.75);
  const child = spawnSync(
    process.execPath,
    [`--max-old-space-size=${heapMiB}`, '--import', 'tsx', fileURLToPath(import.meta.url), ...process.argv.slice(2)],
    { stdio: 'inherit', env: { ...process.env, BENCH_RENDER_CHILD: '1' } },
  );
  console.log(`(child Node, --max-old-space-size=${heapMiB} for a ${memoryMiB} MiB instance)`);
  process.exit(child.status ?? 1);
}

const bundle = fileURLToPath(new URL('../functions/lib/render-page.js', import.meta.url));
if (!existsSync(bundle)) {
  console.error('functions/lib/render-page.js is missing: run `npm run build` first.');
  process.exit(1);
}
const loadStarted = performance.now();
const { pageRenderer } = createRequire(import.meta.url)(bundle) as { pageRenderer: PageRenderer };
const bundleLoadMs = performance.now() - loadStarted;

const DAY_MS = 24 * 60 * 60 * 1000;
const posts: BlogPost[] = seedPosts
  .filter((post) => post.status === 'published' && post.daysAgo > 0)
  .map(({ daysAgo, ...post }, index) => ({
    ...post,
    id: `post-${index}`,
    readTime: readTimeFromContent(post.content),
    publishedAt: new Date(Date.UTC(2026, 10, 20) - daysAgo * DAY_MS).toISOString(),
  }));
const affiliateLinks = affiliateLinksOf([...seedAppReviews, ...seedResources]);
const appReviews = seedAppReviews.map((review) => ({
  ...review,
  pros: encodeStringList(review.pros),
  cons: encodeStringList(review.cons),
}));

/**
 * The public reads' answers, as functions/src/services/public-reads.ts gives them (list posts
 * without bodies, an article with its HTML). By path: the bundle has its own copy of the table.
 */
const read: RenderOptions['read'] = async ({ read: asks, params }) => {
  if (asks.path === PUBLIC_READS.blogPosts.path) return posts.map((post) => ({ ...post, content: '' }));
  if (asks.path === PUBLIC_READS.blogPost.path) {
    const post = posts.find((candidate) => candidate.slug === (params as ParamsOf<typeof PUBLIC_READS.blogPost>).slug);
    // As the page carries it: the rendered HTML, not the Markdown.
    return post && { ...post, content: '', contentHtml: renderMarkdown(post.content, affiliateLinks) };
  }
  if (asks.path === PUBLIC_READS.appReviews.path) return appReviews;
  if (asks.path === PUBLIC_READS.testimonials.path) return seedTestimonials;
  throw new Error(`no sample answer for ${asks.path}`);
};

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!;

async function bench(label: string, path: string): Promise<void> {
  const url = new URL(path, SITE_URL);
  const render = () => pageRenderer.render(url, { siteUrl: SITE_URL, read });
  for (let i = 0; i < WARM_UP; i += 1) await render();
  const times: number[] = [];
  let last = await render();
  for (let i = 0; i < RUNS; i += 1) {
    const started = performance.now();
    last = await render();
    times.push(performance.now() - started);
    if ((i + 1) % 50 === 0) process.stdout.write(`  ${label}: ${i + 1}/${RUNS}\r`);
  }
  process.stdout.write(`${' '.repeat(40)}\r`);
  times.sort((a, b) => a - b);
  const page = last.headResources + last.html + last.stateScript;
  console.log(
    `${label.padEnd(8)} median ${percentile(times, 0.5).toFixed(1)} ms   p95 ${percentile(times, 0.95).toFixed(1)} ms   ` +
      `(${RUNS} warm renders; writes ${(page.length / 1024).toFixed(0)} KB, ${(gzipSync(page).length / 1024).toFixed(1)} KB gzip: ` +
      `head ${(last.headResources.length / 1024).toFixed(0)} KB, body ${(last.html.length / 1024).toFixed(0)} KB, state ${(last.stateScript.length / 1024).toFixed(0)} KB)`,
  );
}

/** Peak resident memory of this process, in MB: the kernel's own high-water mark. */
const peakRssMb = () => process.resourceUsage().maxRSS / 1024;

async function benchConcurrent(label: string, path: string, atOnce: number): Promise<void> {
  const url = new URL(path, SITE_URL);
  const timed = async () => {
    const started = performance.now();
    await pageRenderer.render(url, { siteUrl: SITE_URL, read });
    return performance.now() - started;
  };
  const times: number[] = [];
  const roundTimes: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const started = performance.now();
    times.push(...(await Promise.all(Array.from({ length: atOnce }, timed))));
    roundTimes.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  console.log(
    `${label.padEnd(8)} ${atOnce} at once: p95 ${percentile(times, 0.95).toFixed(0)} ms, median ${percentile(times, 0.5).toFixed(0)} ms, ` +
      `slowest round ${Math.max(...roundTimes).toFixed(0)} ms; peak RSS so far ${peakRssMb().toFixed(0)} MB`,
  );
}

if (memoryMiB || concurrency) {
  const atOnce = concurrency ?? 10;
  console.log(
    `Server render sizing: bundle loaded in ${bundleLoadMs.toFixed(0)} ms (RSS after load ${peakRssMb().toFixed(0)} MB); ` +
      `${ROUNDS} rounds of ${atOnce} concurrent renders per page, first round cold:`,
  );
  await benchConcurrent('Home', ROUTES.home, atOnce);
  await benchConcurrent('Article', ROUTES.article(posts[0]!.slug), atOnce);
  console.log(`peak RSS ${peakRssMb().toFixed(0)} MB`);
} else {
  console.log(`Server render, in process, ${WARM_UP} warm-up renders then ${RUNS} timed, per page:`);
  await bench('Home', ROUTES.home);
  await bench('Article', ROUTES.article(posts[0]!.slug));
}
