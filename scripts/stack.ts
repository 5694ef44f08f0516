// The local stack launcher, used by `npm start`, the emulator test suites and the
// API bench. It starts Auth, Firestore, Functions and Hosting (and Storage where it
// can run), loads the Firestore rules, seeds, and stops every process it started.
//
//   node --import tsx scripts/stack.ts start [--no-build] [--no-seed]   run until Ctrl-C
//   node --import tsx scripts/stack.ts exec [--build] [--no-seed] -- CMD [ARGS...]
//
// Run with `node --import tsx`, not the `tsx` command: tsx's wrapper process
// SIGKILLs a child that is slow to acknowledge a signal, which would orphan the
// emulators this script is busy stopping.
//                                                          run CMD against the stack, then stop it
//
// Firestore: the Firebase CLI only starts its Java emulators on Java 21+ (and
// downloads their jars on first use). Where it can't, the Google Cloud CLI's
// Firestore emulator (which runs on Java 17) is started directly and the CLI is
// told about it through FIRESTORE_EMULATOR_HOST. The README lists what each needs.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, openSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import {
  DEMO_ACCOUNTS,
  DEMO_PROJECT_ID,
  EMULATORS,
  FIRESTORE_HOST,
  gcloudFirestoreJar,
  ROOT,
  SITE_URL,
  stackEnv,
  writeLocalFirebaseJson,
} from './lib/local-stack';

const LOG_DIR = path.join(ROOT, '.emulator-logs');
const FIRESTORE_READY_MS = 90_000;
const STACK_READY_MS = 180_000;
const STOP_GRACE_MS = 15_000;

type FirestoreMode = { kind: 'firebase-cli' } | { kind: 'gcloud'; jar: string };

class LaunchError extends Error {}

const log = (message: string) => console.log(`[stack] ${message}`);

function parseArgs(argv: string[]) {
  const [command, ...rest] = argv;
  const separator = rest.indexOf('--');
  const flags = new Set(separator === -1 ? rest : rest.slice(0, separator));
  const commandLine = separator === -1 ? [] : rest.slice(separator + 1);
  if (command !== 'start' && command !== 'exec') {
    throw new LaunchError(
      'usage: stack.ts start [--no-build] [--no-seed] | exec [--build] [--no-seed] -- CMD [ARGS...]',
    );
  }
  if (command === 'exec' && commandLine.length === 0) throw new LaunchError('exec needs a command after --');
  return {
    command,
    build: command === 'start' ? !flags.has('--no-build') : flags.has('--build'),
    seed: !flags.has('--no-seed'),
    commandLine,
  };
}

function javaMajorVersion(): number | null {
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

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

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

function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, env, stdio: 'inherit' });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 128 : 1)));
    child.on('error', (error) => {
      console.error(`[stack] could not run ${command}: ${error.message}`);
      resolve(127);
    });
  });
}

async function build(): Promise<void> {
  log('building the PWA and the functions (npm run build)');
  if ((await run('npm', ['run', 'build'])) !== 0) throw new LaunchError('the build failed');
}

function assertBuilt(): void {
  const missing = ['dist/app-shell.html', 'functions/lib/index.js', 'functions/lib/page-shell.html'].filter(
    (file) => !existsSync(path.join(ROOT, file)),
  );
  if (missing.length) throw new LaunchError(`missing ${missing.join(' and ')}: run \`npm run build\` first`);
}

