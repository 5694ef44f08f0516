// `npm test`: every suite, by the shortest route two cores allow, with each phase's time at the end.
//
//   1. the build (the emulators load the built functions);
//   2. lint, typecheck and the unit tests while the emulators start;
//   3. on that one stack, alone: the rules and API suite, then (on a clean, seeded database) the
//      end-to-end suite; the stack stops;
//   4. the launcher's own tests, which start and stop `npm start` themselves.
//
// A phase that fails stops the run after the phases beside it finish; the table still prints.
// Run with `node --import tsx` (see scripts/stack.ts: signals must reach this process, not a wrapper).
import { spawn } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { EmulatorStack, emulatorProblems, LaunchError, seed, TEST_STACK_SETTINGS } from './lib/emulator-stack';
import { AUTH_HOST, DEMO_PROJECT_ID, FIRESTORE_HOST, ROOT } from './lib/local-stack';

export const E2E_REPORT = 'reports/e2e.json';
const SLOWEST_SHOWN = 15;

interface PhaseResult {
  name: string;
  seconds: number;
  ok: boolean;
}

const results: PhaseResult[] = [];

class PhaseFailed extends Error {}

/** Runs a command with each line of its output marked with the phase's name (phases run side by side). */
function command(name: string, cmd: string, args: string[], env: NodeJS.ProcessEnv = process.env): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    const prefix = `[${name}] `;
    for (const stream of [child.stdout, child.stderr]) {
      let pending = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => {
        const lines = (pending + chunk).split('\n');
        pending = lines.pop()!;
        for (const line of lines) process.stdout.write(`${prefix}${line}\n`);
      });
      stream.on('end', () => pending && process.stdout.write(`${prefix}${pending}\n`));
    }
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new PhaseFailed(`${name}: exit ${code ?? signal}`)),
    );
  });
}

async function phase(name: string, work: () => Promise<void>): Promise<void> {
  const started = performance.now();
  console.log(`[test] ${name}: started`);
  let ok = false;
  try {
    await work();
    ok = true;
  } finally {
    const seconds = (performance.now() - started) / 1000;
    results.push({ name, seconds, ok });
    console.log(`[test] ${name}: ${ok ? 'passed' : 'FAILED'} in ${seconds.toFixed(1)} s`);
  }
}

/** Phases side by side: all finish, then the first failure (if any) stops the run. */
async function together(...phases: Array<Promise<void>>): Promise<void> {
  const settled = await Promise.allSettled(phases);
  const failed = settled.find((outcome) => outcome.status === 'rejected');
  if (failed) throw (failed as PromiseRejectedResult).reason;
}

const npm = (name: string, script: string, env?: NodeJS.ProcessEnv) =>
  phase(name, () => command(name, 'npm', ['run', '--silent', script], env));

const vitest = (name: string, project: string, env?: NodeJS.ProcessEnv) =>
  phase(name, () => command(name, 'npx', ['vitest', 'run', '--project', project], env));

async function emulatorDelete(url: string): Promise<void> {
  const response = await fetch(url, { method: 'DELETE' });
  if (!response.ok) throw new LaunchError(`DELETE ${url}: ${response.status} ${await response.text()}`);
}

/** What the API suite left behind (its rate counters, its accounts) goes before the sample content comes. */
async function freshSampleContent(env: NodeJS.ProcessEnv): Promise<void> {
  await emulatorDelete(
    `http://${FIRESTORE_HOST}/emulator/v1/projects/${DEMO_PROJECT_ID}/databases/(default)/documents`,
  );
  await emulatorDelete(`http://${AUTH_HOST}/emulator/v1/projects/${DEMO_PROJECT_ID}/accounts`);
  await seed(env);
}

interface PlaywrightReport {
  suites: PlaywrightSuite[];
}
interface PlaywrightSuite {
  file: string;
  specs?: Array<{ title: string; tests: Array<{ projectName: string; results: Array<{ duration: number }> }> }>;
  suites?: PlaywrightSuite[];
}

