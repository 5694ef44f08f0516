// The local emulator stack as a library: `scripts/stack.ts` (npm start, the suites' `exec`) and
// `scripts/test-all.ts` (npm test) start it with `startStack` and stop it with the handle it returns.
// It starts Auth, Firestore, Functions and Hosting (and Storage where it can run), loads the
// Firestore rules, seeds, and stops every process it started.
//
// Firestore: the Firebase CLI only starts its Java emulators on Java 21+ (and downloads their jars
// on first use). Where it can't, the Google Cloud CLI's Firestore emulator (which runs on Java 17)
// is started directly and the CLI is told about it through FIRESTORE_EMULATOR_HOST.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, openSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import {
  DEMO_PROJECT_ID,
  EMULATORS,
  FIRESTORE_HOST,
  FUNCTIONS_HOST,
  gcloudFirestoreJar,
  LOCAL_IMAGE_DIR,
  MAIL_CATCHER,
  MAIL_CATCHER_DIR,
  MAIL_CATCHER_SMTP_URI,
  MAIL_INBOX_URL,
  ROOT,
  SITE_URL,
  stackEnv,
  writeLocalFirebaseJson,
} from './local-stack';
import { writeLocalFunctionsEnv } from './local-functions-env';
import { ROUTES } from '../../src/domain/routes';

/** Where each emulator's output goes; firebase.log holds the emulated functions' log lines. */
export const LOG_DIR = path.join(ROOT, '.emulator-logs');
const FIRESTORE_READY_MS = 90_000;
const STACK_READY_MS = 180_000;
const STOP_GRACE_MS = 15_000;
/** Preloaded into the Firebase CLI: a dropped download ends that answer, not the CLI. */
const FIREBASE_CLI_GUARD = path.join(ROOT, 'scripts/lib/firebase-cli-guard.cjs');

type FirestoreMode = { kind: 'firebase-cli' } | { kind: 'gcloud'; jar: string };

/** A failure the launcher explains itself: printed as its message, without a stack trace. */
export class LaunchError extends Error {}

export const log = (message: string) => console.log(`[stack] ${message}`);

export function javaMajorVersion(): number | null {
  const result = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (result.error) return null;
  const match = /version "(\d+)(?:\.(\d+))?/.exec(`${result.stderr}${result.stdout}`);
  if (!match) return null;
  // Java 8 and older report "1.8"; everything this needs is far newer.
  return match[1] === '1' ? Number(match[2]) : Number(match[1]);
}

function chooseFirestore(): FirestoreMode {
  const forced = process.env.FM_FIRESTORE_EMULATOR;
  const java = javaMajorVersion();
  if (java === null) {
    throw new LaunchError(
      'Java is not installed. The Firestore emulator needs Java 17+ (Java 21+ for the Firebase CLI).',
    );
  }
  const jar = gcloudFirestoreJar();
  if (forced === 'gcloud' || (forced !== 'firebase-cli' && java < 21)) {
    if (jar) return { kind: 'gcloud', jar };
    throw new LaunchError(
      `Java ${java} is too old for the Firebase CLI's emulators (they need Java 21+), and the Google Cloud CLI's ` +
        'Firestore emulator was not found. Install Java 21+, or the Google Cloud CLI with ' +
        '`gcloud components install cloud-firestore-emulator` (Debian: apt-get install google-cloud-cli-firestore-emulator).',
    );
  }
  return { kind: 'firebase-cli' };
}

function portIsFree(port: number, host: string): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, host, () => server.close(() => resolve(true)));
  });
}

