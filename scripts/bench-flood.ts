// A flood of forged page-view beacons through Hosting and the Functions emulator, as an attacker
// would send them to the live site (`npm run bench:flood`, which starts and seeds the stack first):
// 6,000 beacons (`-- N`), 50 at once, each from a reader of its own (its own IPv6 /64, as Google's
// front end forwards it), each for a made-up article and naming a made-up 250-character referring
// site. Then, as a reader would: a view of a real article, and a newsletter signup, a contact
// message and an affiliate click started on it. What it prints: the beacons' answers and rate, the
// business's answers, and the day's counting document (its size, its pages and referring sites).
// Exits non-zero when a signup, message or click is not stored, a made-up page is counted, or the
// day's document grows past a few KB.
import { Agent, request } from 'node:http';
import { parseArgs } from 'node:util';
import { COLLECTIONS } from '@/domain/collections';
import { OTHER_REFERRERS, PAGE_VIEWS_PATH } from '@/domain/page-views';
import { ROUTES } from '@/domain/routes';
import { utcDay } from '@/domain/utc-day';
import { firebaseServices } from '../functions/src/firebase';
import { forwardedFor, uniqueIp } from '../tests/support/client-address';
import { USER_AGENTS } from '../tests/support/user-agents';
import { assertLocalEmulators, assertLocalUrl, BASE_URL, runBench } from './lib/bench-emulator';

const AT_ONCE = 50;
/** The seeded article the reader starts on. */
const ARTICLE = ROUTES.article('what-biblical-dating-really-looks-like');
/** More than this, and the day's document grows with the flood. */
const DAY_DOCUMENT_MAX_BYTES = 16 * 1024;

const log = (message: string) => console.log(`[flood] ${message}`);
const agent = new Agent({ keepAlive: true, maxSockets: AT_ONCE });

function send(
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: string,
): Promise<{ status: number; text: string }> {
  return new Promise((resolve) => {
    const req = request(new URL(path, BASE_URL), { method, headers, agent, timeout: 60_000 }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
    });
    req.on('timeout', () => req.destroy());
    req.on('error', () => resolve({ status: 0, text: '' }));
    req.end(body);
  });
}

const forgedSite = (i: number) =>
  `${'a'.repeat(60)}.${'b'.repeat(60)}.${'c'.repeat(60)}.${String(i).padStart(6, '0')}${'d'.repeat(53)}.example`;

const fromAReader = (more: Record<string, string> = {}) => ({
  'user-agent': USER_AGENTS.phone,
  'x-forwarded-for': forwardedFor(uniqueIp()),
  ...more,
});

async function main(): Promise<number> {
  assertLocalUrl(BASE_URL);
  assertLocalEmulators();
  const { positionals } = parseArgs({ allowPositionals: true });
  const forged = Number(positionals[0] ?? 6_000);
  if (!Number.isInteger(forged) || forged < 1) throw new Error('the number of beacons is a whole number');
  const db = firebaseServices().db;
  const day = db.collection(COLLECTIONS.pageViews).doc(utcDay(Date.now()));
  const problems: string[] = [];

  log(`${forged} forged beacons, ${AT_ONCE} at once, through Hosting (${BASE_URL})`);
  const statuses = new Map<number, number>();
  const started = performance.now();
  for (let sent = 0; sent < forged; sent += AT_ONCE) {
    const answers = await Promise.all(
      Array.from({ length: Math.min(AT_ONCE, forged - sent) }, (_, k) =>
        send(
          'POST',
          PAGE_VIEWS_PATH,
          fromAReader({ 'content-type': 'text/plain;charset=UTF-8' }),
          JSON.stringify({ path: ROUTES.article(`made-up-${sent + k}`), referrer: forgedSite(sent + k) }),
        ),
      ),
    );
    for (const { status } of answers) statuses.set(status, (statuses.get(status) ?? 0) + 1);
    if ((sent + AT_ONCE) % 1_000 === 0) log(`  ${sent + AT_ONCE} sent`);
  }
  const seconds = (performance.now() - started) / 1000;
  log(
    `  answered in ${seconds.toFixed(1)} s (${(forged / seconds).toFixed(0)} a second): ` +
      [...statuses].map(([status, n]) => `${n} × ${status || 'no answer'}`).join(', '),
  );

  const article = `${BASE_URL}${ARTICLE}`;
  const view = await send(
    'POST',
    PAGE_VIEWS_PATH,
    fromAReader({ 'content-type': 'text/plain;charset=UTF-8' }),
    JSON.stringify({ path: ARTICLE, referrer: 'google.com' }),
  );
  const tag = Date.now().toString(36);
  const json = { 'content-type': 'application/json', referer: article, origin: new URL(BASE_URL).origin };
  const signup = await send(
    'POST',
    '/api/newsletter/subscribe',
    fromAReader(json),
    JSON.stringify({ firstName: 'Ruth', email: `flood-${tag}@example.com` }),
  );
  const message = await send(
    'POST',
    '/api/contact',
    fromAReader(json),
    JSON.stringify({
      name: 'Ruth',
      email: `flood-${tag}@example.com`,
      subject: 'After a flood',
      message: 'Still here.',
    }),
  );
  const click = await send(
    'POST',
    '/api/track-affiliate-click',
    fromAReader(json),
    JSON.stringify({ affiliate: 'eHarmony', source: 'app-reviews-page' }),
  );
  log(
    `a reader after it: view ${view.status}, signup ${signup.status}, message ${message.status}, click ${click.status}`,
  );
  for (const [what, answer, expected] of [
    ['the view', view, 204],
    ['the signup', signup, 201],
    ['the message', message, 201],
    ['the click', click, 201],
  ] as const)
    if (answer.status !== expected) problems.push(`${what} answered ${answer.status}`);
  const stored = await db.collection(COLLECTIONS.newsletterSubscribers).doc(`flood-${tag}@example.com`).get();
  if (!stored.exists) problems.push('the signup was not stored');

  // The reader's view, once its instance has written it.
  const deadline = Date.now() + 30_000;
  let counts = (await day.get()).data() ?? {};
  while (Date.now() < deadline && !(counts.pages?.[ARTICLE] > 0)) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    counts = (await day.get()).data() ?? {};
  }
  const bytes = Buffer.byteLength(JSON.stringify(counts));
  const pages = Object.keys(counts.pages ?? {});
  const sites = Object.keys(counts.referrers ?? {});
  log(
    `the day's counts: ${bytes.toLocaleString('en-US')} bytes as JSON, ${pages.length} pages, ` +
      `${sites.length} referring sites (${counts.referrers?.[OTHER_REFERRERS] ?? 0} views as other sites)`,
  );
  if (!(counts.pages?.[ARTICLE] > 0)) problems.push("the reader's view was not counted");
  const madeUp = pages.filter((path) => path.includes('made-up-'));
  if (madeUp.length > 0) problems.push(`${madeUp.length} made-up pages were counted`);
  if (sites.some((site) => site.endsWith('.example'))) problems.push('a made-up site was named');
  if (bytes > DAY_DOCUMENT_MAX_BYTES) problems.push(`the day's counts grew to ${bytes} bytes`);

  for (const problem of problems) log(`FAILED: ${problem}`);
  log(problems.length ? 'FAILED' : 'passed: the business stood, and the counts stayed bounded');
  return problems.length ? 1 : 0;
}

runBench(main);