function slowestEndToEndTests(): string[] {
  let report: PlaywrightReport;
  try {
    report = JSON.parse(readFileSync(path.join(ROOT, E2E_REPORT), 'utf8')) as PlaywrightReport;
  } catch {
    return [];
  }
  const rows: Array<{ seconds: number; label: string }> = [];
  const walk = (suite: PlaywrightSuite) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests)
        for (const result of test.results)
          rows.push({ seconds: result.duration / 1000, label: `${suite.file} › ${spec.title} [${test.projectName}]` });
    suite.suites?.forEach(walk);
  };
  report.suites.forEach(walk);
  return rows
    .sort((a, b) => b.seconds - a.seconds)
    .slice(0, SLOWEST_SHOWN)
    .map(({ seconds, label }) => `${seconds.toFixed(1).padStart(6)} s  ${label}`);
}

function printSummary(totalSeconds: number): void {
  const width = Math.max(...results.map((r) => r.name.length), 'total'.length);
  console.log('\n[test] phases (side-by-side phases overlap, so they add up to more than the total):');
  for (const { name, seconds, ok } of results)
    console.log(`  ${name.padEnd(width)}  ${seconds.toFixed(1).padStart(6)} s  ${ok ? 'passed' : 'FAILED'}`);
  console.log(`  ${'total'.padEnd(width)}  ${totalSeconds.toFixed(1).padStart(6)} s`);
  const slowest = slowestEndToEndTests();
  if (slowest.length) console.log(`\n[test] the ${slowest.length} slowest end-to-end tests:\n${slowest.join('\n')}`);
}

async function main(): Promise<void> {
  const stack = new EmulatorStack(TEST_STACK_SETTINGS);
  let interrupted = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (interrupted) return;
    interrupted = true;
    console.log(`[test] ${signal} received`);
    void stack.stop().then(() => process.exit(130));
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);

  // A report from an earlier run would be printed as this one's slowest tests.
  rmSync(path.join(ROOT, E2E_REPORT), { force: true });
  // The emulators load the built functions, so the build comes first, alone (it uses both cores).
  await npm('build', 'build');
  try {
    // Lint, typecheck and the unit tests need no stack: they run while it starts (a start is mostly
    // waiting on the JVM and the CLI). The stack's suites then run alone: the API suite's
    // concurrent requests missed their 8 s deadline with the unit tests beside them.
    await together(
      npm('lint', 'lint'),
      npm('typecheck', 'typecheck'),
      vitest('unit tests', 'unit-*'),
      phase('emulators start', () => stack.start({ seed: false })),
    );
    await Promise.race([
      (async () => {
        await vitest('rules and API tests', 'emulator', stack.env);
        await phase('sample content', () => freshSampleContent(stack.env));
        await phase('end-to-end tests', () =>
          command('e2e', 'npx', ['playwright', 'test'], { ...stack.env, FM_E2E_REPORT: E2E_REPORT }),
        );
      })(),
      stack.died(),
    ]);
  } finally {
    await phase('emulators stop', () => stack.stop());
  }
  await vitest('launcher tests', 'stack');
}

const started = performance.now();
main().then(
  () => {
    printSummary((performance.now() - started) / 1000);
    console.log('\n[test] every suite passed');
    process.exit(0);
  },
  (error: unknown) => {
    printSummary((performance.now() - started) / 1000);
    const message =
      error instanceof PhaseFailed || error instanceof LaunchError
        ? error.message
        : error instanceof Error
          ? error.stack
          : String(error);
    console.error(`\n[test] ${message}`);
    const problems = emulatorProblems();
    if (problems.length)
      console.error(
        `\n[test] what the Firebase emulators logged as going wrong (last ${problems.length}):\n${problems.join('\n')}`,
      );
    process.exit(1);
  },
);
