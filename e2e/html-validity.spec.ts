// Every page the server renders, as the W3C's Nu HTML Checker reads it (vnu.jar, the checker behind
// validator.w3.org/nu, run offline on the Java the Firestore emulator needs): an element where the
// content model allows it (an island's wrapper inside a heart's `<span>` was not), attributes HTML
// knows, ids once. The pages are fetched as a crawler gets them, before any script runs.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ISLAND_ATTRIBUTE, ISLAND_NAMES } from '../src/components/island-markup';
import { ROUTES } from '../src/domain/routes';
import { expect, test, type APIRequestContext } from './support/test';
import { MISSING_PAGE_PATHS } from './support/site';

const VNU_JAR = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar');

/**
 * What the checker reports that is not the page's fault: its CSS grammar lacks the `mask` shorthand
 * with `space` (the star rows' mask) and a custom property whose value is a `calc()` of another
 * (the stars' fill). Both are valid CSS that every browser the site supports applies.
 */
const CHECKER_CSS_GAPS = [/^CSS: “mask”: /, /^CSS: “--[\w-]+”: The types are incompatible\.$/];

interface VnuMessage {
  url: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

/** The pages the sitemap lists, and those it leaves out: the blog list's other pages, filtered and searched, the app's screens and a 404. */
async function everyRenderedPage(request: APIRequestContext): Promise<string[]> {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, url]) => new URL(url!).pathname);
  const blog = await (await request.get(ROUTES.blog)).text();
  const nextPage = /<a[^>]+href="(\/[^"]*\?after=[^"]*)"/.exec(blog)?.[1]?.replaceAll('&amp;', '&');
  expect(nextPage, 'the blog list links to its next page').toBeTruthy();
  const category = /<a[^>]+href="(\/[^"]*\?category=[^"]*)"/.exec(blog)?.[1]?.replaceAll('&amp;', '&');
  expect(category, 'the blog list links to a category').toBeTruthy();
  return [
    ...listed,
    nextPage!,
    category!,
    `${ROUTES.blog}?search=prayer`,
    ROUTES.signIn,
    ROUTES.signUp,
    ROUTES.dashboard,
    ...MISSING_PAGE_PATHS,
  ];
}

test('every server-rendered page is valid HTML to the Nu HTML Checker, with every island in it', async ({
  request,
}) => {
  test.slow();
  const paths = await everyRenderedPage(request);
  const folder = mkdtempSync(path.join(tmpdir(), 'fm-html-'));
  try {
    const files = new Map<string, string>();
    const islands = new Set<string>();
    for (const [index, pagePath] of paths.entries()) {
      const response = await request.get(pagePath);
      expect(response.headers()['content-type'], pagePath).toContain('text/html');
      const html = await response.text();
      for (const [, name] of html.matchAll(new RegExp(`${ISLAND_ATTRIBUTE}="([^"]+)"`, 'g'))) islands.add(name!);
      const file = path.join(folder, `page-${index}.html`);
      writeFileSync(file, html);
      files.set(`file:${file}`, pagePath);
    }
    // Every island's wrapper was checked where a page places it.
    expect([...islands].sort()).toEqual([...ISLAND_NAMES].sort());

    const checker = spawnSync(
      'java',
      [
        '-jar',
        VNU_JAR,
        '--format',
        'json',
        '--errors-only',
        ...[...files.keys()].map((url) => url.slice('file:'.length)),
      ],
      {
        encoding: 'utf8',
        maxBuffer: 64 * 1024 * 1024,
      },
    );
    expect(checker.error, 'java runs the checker').toBeUndefined();
    const { messages } = JSON.parse(checker.stderr) as { messages: VnuMessage[] };
    const errors = messages
      // With --errors-only, each message is an error, or a page the checker could not read.
      .filter((message) => !CHECKER_CSS_GAPS.some((gap) => gap.test(message.message)))
      .map(
        (message) =>
          `${files.get(message.url) ?? message.url}:${message.lastLine ?? '?'} ${message.message}\n    ${message.extract ?? ''}`,
      );
    expect(errors, `${paths.length} pages checked`).toEqual([]);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
});
