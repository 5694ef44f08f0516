// A reader's browser error reaches the owner: POST /api/client-errors logs it once, in the shape
// Error Reporting groups (functions/src/report-error.ts); a flood is limited, and a big body refused.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { CLIENT_ERRORS_PATH } from '@/domain/client-error';
import { LOG_DIR } from '../../scripts/lib/emulator-stack';
import { clearFirestore } from '../support/emulators';
import { api, uniqueIp, withRoomInRateWindow } from '../support/http';

/** The Firebase CLI's output, where the emulated functions' log lines land (one line per entry). */
const FUNCTIONS_LOG = path.join(LOG_DIR, 'firebase.log');
const logLinesWith = (marker: string) =>
  readFileSync(FUNCTIONS_LOG, 'utf8')
    .split('\n')
    .filter((line) => line.includes(marker));

const report = (message: string) => ({
  message,
  stack: `${message}\n    at render (${'/assets/index-abc123.js'}:1:2345)`,
  path: '/christian-dating-advice',
  browser: 'Chrome mobile',
});

async function logLinesOnceWritten(marker: string): Promise<string[]> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline && logLinesWith(marker).length === 0) await new Promise((r) => setTimeout(r, 250));
  return logLinesWith(marker);
}

/**
 * The lines the reports with these markers left in the log. The route logs before it answers, so
 * rather than wait out a deadline (for a line that should never come, or a second copy), a report
 * accepted afterwards (from a reader of its own, so no limit applies) marks the point the log has
 * reached: every line of the earlier requests, answered before it was even sent, is written by then.
 */
async function linesLeftBy(...markers: string[]): Promise<string[]> {
  const sentinel = `Error: sentinel-${Date.now()}-${Math.random().toString(36).slice(2)}`;
  const accepted = await api('POST', CLIENT_ERRORS_PATH, { json: report(sentinel), clientIp: uniqueIp() });
  expect(accepted.status).toBe(204);
  expect(await logLinesOnceWritten(sentinel)).toHaveLength(1);
  return markers.flatMap(logLinesWith);
}

beforeEach(async () => {
  await clearFirestore();
});

describe(`POST ${CLIENT_ERRORS_PATH}`, () => {
  it('logs a report once, as an error Error Reporting groups, and stores nothing', async () => {
    const marker = `TypeError: client-error-${Date.now()}-${Math.random().toString(36).slice(2)}`;
    const response = await api('POST', CLIENT_ERRORS_PATH, { json: report(marker), clientIp: uniqueIp() });
    expect(response.status).toBe(204);

    const lines = await linesLeftBy(marker);
    expect(lines).toHaveLength(1);
    const entry = JSON.parse(lines[0]!.slice(lines[0]!.indexOf('{'))) as Record<string, unknown>;
    expect(entry).toMatchObject({
      severity: 'ERROR',
      '@type': 'type.googleapis.com/google.devtools.clouderrorreporting.v1beta1.ReportedErrorEvent',
      serviceContext: { service: 'pwa' },
      context: { httpRequest: { url: '/christian-dating-advice', userAgent: 'Chrome mobile' } },
    });
    expect(entry.message).toMatch(new RegExp(`^${marker}\\n    at render`));
  });

  it('limits a flood from one client (429) and logs none of the refused reports', async () => {
    await withRoomInRateWindow(600);
    const clientIp = uniqueIp();
    const marker = `Error: flood-${Date.now()}`;
    const statuses: number[] = [];
    for (let i = 0; i < 12; i += 1) {
      statuses.push((await api('POST', CLIENT_ERRORS_PATH, { json: report(`${marker}-${i}`), clientIp })).status);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(204));
    expect(statuses.slice(10)).toEqual([429, 429]);
    expect(await linesLeftBy(`${marker}-10`, `${marker}-11`)).toEqual([]);
  });

  it('refuses a 64 KB body unread (413), and a report with a query or a stranger field (400)', async () => {
    const marker = `Error: big-${Date.now()}`;
    const big = await api('POST', CLIENT_ERRORS_PATH, {
      json: { ...report(marker), stack: 'x'.repeat(64 * 1024) },
      clientIp: uniqueIp(),
    });
    expect(big.status).toBe(413);
    const withQuery = await api('POST', CLIENT_ERRORS_PATH, {
      json: { ...report(marker), path: '/newsletter/confirm?token=abc' },
      clientIp: uniqueIp(),
    });
    expect(withQuery.status).toBe(400);
    const withEmail = await api('POST', CLIENT_ERRORS_PATH, {
      json: { ...report(marker), email: 'reader@example.com' },
      clientIp: uniqueIp(),
    });
    expect(withEmail.status).toBe(400);
    expect(await linesLeftBy(marker)).toEqual([]);
  });
});