async function assertPortsFree(names: Array<keyof typeof EMULATORS>) {
  for (const name of names) {
    const { host, port } = EMULATORS[name];
    if (!(await portIsFree(port, host))) {
      throw new LaunchError(
        `Port ${port} (${name} emulator) on ${host} is taken. Is another \`npm start\` or test run going? Stop it first.`,
      );
    }
  }
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A child in its own process group, so stopping it also stops what it started (JVMs, function workers). */
class ManagedProcess {
  readonly child: ChildProcess;
  exited = false;
  exitCode: number | null = null;

  constructor(
    readonly name: string,
    command: string,
    args: string[],
    options: { cwd?: string; env?: NodeJS.ProcessEnv; logFile: string },
  ) {
    const out = openSync(options.logFile, 'w');
    this.child = spawn(command, args, {
      cwd: options.cwd ?? ROOT,
      env: options.env ?? process.env,
      stdio: ['ignore', out, out],
      detached: true,
    });
    this.child.on('exit', (code, signal) => {
      this.exited = true;
      this.exitCode = code ?? (signal ? 128 : 1);
    });
    this.logFile = options.logFile;
  }

  readonly logFile: string;

  tail(lines = 25): string {
    try {
      return readFileSync(this.logFile, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
    } catch {
      return '(no log)';
    }
  }

  private signalGroup(signal: NodeJS.Signals) {
    if (this.child.pid === undefined) return;
    try {
      process.kill(-this.child.pid, signal);
    } catch {
      // Already gone.
    }
  }

  /** Ask nicely, then insist: the whole group is gone when this resolves. */
  async stop(signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
    if (this.child.pid === undefined) return;
    this.signalGroup(signal);
    const deadline = Date.now() + STOP_GRACE_MS;
    while (Date.now() < deadline && this.groupAlive()) await sleep(200);
    if (this.groupAlive()) {
      log(`${this.name} did not stop in ${STOP_GRACE_MS / 1000}s; killing it`);
      this.signalGroup('SIGKILL');
      while (this.groupAlive()) await sleep(100);
    }
  }

  private groupAlive(): boolean {
    if (this.child.pid === undefined) return false;
    try {
      process.kill(-this.child.pid, 0);
      return true;
    } catch {
      return false;
    }
  }
}

async function waitFor(
  what: string,
  probe: () => Promise<boolean>,
  watched: ManagedProcess[],
  timeoutMs: number,
): Promise<void> {
  const started = Date.now();
  let lastReport = started;
  for (;;) {
    for (const process of watched) {
      if (process.exited) {
        throw new LaunchError(
          `${process.name} exited (code ${process.exitCode}) while waiting for ${what}. Last lines of ${process.logFile}:\n${process.tail()}`,
        );
      }
    }
    if (await probe().catch(() => false)) return;
    const now = Date.now();
    if (now - started > timeoutMs) {
      const tails = watched.map((p) => `--- ${p.logFile}\n${p.tail()}`).join('\n');
      throw new LaunchError(`Timed out after ${timeoutMs / 1000}s waiting for ${what}.\n${tails}`);
    }
    if (now - lastReport >= 10_000) {
      log(`still waiting for ${what} (${Math.round((now - started) / 1000)}s)`);
      lastReport = now;
    }
    await sleep(300);
  }
}

async function httpOk(url: string): Promise<boolean> {
  const response = await fetch(url, { signal: AbortSignal.timeout(3_000) });
  await response.arrayBuffer();
  return response.ok;
}

/**
 * How many requests at once each function can take as soon as the stack is ready, and what it is
 * asked to start its workers. The Functions emulator runs one request per worker process, and a
 * request that finds no idle worker starts a new one, which loads the function's bundle first
 * (production instances take many at once: functions/src/sizing.ts). A started worker stays.
 * Started on demand in the middle of the end-to-end tests, on a loaded machine, a worker made the
 * dashboard's second and third lists wait 8-9 s (members.spec.ts). Two browsers at once ask the api
 * for up to about six things together, and the pages function for a few pages.
 */
const READY_WORKERS = {
  api: { workers: 6, request: '/api/health' },
  // A page that reads no content, so nothing is cached before seeding. Six: the newsletter spec's
  // four first visits at once beside the other browser's pages. A worker started on demand then,
  // on CI's loaded machine, left a visit unanswered until Hosting's 60 s gave up (504).
  pages: { workers: 6, request: ROUTES.privacy },
} as const;

/** At most what Hosting waits for a function (60 s), so a worker that starts late still answers. */
const WORKER_START_SECONDS = 55;

/**
 * The lines of a Firebase emulators' log that say something went wrong: its warnings (⚠) and
 * errors (⬢), a request it dropped ("Failed to handle request for function …"), Hosting's proxy
 * errors and any 5xx it served.
 */
export function problemLines(log: string, limit = 40): string[] {
  return log
    .split('\n')
    .filter((line) => /⚠|⬢|PROXY ERROR|Failed to|timed out|" 5\d\d /i.test(line))
    .slice(-limit);
}

/**
 * problemLines of this run's Firebase log, for a run that failed: CI keeps only what the run
 * printed, and a request the emulator dropped shows only in its log.
 */
export function emulatorProblems(): string[] {
  try {
    return problemLines(readFileSync(path.join(LOG_DIR, 'firebase.log'), 'utf8'));
  } catch {
    return [];
  }
}

/**
 * Whether Hosting serves and the Functions emulator has loaded every function, asked in a way that
 * starts no worker: the emulator's own list of its functions, not a request to one of them.
 */
async function functionsLoaded(): Promise<boolean> {
  if (!(await httpOk(`${SITE_URL}/favicon.svg`))) return false;
  const response = await fetch(`http://${FUNCTIONS_HOST}/backends`, { signal: AbortSignal.timeout(3_000) });
  if (!response.ok) return false;
  const { backends } = (await response.json()) as { backends: Array<{ functionTriggers: Array<{ name: string }> }> };
  const loaded = new Set(backends.flatMap((backend) => backend.functionTriggers.map((trigger) => trigger.name)));
  return Object.keys(READY_WORKERS).every((name) => loaded.has(name));
}

/**
 * Starts READY_WORKERS workers for each function by sending that many requests at once while it
 * has none: each finds no idle worker and starts its own. Sent once a worker is idle, they would
 * all reuse it, each done in a few milliseconds. One long bound, never repeated probes (each probe
 * left waiting would start yet another worker): the server render's bundle loads in about 4 s
 * here, and over the emulator's 60 s on a machine busy with two browsers and a CPU-bound loop.
 * Each function must answer; a worker that did not start in time (Hosting answered 504 after the
 * function's timeout, on a fresh clone starting nine beside lint, typecheck and the unit tests) is
 * left to start on demand, as the emulator does anyway.
 */
async function startFunctionWorkers(): Promise<void> {
  const started = Date.now();
  const ask = async (url: string) => {
    const response = await fetch(url, { signal: AbortSignal.timeout(STACK_READY_MS) });
    await response.arrayBuffer();
    if (!response.ok) throw new LaunchError(`${url} answered ${response.status} while its workers started.`);
  };
  const ready = await Promise.all(
    Object.entries(READY_WORKERS).map(async ([name, { workers, request }]) => {
      const url = `${SITE_URL}${request}`;
      const answers = await Promise.allSettled(Array.from({ length: workers }, () => ask(url)));
      const answered = answers.filter((answer) => answer.status === 'fulfilled').length;
      if (answered === 0) await ask(url);
      return `${name} ${Math.max(answered, 1)} of ${workers}`;
    }),
  );
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  log(`functions ready for this many requests at once: ${ready.join(', ')} (${seconds} s)`);
}

async function assertMailCatcherPortsFree() {
  for (const port of [MAIL_CATCHER.smtpPort, MAIL_CATCHER.webPort]) {
    if (!(await portIsFree(port, MAIL_CATCHER.host))) {
      throw new LaunchError(
        `Port ${port} (the mail catcher) on ${MAIL_CATCHER.host} is taken. Is another \`npm start\` or test run going? ` +
          'Stop it, or name your own server with SMTP_CONNECTION_URI.',
      );
    }
  }
}

interface FirestoreTriggerDefinition {
  id: string;
  eventTrigger?: {
    eventType: string;
    eventFilters?: Record<string, string>;
    eventFilterPathPatterns?: Record<string, string>;
  };
}

/**
 * The Firebase CLI registers the functions' Firestore triggers only with a Firestore emulator it
 * started itself. Ours (the Google Cloud CLI's, started with --functions_emulator) gets the same
 * registration the CLI would send (firebase-tools' functionsEmulator addFirestoreTrigger, for
 * 2nd-gen functions), so a document written locally fires its trigger as it does in production.
 */
async function registerFirestoreTriggers(): Promise<void> {
  const response = await fetch(`http://${FUNCTIONS_HOST}/backends`, { signal: AbortSignal.timeout(5_000) });
  const { backends } = (await response.json()) as {
    backends: Array<{ functionTriggers: FirestoreTriggerDefinition[] }>;
  };
  const triggers = backends
    .flatMap((backend) => backend.functionTriggers)
    .filter((trigger) => trigger.eventTrigger?.eventType.startsWith('google.cloud.firestore.document.'));
  for (const { id, eventTrigger } of triggers) {
    const filters = eventTrigger!.eventFilters ?? {};
    const pattern = eventTrigger!.eventFilterPathPatterns?.document;
    const body = {
      eventType: eventTrigger!.eventType,
      database: filters.database ?? '(default)',
      namespace: filters.namespace ?? '(default)',
      document: { value: pattern ?? filters.document, matchType: pattern ? 'PATH_PATTERN' : 'EXACT' },
    };
    // The key the Functions emulator knows the trigger by: its id and the emulator's first generation.
    const key = `${id}-0`;
    const url = `http://${FIRESTORE_HOST}/emulator/v1/projects/${DEMO_PROJECT_ID}/eventarcTrigger?eventarcTriggerId=${key}`;
    const registered = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!registered.ok)
      throw new LaunchError(`the Firestore emulator refused the trigger ${id}: ${await registered.text()}`);
  }
  log(`Firestore triggers registered: ${triggers.map((trigger) => trigger.id).join(', ') || 'none'}`);
}

/** The Firebase CLI loads rules only into emulators it started itself; do it for ours. */
async function loadFirestoreRules(): Promise<void> {
  const content = readFileSync(path.join(ROOT, 'firestore.rules'), 'utf8');
  const response = await fetch(`http://${FIRESTORE_HOST}/emulator/v1/projects/${DEMO_PROJECT_ID}:securityRules`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ rules: { files: [{ name: 'firestore.rules', content }] } }),
  });
  if (!response.ok) throw new LaunchError(`firestore.rules was rejected by the emulator:\n${await response.text()}`);
}

