// `npm start` as a newcomer meets it: the launcher brings the whole stack up with
// the seed content, a second seed changes nothing, and Ctrl-C leaves no emulator
// process or port behind. Needs a built dist/ and functions/lib (npm run build).
import { spawn, spawnSync, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { createServer } from 'node:net';
import { initializeApp, deleteApp, type App } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BLOG_PAGE_SIZE, BLOG_POSTS_LIMIT_MAX } from '@/domain/constants';
import type { BlogPost } from '@/domain/types';
import {
  DEMO_PROJECT_ID,
  EMULATORS,
  MAIL_CATCHER,
  MAIL_INBOX_URL,
  ROOT,
  SITE_URL,
  targetLocalEmulators,
} from '../../scripts/lib/local-stack';
import { seedAppReviews } from '../../scripts/seed-data/app-reviews';
import { seedPosts } from '../../scripts/seed-data/posts';
import { seedResources } from '../../scripts/seed-data/resources';
import { seedTestimonials } from '../../scripts/seed-data/testimonials';

// firebase-admin in this process talks to the emulators the launcher starts.
targetLocalEmulators();

const READY_TEXT = `Faithful Matches is running: ${SITE_URL}`;
const STACK_PORTS = [
  ...(['hosting', 'functions', 'auth', 'firestore', 'hub', 'logging'] as const).map((name) => EMULATORS[name]),
  { host: MAIL_CATCHER.host, port: MAIL_CATCHER.smtpPort },
  { host: MAIL_CATCHER.host, port: MAIL_CATCHER.webPort },
];

function portIsFree(port: number, host: string): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, host, () => server.close(() => resolve(true)));
  });
}

let launcher: ChildProcessWithoutNullStreams;
let output = '';
let exit: Promise<number>;