async function main(): Promise<number> {
  const options = parseArgs(process.argv.slice(2));
  const firestore = chooseFirestore();
  const storage = firestore.kind === 'firebase-cli';
  const env = { ...process.env, ...stackEnv({ storage }), NO_UPDATE_NOTIFIER: '1' };

  await assertPortsFree([
    'hosting',
    'functions',
    'auth',
    'firestore',
    'hub',
    'logging',
    ...(storage ? (['storage'] as const) : []),
  ]);
  if (options.build) await build();
  assertBuilt();
  mkdirSync(LOG_DIR, { recursive: true });

  const processes: ManagedProcess[] = [];
  let stopping: Promise<void> | null = null;
  const stopAll = () => {
    stopping ??= (async () => {
      log('stopping the emulators');
      // The Firebase CLI shuts its emulators down cleanly on SIGINT.
      for (const process of [...processes].reverse())
        await process.stop(process.name === 'firebase' ? 'SIGINT' : 'SIGTERM');
      log('stopped');
    })();
    return stopping;
  };

  let interrupted = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (interrupted) return;
    interrupted = true;
    log(`${signal} received`);
    void stopAll().then(() => process.exit(130));
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);

  try {
    const only = ['auth', 'functions', 'hosting'];
    if (firestore.kind === 'gcloud') {
      log(`starting the Google Cloud CLI Firestore emulator on ${FIRESTORE_HOST} (Java ${javaMajorVersion()})`);
      const java = new ManagedProcess(
        'firestore',
        'java',
        [
          '-Duser.language=en',
          '-cp',
          firestore.jar,
          'com.google.cloud.datastore.emulator.firestore.CloudFirestore',
          'start',
          `--host=${EMULATORS.firestore.host}`,
          `--port=${EMULATORS.firestore.port}`,
        ],
        { logFile: path.join(LOG_DIR, 'firestore.log') },
      );
      processes.push(java);
      await waitFor('the Firestore emulator', () => httpOk(`http://${FIRESTORE_HOST}/`), [java], FIRESTORE_READY_MS);
      await loadFirestoreRules();
      log('Firestore ready; rules loaded');
    } else {
      only.push('firestore', 'storage');
    }

    log(`starting the Firebase emulators: ${only.join(', ')}`);
    const firebaseBin = path.join(ROOT, 'node_modules/.bin/firebase');
    const firebase = new ManagedProcess(
      'firebase',
      firebaseBin,
      ['emulators:start', '--only', only.join(','), '--project', DEMO_PROJECT_ID, '--config', writeLocalFirebaseJson()],
      // CI=true: the CLI then skips fetching its message of the day from the internet.
      { env: { ...env, CI: 'true' }, logFile: path.join(LOG_DIR, 'firebase.log') },
    );
    processes.push(firebase);
    await waitFor('the API behind Hosting', () => httpOk(`${SITE_URL}/api/health`), processes, STACK_READY_MS);
    if (firestore.kind === 'firebase-cli') await loadFirestoreRules();
    log(`emulators ready (logs in ${path.relative(ROOT, LOG_DIR)}/)`);

    if (options.seed) {
      log('seeding sample content');
      if ((await run(process.execPath, ['--import', 'tsx', 'scripts/seed.ts'], env)) !== 0)
        throw new LaunchError('seeding failed');
    }

    if (options.command === 'exec') {
      log(`running: ${options.commandLine.join(' ')}`);
      const [command, ...args] = options.commandLine;
      const code = await run(command!, args, env);
      await stopAll();
      return code;
    }

    console.log(`
  Faithful Matches is running: ${SITE_URL}

  Demo accounts (Auth emulator only):
    admin   ${DEMO_ACCOUNTS.admin.email} / ${DEMO_ACCOUNTS.admin.password}
    reader  ${DEMO_ACCOUNTS.reader.email} / ${DEMO_ACCOUNTS.reader.password}
${storage ? '' : '\n  No Storage emulator on this machine (it needs Java 21+): image upload answers 503; use an image URL.\n'}
  Press Ctrl-C to stop.
`);
    // Stay up until a signal arrives, or an emulator dies underneath us.
    for (;;) {
      const dead = processes.find((p) => p.exited);
      if (dead)
        throw new LaunchError(
          `${dead.name} exited (code ${dead.exitCode}). Last lines of ${dead.logFile}:\n${dead.tail()}`,
        );
      await sleep(1_000);
    }
  } catch (error) {
    await stopAll();
    throw error;
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(
      `[stack] ${error instanceof LaunchError ? error.message : error instanceof Error ? error.stack : String(error)}`,
    );
    process.exit(1);
  },
);