export function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, env, stdio: 'inherit' });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 128 : 1)));
    child.on('error', (error) => {
      console.error(`[stack] could not run ${command}: ${error.message}`);
      resolve(127);
    });
  });
}

export async function build(): Promise<void> {
  log('building the PWA and the functions (npm run build)');
  if ((await run('npm', ['run', 'build'])) !== 0) throw new LaunchError('the build failed');
}

export function assertBuilt(): void {
  const missing = ['dist/app-shell.html', 'functions/lib/index.js', 'functions/lib/page-shell.html'].filter(
    (file) => !existsSync(path.join(ROOT, file)),
  );
  if (missing.length) throw new LaunchError(`missing ${missing.join(' and ')}: run \`npm run build\` first`);
}

/**
 * What the test suites run the stack with (`npm test`, and `stack.ts exec --for-tests`):
 * - no per-instance read cache, so a read shows the write before it at once;
 * - a page's reads may take 15 s before the pages function gives up and sends the bare shell (503).
 *   Production's 3 s is ample for Firestore; the emulator, on a loaded 2-core machine, once took
 *   longer over one of twenty first visits to Home, and the newsletter test got the shell;
 * - page views are written a quarter second after they arrive, not ten, so a test reads them soon.
 */
export const TEST_STACK_SETTINGS = {
  // The suites read what arrives in the stack's own catcher, whatever server a developer's shell names.
  SMTP_CONNECTION_URI: MAIL_CATCHER_SMTP_URI,
  SMTP_PASSWORD: '',
  PUBLIC_READ_CACHE_MS: '0',
  PAGE_READ_DEADLINE_MS: '15000',
  PAGE_VIEWS_FLUSH_MS: '250',
  PAGE_VIEWS_NOT_FOUND_TTL_MS: '0',
} as const;

