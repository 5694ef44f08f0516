// Where a public page's blocking time goes: `npm run bench:trace [-- PATH]` (build first; runs inside
// `scripts/stack.ts exec`, which seeds). It opens PATH (Home by default) once as a first-time reader
// on a Pixel 7 profile, with the CPU slowed 4× as Lighthouse's phone is, records a Chromium trace and
// a sampled JavaScript profile, and prints every main-thread task of 50 ms or more after the first
// paint (each counts toward Total Blocking Time beyond its first 50 ms) with what it spent the most
// time in. Then it loads the page TRACE_RUNS more times (5 by default), fresh each time, and prints
// the median of the main thread's whole work per visit: all script, and all tasks. Not part of
// `npm test`.
//
// TRACE_PROFILE=FILE also writes the JavaScript profile there, for Chrome DevTools' Performance panel
// or a script of one's own. Built with `npx vite build --sourcemap`, its frames map back to the
// source's names: how hydration's synchronous re-render was found (docs/measurements.md).
import { writeFileSync } from 'node:fs';
import { chromium, devices, type Browser } from '@playwright/test';
import { SITE_URL } from './lib/local-stack';
import { medianAndRange } from './lib/runs-summary';

const CPU_SLOWDOWN = 4;
const LONG_TASK_MS = 50;
// A task's top-level event; Chromium has named it both ways.
const TASK_NAMES = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { data?: { url?: string }; beginData?: { url?: string } };
}
interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

const ms = (microseconds: number) => Math.round(microseconds / 1000);
const fileOf = (url: string) => url.split('/').pop() || url;
const top = (totals: Map<string, number>, count: number) =>
  [...totals]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .filter(([, time]) => ms(time) > 0)
    .map(([name, time]) => `${name} ${ms(time)} ms`)
    .join(', ');

async function main() {
  const path = process.argv[2] ?? '/';
  const url = new URL(path, SITE_URL).href;
  // As the CDN would have it: the function's first render is not the reader's.
  await fetch(url);
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
  try {
    const context = await browser.newContext({ ...devices['Pixel 7'] });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
    await browser.startTracing(page, { categories: ['devtools.timeline', 'toplevel', 'v8.execute', 'loading'] });
    await cdp.send('Profiler.start');
    await page.goto(url, { waitUntil: 'networkidle' });
    // The quiet window after the network settles, where a late task would still count.
    await page.waitForTimeout(2_000);
    const { profile } = (await cdp.send('Profiler.stop')) as { profile: Profile };
    if (process.env.TRACE_PROFILE) writeFileSync(process.env.TRACE_PROFILE, JSON.stringify(profile));
    const { traceEvents } = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
    report(path, traceEvents, profile);
    await reportMainThread(browser, url, path);
  } finally {
    await browser.close();
  }
}

/** Fresh visits measured for the main thread's whole work, whatever the length of its tasks. */
const MAIN_THREAD_RUNS = Number(process.env.TRACE_RUNS ?? 5);

/**
 * The main thread's work per fresh visit, until the network is idle and a second after: all of its
 * script, and all of its tasks (script, style, layout, paint), with the CPU slowed as above. Unlike
 * the long tasks, which come and go with how the work happens to be cut, this is what the page's
 * code costs a phone, and it moves with the code, not with the machine's mood.
 */
async function reportMainThread(browser: Browser, url: string, path: string) {
  const visits: { script: number; tasks: number }[] = [];
  for (let run = 0; run < MAIN_THREAD_RUNS; run++) {
    const context = await browser.newContext({ ...devices['Pixel 7'] });
    try {
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
      await cdp.send('Performance.enable');
      await page.goto(url, { waitUntil: 'networkidle' });
      await page.waitForTimeout(1_000);
      const { metrics } = (await cdp.send('Performance.getMetrics')) as { metrics: { name: string; value: number }[] };
      // Seconds, in the microseconds the trace's figures use.
      const metric = (name: string) => (metrics.find((one) => one.name === name)?.value ?? 0) * 1_000_000;
      visits.push({ script: metric('ScriptDuration'), tasks: metric('TaskDuration') });
    } finally {
      await context.close();
    }
  }
  const summary = (values: number[]) => medianAndRange(values, (value) => `${ms(value)} ms`);
  console.log(
    `[trace] ${path}: main thread per fresh visit, median (range) of ${MAIN_THREAD_RUNS}, CPU slowed ${CPU_SLOWDOWN}×: ` +
      `script ${summary(visits.map((visit) => visit.script))}, all tasks ${summary(visits.map((visit) => visit.tasks))}`,
  );
}

