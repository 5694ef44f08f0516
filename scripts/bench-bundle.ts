// `npm run bench:bundle` (after `npm run build:web`): for each public route, the
// gzip size of the JavaScript its first load needs — the entry chunk, the route's
// lazy page chunk, and every chunk either imports statically — and whether any
// Firebase SDK code is among them. Exits 1 above the budget or when Firebase shows up.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { ROUTES } from '@/domain/routes';

/** Optional first argument: another build directory (default dist/). */
const DIST = process.argv[2] ?? 'dist';
const BUDGET_KB = 200;

/** The public routes and the page module each one lazy-loads (src/app/router.tsx). */
const PUBLIC_ROUTES: { route: string; page: string }[] = [
  { route: ROUTES.home, page: 'src/features/home/home-page.tsx' },
  { route: ROUTES.blog, page: 'src/features/blog/blog-list-page.tsx' },
  { route: `${ROUTES.blog}/:slug`, page: 'src/features/blog/article-page.tsx' },
  { route: ROUTES.appReviews, page: 'src/features/app-reviews/app-reviews-page.tsx' },
  { route: ROUTES.resources, page: 'src/features/resources/resources-page.tsx' },
  { route: ROUTES.contact, page: 'src/features/contact/contact-page.tsx' },
  { route: ROUTES.faq, page: 'src/features/faq/faq-page.tsx' },
  { route: ROUTES.privacy, page: 'src/features/legal/privacy-policy-page.tsx' },
  { route: ROUTES.terms, page: 'src/features/legal/terms-of-service-page.tsx' },
  { route: ROUTES.affiliateDisclosure, page: 'src/features/legal/affiliate-disclosure-page.tsx' },
  { route: '(404)', page: 'src/features/not-found/not-found-page.tsx' },
];

/** Strings only the Firebase JS SDK carries (its package names and service hosts). */
const FIREBASE_MARKERS = [
  /@firebase\/(app|auth|firestore|storage|functions)/,
  /identitytoolkit\.googleapis\.com/,
  /firestore\.googleapis\.com/,
];

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

function readManifest(): Manifest {
  const path = join(DIST, '.vite', 'manifest.json');
  if (!existsSync(path)) {
    console.error(`${path} is missing: run \`npm run build:web\` first (vite.config.ts sets build.manifest).`);
    process.exit(1);
  }
  return JSON.parse(readFileSync(path, 'utf8')) as Manifest;
}

/** The chunk and everything it imports statically, depth first, each once. */
function staticClosure(manifest: Manifest, key: string, seen: Set<string>): void {
  if (seen.has(key)) return;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`manifest has no chunk '${key}'`);
  seen.add(key);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, seen);
}

const gzipCache = new Map<string, { gzip: number; firebase: boolean }>();
function measure(file: string): { gzip: number; firebase: boolean } {
  const cached = gzipCache.get(file);
  if (cached) return cached;
  const content = readFileSync(join(DIST, file));
  const text = content.toString('utf8');
  const result = {
    gzip: gzipSync(content, { level: 9 }).length,
    firebase: FIREBASE_MARKERS.some((re) => re.test(text)),
  };
  gzipCache.set(file, result);
  return result;
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

function main() {
  const manifest = readManifest();
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entryKey) throw new Error('manifest has no entry chunk');

  let failed = false;
  const rows: string[][] = [];
  for (const { route, page } of PUBLIC_ROUTES) {
    if (!manifest[page]) {
      rows.push([route, '-', '-', '-', `MISSING chunk for ${page}`]);
      failed = true;
      continue;
    }
    const keys = new Set<string>();
    staticClosure(manifest, entryKey, keys);
    staticClosure(manifest, page, keys);
    const files = [...keys].map((key) => manifest[key].file).filter((file) => file.endsWith('.js'));
    const measured = files.map(measure);
    const total = measured.reduce((sum, m) => sum + m.gzip, 0);
    const firebase = measured.some((m) => m.firebase);
    const css = [...keys].flatMap((key) => manifest[key].css ?? []);
    const cssTotal = [...new Set(css)].reduce((sum, file) => sum + measure(file).gzip, 0);
    const over = total / 1024 > BUDGET_KB;
    if (over || firebase) failed = true;
    rows.push([
      route,
      `${kb(total)} KB`,
      `${files.length}`,
      firebase ? 'YES' : 'no',
      over ? `OVER ${BUDGET_KB} KB` : `ok (css ${kb(cssTotal)} KB)`,
    ]);
  }

  const header = ['route', 'JS gzip', 'chunks', 'firebase', 'verdict'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i].length)));
  const line = (cells: string[]) => cells.map((cell, i) => cell.padEnd(widths[i])).join('  ');
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of rows) console.log(line(row));
  console.log(`\nBudget: ${BUDGET_KB} KB gzip of first-load JavaScript per public route, no Firebase SDK.`);
  if (failed) {
    console.error('bench:bundle FAILED');
    process.exit(1);
  }
}

main();