export interface StackOptions {
  seed: boolean;
}

/**
 * The emulators of one run. Made before it starts, so a Ctrl-C during start-up can stop what has
 * started so far (each emulator runs in a process group of its own and would outlive us).
 */
export class EmulatorStack {
  private readonly firestore = chooseFirestore();
  readonly storage = this.firestore.kind === 'firebase-cli';
  /** The environment of every process that talks to the stack (tests, seed, benches). */
  readonly env: NodeJS.ProcessEnv;
  private readonly processes: ManagedProcess[] = [];
  private stopping: Promise<void> | null = null;

  /** `settings`: environment for the emulated functions and every test process, over this process's own. */
  constructor(settings: Record<string, string> = {}) {
    this.env = { ...process.env, ...settings, ...stackEnv({ storage: this.storage }), NO_UPDATE_NOTIFIER: '1' };
  }

  /** Starts the emulators (the build must exist: `build()` first, or `npm run build`) and seeds them. */
  async start(options: StackOptions): Promise<void> {
    await assertPortsFree([
      'hosting',
      'functions',
      'auth',
      'firestore',
      'hub',
      'logging',
      ...(this.storage ? (['storage'] as const) : []),
    ]);
    if (this.catchesMail) await assertMailCatcherPortsFree();
    assertBuilt();
    mkdirSync(LOG_DIR, { recursive: true });
    if (!this.storage) {
      rmSync(LOCAL_IMAGE_DIR, { recursive: true, force: true });
      mkdirSync(LOCAL_IMAGE_DIR, { recursive: true });
    }
    try {
      await this.startEmulators();
      if (options.seed) await seed(this.env);
    } catch (error) {
      await this.stop();
      throw error;
    }
  }