function report(path: string, events: TraceEvent[], profile: Profile) {
  // The page's renderer thread: the one that parsed the page's own HTML.
  const parse = events.find((e) => e.name === 'ParseHTML' && e.args?.beginData?.url?.startsWith(SITE_URL));
  if (!parse) throw new Error(`no parse of ${SITE_URL} in the trace`);
  const onMain = (e: TraceEvent) => e.pid === parse.pid && e.tid === parse.tid && e.ph === 'X';
  const firstPaint = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === parse.pid)?.ts ?? parse.ts;
  const start = events.find((e) => e.name === 'navigationStart' && e.pid === parse.pid)?.ts ?? parse.ts;
  const tasks = events.filter(
    (e) => onMain(e) && TASK_NAMES.has(e.name) && (e.dur ?? 0) >= LONG_TASK_MS * 1000 && e.ts >= firstPaint,
  );

  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parents = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id);
  /** The sample's script: the innermost frame with a URL, or the native work it is in. */
  const sampleScript = (id: number) => {
    for (let at: number | undefined = id; at !== undefined; at = parents.get(at)) {
      const frame = nodes.get(at)!.callFrame;
      if (frame.url) return fileOf(frame.url);
    }
    return nodes.get(id)!.callFrame.functionName || '(native)';
  };
  const sampleTimes: number[] = [];
  let clock = profile.startTime;
  for (const delta of profile.timeDeltas) sampleTimes.push((clock += delta));

  console.log(`[trace] ${path}: first paint at ${ms(firstPaint - start)} ms (CPU slowed ${CPU_SLOWDOWN}×)`);
  console.log(`[trace] ${tasks.length} task(s) of ${LONG_TASK_MS} ms or more after it:`);
  let blocking = 0;
  for (const task of tasks) {
    const end = task.ts + task.dur!;
    blocking += Math.max(0, ms(task.dur!) - LONG_TASK_MS);
    const browserWork = new Map<string, number>();
    for (const e of events)
      if (onMain(e) && e !== task && e.ts >= task.ts && e.ts < end && !TASK_NAMES.has(e.name))
        browserWork.set(e.name, (browserWork.get(e.name) ?? 0) + (e.dur ?? 0));
    const scripts = new Map<string, number>();
    const functions = new Map<string, number>();
    sampleTimes.forEach((time, index) => {
      if (time < task.ts || time > end) return;
      const node = nodes.get(profile.samples[index]!)!;
      const name = node.callFrame.functionName;
      if (name === '(idle)' || name === '(program)' || name === '(root)') return;
      const delta = profile.timeDeltas[index + 1] ?? 0;
      const script = sampleScript(node.id);
      scripts.set(script, (scripts.get(script) ?? 0) + delta);
      const label = `${name || '(anonymous)'}${node.callFrame.url ? ` (${fileOf(node.callFrame.url)})` : ''}`;
      functions.set(label, (functions.get(label) ?? 0) + delta);
    });
    console.log(`  at ${ms(task.ts - start)} ms, ${ms(task.dur!)} ms`);
    console.log(`    trace:   ${top(browserWork, 4)}`);
    if (scripts.size) console.log(`    scripts: ${top(scripts, 4)}`);
    if (functions.size) console.log(`    busiest: ${top(functions, 4)}`);
  }
  console.log(`[trace] blocking time of these tasks (beyond 50 ms each): ${blocking} ms`);
}

main().catch((error: unknown) => {
  console.error('[trace] failed:', error instanceof Error ? error.message : error);
  process.exit(1);
});
