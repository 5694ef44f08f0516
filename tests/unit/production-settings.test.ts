// A deployed function must not fall back to the emulator's defaults (emails linking to
// 127.0.0.1, owner notices going nowhere): it refuses to start instead.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { productionSettingProblems } from '../../functions/src/config';

const run = promisify(execFile);
const SECRET = 'a-random-secret-of-at-least-32-characters';
const COMPLETE = {
  SITE_URL: 'https://faithfulmatches.com',
  OWNER_EMAIL: 'owner@faithfulmatches.com',
  NEWSLETTER_TOKEN_SECRET: SECRET,
};

/** Loads the function's entry module in a fresh Node, as the runtime (or the deploy) does. */
async function loadFunction(env: Record<string, string>): Promise<{ ok: boolean; output: string }> {
  const base = { ...process.env };
  for (const name of [
    'FUNCTIONS_EMULATOR',
    'FUNCTIONS_CONTROL_API',
    'FUNCTION_TARGET',
    'SITE_URL',
    'OWNER_EMAIL',
    'NEWSLETTER_TOKEN_SECRET',
  ])
    delete base[name];
  try {
    const { stdout } = await run(
      process.execPath,
      [
        '--import',
        'tsx',
        '--input-type=module',
        '-e',
        "await import('./functions/src/index.ts'); console.log('started')",
      ],
      { env: { ...base, ...env }, timeout: 60_000 },
    );
    return { ok: true, output: stdout };
  } catch (error) {
    return { ok: false, output: String((error as { stderr?: string }).stderr ?? error) };
  }
}

describe('production settings', () => {
  it('lists each missing or malformed setting outside the emulator', () => {
    expect(productionSettingProblems({})).toEqual([
      expect.stringContaining('SITE_URL is not set'),
      expect.stringContaining('NEWSLETTER_TOKEN_SECRET must be set'),
      expect.stringContaining('OWNER_EMAIL is not set'),
    ]);
    expect(
      productionSettingProblems({
        SITE_URL: 'http://faithfulmatches.com',
        OWNER_EMAIL: 'owner',
        NEWSLETTER_TOKEN_SECRET: 'short',
      }),
    ).toEqual([
      expect.stringContaining('SITE_URL must be an https:// origin'),
      expect.stringContaining('NEWSLETTER_TOKEN_SECRET must be set'),
      expect.stringContaining('OWNER_EMAIL is not an email address'),
    ]);
    expect(
      productionSettingProblems({ SITE_URL: ' ', OWNER_EMAIL: ' ', NEWSLETTER_TOKEN_SECRET: SECRET }),
    ).toHaveLength(2);
    expect(productionSettingProblems(COMPLETE)).toEqual([]);
  });

  it('asks nothing of the emulator, which has local defaults', () => {
    expect(productionSettingProblems({ FUNCTIONS_EMULATOR: 'true' })).toEqual([]);
  });

  it('stops the function from starting without its settings, and names each', async () => {
    const result = await loadFunction({});
    expect(result.ok).toBe(false);
    expect(result.output).toContain('will not start without its production settings');
    expect(result.output).toContain('SITE_URL');
    expect(result.output).toContain('OWNER_EMAIL');
    expect(result.output).toContain('NEWSLETTER_TOKEN_SECRET');
  }, 90_000);

  it('starts with all of them set, and in the emulator without them', async () => {
    expect(await loadFunction(COMPLETE)).toMatchObject({ ok: true, output: expect.stringContaining('started') });
    expect(await loadFunction({ FUNCTIONS_EMULATOR: 'true' })).toMatchObject({ ok: true });
  }, 90_000);

  it('starts pages without the secret it does not bind, and lets the CLI read the declarations', async () => {
    const { NEWSLETTER_TOKEN_SECRET: _secret, ...withoutSecret } = COMPLETE;
    expect(await loadFunction({ ...withoutSecret, FUNCTION_TARGET: 'pages' })).toMatchObject({ ok: true });
    expect(await loadFunction({ ...withoutSecret, FUNCTION_TARGET: 'api' })).toMatchObject({ ok: false });
    // At deploy the CLI loads the module before any parameter has a value.
    expect(await loadFunction({ FUNCTIONS_CONTROL_API: 'true' })).toMatchObject({ ok: true });
  }, 120_000);
});