  /**
   * Where the functions send mail: SMTP_CONNECTION_URI (and SMTP_PASSWORD) from the environment, a
   * developer's own catcher or server, or else the stack's own catcher.
   */
  get smtpConnectionUri(): string {
    return this.env.SMTP_CONNECTION_URI?.trim() || MAIL_CATCHER_SMTP_URI;
  }

  /** Whether the stack runs its own catcher: when no other server is named. */
  get catchesMail(): boolean {
    return this.smtpConnectionUri === MAIL_CATCHER_SMTP_URI;
  }

  private async startMailCatcher(): Promise<void> {
    rmSync(MAIL_CATCHER_DIR, { recursive: true, force: true });
    mkdirSync(MAIL_CATCHER_DIR, { recursive: true });
    log(`starting the mail catcher (MailDev): SMTP ${MAIL_CATCHER_SMTP_URI}, inbox ${MAIL_INBOX_URL}`);
    const catcher = this.spawn(
      'maildev',
      process.execPath,
      [
        path.join(ROOT, 'node_modules/maildev/dist/bin/maildev.js'),
        `--ip=${MAIL_CATCHER.host}`,
        `--smtp=${MAIL_CATCHER.smtpPort}`,
        `--web-ip=${MAIL_CATCHER.host}`,
        `--web=${MAIL_CATCHER.webPort}`,
        `--mail-directory=${MAIL_CATCHER_DIR}`,
      ],
      { logFile: path.join(LOG_DIR, 'maildev.log') },
    );
    await waitFor('the mail catcher', () => httpOk(`${MAIL_INBOX_URL}/api/healthz`), [catcher], FIRESTORE_READY_MS);
  }