function waitForOutput(text: string, timeoutMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no "${text}" after ${timeoutMs} ms:\n${output}`)), timeoutMs);
    const check = () => {
      if (output.includes(text)) {
        clearTimeout(timer);
        resolve();
      }
    };
    launcher.stdout.on('data', check);
    void exit.then((code) => {
      clearTimeout(timer);
      reject(new Error(`launcher exited with ${code} before "${text}":\n${output}`));
    });
    check();
  });
}

async function countDocs(app: App): Promise<Record<string, number>> {
  const db = getFirestore(app);
  const counts: Record<string, number> = {};
  for (const name of ['posts', 'appReviews', 'resources', 'testimonials', 'users']) {
    counts[name] = (await db.collection(name).count().get()).data().count;
  }
  return counts;
}

describe('npm start (scripts/stack.ts start)', () => {
  beforeAll(async () => {
    // Its own process group, like a terminal's foreground job, so Ctrl-C can be sent to the group.
    launcher = spawn(process.execPath, ['--import', 'tsx', 'scripts/stack.ts', 'start', '--no-build'], {
      cwd: ROOT,
      detached: true,
    });
    launcher.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    launcher.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    exit = new Promise((resolve) => launcher.on('exit', (code, signal) => resolve(code ?? (signal ? 128 : 1))));
    await waitForOutput(READY_TEXT, 110_000);
  });

  afterAll(async () => {
    if (launcher.exitCode === null && launcher.pid) {
      // A failed test must not leave the stack holding the ports for the next suite.
      process.kill(-launcher.pid, 'SIGINT');
      await Promise.race([exit, new Promise((resolve) => setTimeout(resolve, 30_000))]);
    }
  });

  it('prints the URL and the demo accounts', () => {
    expect(output).toContain(READY_TEXT);
    expect(output).toMatch(/admin\s+admin@faithfulmatches\.test \/ \S+/);
    expect(output).toMatch(/reader\s+reader@faithfulmatches\.test \/ \S+/);
  });

  it('serves the PWA and the seeded published posts through Hosting', async () => {
    const page = await fetch(`${SITE_URL}/`);
    expect(page.status).toBe(200);
    // Rendered on the server: Home is a page with islands, whose root says so.
    const html = await page.text();
    expect(html).toContain('<div id="root" data-islands>');
    expect(html).toContain('Find Love That Honors God');

    // Newest first: the seed gives its published posts distinct dates.
    const published = seedPosts
      .filter((post) => post.status === 'published' && post.daysAgo >= 0)
      .sort((a, b) => a.daysAgo - b.daysAgo);
    expect(published.length).toBeGreaterThan(BLOG_PAGE_SIZE);
    expect(published.length).toBeLessThanOrEqual(BLOG_POSTS_LIMIT_MAX);
    // The default answer is the first page; the largest page holds them all.
    const response = await fetch(`${SITE_URL}/api/blog-posts`);
    expect(response.status).toBe(200);
    const firstPage = (await response.json()) as BlogPost[];
    expect(firstPage.map((post) => post.slug)).toEqual(published.slice(0, BLOG_PAGE_SIZE).map((post) => post.slug));
    const all = await fetch(`${SITE_URL}/api/blog-posts?limit=${BLOG_POSTS_LIMIT_MAX}`);
    expect(all.status).toBe(200);
    const posts = (await all.json()) as BlogPost[];
    expect(posts.map((post) => post.slug).sort()).toEqual(published.map((post) => post.slug).sort());
  });

  it('seeds idempotently: a second `npm run seed` duplicates nothing', async () => {
    const app = initializeApp({ projectId: DEMO_PROJECT_ID }, 'launcher-test');
    try {
      const expected = {
        posts: seedPosts.length,
        appReviews: seedAppReviews.length,
        resources: seedResources.length,
        testimonials: seedTestimonials.length,
        users: 2,
      };
      expect(await countDocs(app)).toEqual(expected);
      const again = spawnSync('npm', ['run', 'seed'], { cwd: ROOT, encoding: 'utf8' });
      expect(again.status, again.stderr).toBe(0);
      expect(await countDocs(app)).toEqual(expected);
    } finally {
      await deleteApp(app);
    }
  });

  it('keeps serving after a reader drops every picture of a page part-way, as a link checker does', async () => {
    const home = await (await fetch(`${SITE_URL}/`)).text();
    const pictures = [...new Set(home.match(/\/img\/[\da-f-]+\/\d+\.(?:avif|webp|jpg)/g))];
    expect(pictures.length).toBeGreaterThan(10);
    // What linkinator does with a picture: its status from the headers, its body cancelled.
    await Promise.all(
      pictures.map(async (picture) => {
        const response = await fetch(`${SITE_URL}${picture}`);
        expect(response.status).toBe(200);
        await response.body?.cancel();
      }),
    );
    // The Functions emulator closes a connection left idle for 5 s (Node's keepAliveTimeout); the
    // Firebase CLI then exited on the half-read answers, until scripts/lib/firebase-cli-guard.cjs.
    await new Promise((resolve) => setTimeout(resolve, 8_000));
    expect(launcher.exitCode, output.slice(-2_000)).toBeNull();
    expect((await fetch(`${SITE_URL}/`)).status).toBe(200);
  }, 30_000);

  it("prints the mail inbox, where a newsletter signup's confirmation arrives, as a new developer tries it", async () => {
    expect(output).toContain(`Mail it sends arrives in:    ${MAIL_INBOX_URL}`);
    const email = `launcher-${Date.now()}@example.test`;
    const signup = await fetch(`${SITE_URL}/api/newsletter/subscribe`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: SITE_URL },
      body: JSON.stringify({ firstName: 'Hannah', email }),
    });
    expect(signup.status).toBe(201);
    const deadline = Date.now() + 20_000;
    let subjects: string[] = [];
    while (Date.now() < deadline && subjects.length === 0) {
      const inbox = (await (await fetch(`${MAIL_INBOX_URL}/api/email`)).json()) as Array<{
        subject: string;
        to: Array<{ address: string }>;
      }>;
      subjects = inbox.filter((mail) => mail.to.some((to) => to.address === email)).map((mail) => mail.subject);
      if (subjects.length === 0) await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(subjects).toEqual(['Please confirm your Faithful Matches subscription']);
    // The inbox's own page, for a person (MailDev answers it to a browser's Accept).
    const inbox = await fetch(`${MAIL_INBOX_URL}/`, { headers: { Accept: 'text/html' } });
    expect(inbox.status).toBe(200);
    expect(await inbox.text()).toMatch(/<html/i);
  }, 30_000);

  it('stops everything on Ctrl-C', async () => {
    // What a terminal does on Ctrl-C: SIGINT to every process of the foreground job.
    process.kill(-launcher.pid!, 'SIGINT');
    expect(await exit).toBe(130);
    expect(output).toContain('[stack] stopped');
    for (const { host, port } of STACK_PORTS) {
      expect(await portIsFree(port, host), `port ${port} still taken`).toBe(true);
    }
    const leftovers = spawnSync('pgrep', [
      '-f',
      `CloudFirestore start --host=${EMULATORS.firestore.host} --port=${EMULATORS.firestore.port}`,
    ]);
    expect(leftovers.status, 'a Firestore emulator JVM is still running').toBe(1);
    const firebase = spawnSync('pgrep', ['-f', `emulators:start --only .* --project ${DEMO_PROJECT_ID}`]);
    expect(firebase.status, 'a Firebase CLI emulator process is still running').toBe(1);
    for (const [name, pattern] of [
      ['the mail catcher', `maildev.js --ip=${MAIL_CATCHER.host}`],
      ['the mail sweep', 'scripts/local-mail-sweep.ts'],
    ]) {
      expect(spawnSync('pgrep', ['-f', pattern!]).status, `${name} is still running`).toBe(1);
    }
  });
});

describe('the launcher refuses to start half a stack', () => {
  it('with no Java, stops and says what to install', () => {
    const result = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'scripts/stack.ts', 'exec', '--no-seed', '--', 'true'],
      {
        cwd: ROOT,
        encoding: 'utf8',
        env: { ...process.env, PATH: '/nonexistent' },
        timeout: 60_000,
      },
    );
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('Java is not installed');
  });

  it('fails loudly, naming the port, instead of hanging', async () => {
    const { host, port } = EMULATORS.hosting;
    const blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(port, host, resolve));
    try {
      const result = spawnSync(
        process.execPath,
        ['--import', 'tsx', 'scripts/stack.ts', 'exec', '--no-seed', '--', 'true'],
        {
          cwd: ROOT,
          encoding: 'utf8',
          timeout: 60_000,
        },
      );
      expect(result.status).toBe(1);
      expect(result.stderr).toContain(`Port ${port} (hosting emulator)`);
    } finally {
      await new Promise((resolve) => blocker.close(resolve));
    }
  });
});