  private async startEmulators(): Promise<void> {
    if (this.catchesMail) await this.startMailCatcher();
    else log(`mail goes to ${this.smtpConnectionUri} (SMTP_CONNECTION_URI), not to the stack's own catcher`);
    const only = ['auth', 'functions', 'hosting'];
    if (this.firestore.kind === 'gcloud') {
      log(`starting the Google Cloud CLI Firestore emulator on ${FIRESTORE_HOST} (Java ${javaMajorVersion()})`);
      const java = this.spawn(
        'firestore',
        'java',
        [
          '-Duser.language=en',
          '-cp',
          this.firestore.jar,
          'com.google.cloud.datastore.emulator.firestore.CloudFirestore',
          'start',
          `--host=${EMULATORS.firestore.host}`,
          `--port=${EMULATORS.firestore.port}`,
          // Where it sends the events of the Firestore triggers registered with it (registerFirestoreTriggers).
          `--functions_emulator=${FUNCTIONS_HOST}`,
        ],
        { logFile: path.join(LOG_DIR, 'firestore.log') },
      );
      await waitFor('the Firestore emulator', () => httpOk(`http://${FIRESTORE_HOST}/`), [java], FIRESTORE_READY_MS);
      await loadFirestoreRules();
      log('Firestore ready; rules loaded');
    } else {
      only.push('firestore', 'storage');
    }

    log(`starting the Firebase emulators: ${only.join(', ')}`);
    writeLocalFunctionsEnv(this.env);
    this.spawn(
      'firebase',
      path.join(ROOT, 'node_modules/.bin/firebase'),
      ['emulators:start', '--only', only.join(','), '--project', DEMO_PROJECT_ID, '--config', writeLocalFirebaseJson()],
      // CI=true: the CLI then skips fetching its message of the day from the internet.
      // FUNCTIONS_DISCOVERY_TIMEOUT: how long the Functions emulator waits for a new worker to
      // listen, 30 s by default. Past it the emulator logs "Failed to start functions" and leaves
      // the request unanswered (firebase-tools' handleHttpsTrigger returns without a response), so
      // Hosting answers 504 a minute later; a worker loading the render bundle on a machine busy with
      // two browsers can take longer than 30 s, and a late answer beats none.
      // NODE_OPTIONS: ./firebase-cli-guard.cjs, which keeps a reader's dropped download from
      // ending the CLI, and so every emulator.
      {
        env: {
          ...this.env,
          CI: 'true',
          FUNCTIONS_DISCOVERY_TIMEOUT: String(WORKER_START_SECONDS),
          NODE_OPTIONS: [this.env.NODE_OPTIONS, `--require=${FIREBASE_CLI_GUARD}`].filter(Boolean).join(' '),
        },
        logFile: path.join(LOG_DIR, 'firebase.log'),
      },
    );
    await waitFor('Hosting and the functions', functionsLoaded, this.processes, STACK_READY_MS);
    if (this.firestore.kind === 'firebase-cli') await loadFirestoreRules();
    else await registerFirestoreTriggers();
    // FM_LOCAL_MAIL_SWEEP=0: no sweep process, for a bench that runs its own (bench:send's delivery).
    if (this.env.FM_LOCAL_MAIL_SWEEP !== '0') this.startMailSweep();
    await startFunctionWorkers();
    log(`emulators ready (logs in ${path.relative(ROOT, LOG_DIR)}/)`);
  }

  /**
   * The sweep's schedule: no Cloud Scheduler runs locally (the Functions emulator leaves scheduled
   * functions out without a Pub/Sub emulator), so a process of the launcher's runs the same sweep
   * every few seconds (scripts/local-mail-sweep.ts).
   */
  private startMailSweep(): void {
    this.spawn('mail sweep', process.execPath, ['--import', 'tsx', path.join(ROOT, 'scripts/local-mail-sweep.ts')], {
      env: { ...this.env, SMTP_CONNECTION_URI: this.smtpConnectionUri, SMTP_PASSWORD: this.env.SMTP_PASSWORD ?? '' },
      logFile: path.join(LOG_DIR, 'mail-sweep.log'),
    });
  }

  private spawn(...args: ConstructorParameters<typeof ManagedProcess>): ManagedProcess {
    const process = new ManagedProcess(...args);
    this.processes.push(process);
    return process;
  }

  /** Rejects as soon as an emulator dies underneath the caller; never resolves. */
  async died(): Promise<never> {
    for (;;) {
      const dead = this.processes.find((p) => p.exited);
      if (dead && !this.stopping)
        throw new LaunchError(
          `${dead.name} exited (code ${dead.exitCode}). Last lines of ${dead.logFile}:\n${dead.tail()}`,
        );
      await sleep(1_000);
    }
  }

  /** Stops every process the stack started; safe to call more than once, and during start-up. */
  stop(): Promise<void> {
    this.stopping ??= (async () => {
      log('stopping the emulators');
      // The Firebase CLI shuts its emulators down cleanly on SIGINT.
      for (const process of [...this.processes].reverse())
        await process.stop(process.name === 'firebase' ? 'SIGINT' : 'SIGTERM');
      log('stopped');
    })();
    return this.stopping;
  }
}

/** Loads the sample content and the demo accounts (scripts/seed.ts: idempotent). */
export async function seed(env: NodeJS.ProcessEnv): Promise<void> {
  log('seeding sample content');
  if ((await run(process.execPath, ['--import', 'tsx', 'scripts/seed.ts'], env)) !== 0)
    throw new LaunchError('seeding failed');
}
