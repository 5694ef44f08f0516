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
  SMTP_CONNECTION_URI: 'smtps://mailer@smtp.provider.example:465',
  SMTP_PASSWORD: 'the-providers-password',
  DEFAULT_FROM: 'Faithful Matches <hello@faithfulmatches.com>',
};

/** Loads the function's entry module in a fresh Node, as the runtime (or the deploy) does. */
async function loadFunction(
  env: Record<string, string>,
  script = "await import('./functions/src/index.ts'); console.log('started')",
): Promise<{ ok: boolean; output: string }> {
  const base = { ...process.env };
  for (const name of [
    'FUNCTIONS_EMULATOR',
    'FUNCTIONS_CONTROL_API',
    'FUNCTION_TARGET',
    'GCLOUD_PROJECT',
    'SITE_URL',
    'OWNER_EMAIL',
    'NEWSLETTER_TOKEN_SECRET',
    'SMTP_CONNECTION_URI',
    'SMTP_PASSWORD',
    'DEFAULT_FROM',
  ])
    delete base[name];
  try {
    const { stdout } = await run(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      env: { ...base, ...env },
      timeout: 60_000,
    });
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
      expect.stringContaining('SMTP_CONNECTION_URI is not set'),
      expect.stringContaining('DEFAULT_FROM is not an address'),
      expect.stringContaining('OWNER_EMAIL is not set'),
    ]);
    expect(
      productionSettingProblems({
        SITE_URL: 'http://faithfulmatches.com',
        OWNER_EMAIL: 'owner',
        NEWSLETTER_TOKEN_SECRET: 'short',
        // Put together here, so no tracked file holds what tracked-secrets.test.ts looks for.
        SMTP_CONNECTION_URI: ['smtps://mailer', 'hunter22@smtp.provider.example:465'].join(':'),
        DEFAULT_FROM: 'Faithful Matches',
      }),
    ).toEqual([
      expect.stringContaining('SITE_URL must be an https:// origin'),
      expect.stringContaining('NEWSLETTER_TOKEN_SECRET must be set'),
      expect.stringContaining('SMTP_CONNECTION_URI must be smtp:// or smtps:// with no password in it'),
      expect.stringContaining('DEFAULT_FROM is not an address'),
      expect.stringContaining('SMTP_PASSWORD is not set'),
      expect.stringContaining('OWNER_EMAIL is not an email address'),
    ]);
    expect(productionSettingProblems({ ...COMPLETE, SITE_URL: ' ', OWNER_EMAIL: ' ' })).toHaveLength(2);
    expect(productionSettingProblems(COMPLETE)).toEqual([]);
    // A server that takes mail without a login needs no password.
    const { SMTP_PASSWORD: _password, ...noLogin } = COMPLETE;
    expect(productionSettingProblems({ ...noLogin, SMTP_CONNECTION_URI: 'smtp://relay.internal:25' })).toEqual([]);
    // Each function is checked for what it binds: the HTTP functions send no mail themselves.
    expect(productionSettingProblems({ ...noLogin, SMTP_CONNECTION_URI: '', FUNCTION_TARGET: 'api' })).toEqual([]);
    expect(
      productionSettingProblems({
        ...COMPLETE,
        NEWSLETTER_TOKEN_SECRET: '',
        SMTP_CONNECTION_URI: '',
        FUNCTION_TARGET: 'deliverMail',
      }),
    ).toEqual([expect.stringContaining('SMTP_CONNECTION_URI is not set')]);
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

  it('refuses to start either function without the secret both bind, and lets the CLI read the declarations', async () => {
    const { NEWSLETTER_TOKEN_SECRET: _secret, ...withoutSecret } = COMPLETE;
    for (const target of ['api', 'pages']) {
      const refused = await loadFunction({ ...withoutSecret, FUNCTION_TARGET: target });
      expect(refused, target).toMatchObject({ ok: false });
      expect(refused.output, target).toContain(`The ${target} function will not start`);
      expect(refused.output, target).toContain('NEWSLETTER_TOKEN_SECRET');
      expect(await loadFunction({ ...COMPLETE, FUNCTION_TARGET: target }), target).toMatchObject({ ok: true });
    }
    // At deploy the CLI loads the module before any parameter has a value.
    expect(await loadFunction({ FUNCTIONS_CONTROL_API: 'true' })).toMatchObject({ ok: true });
  }, 180_000);

  it('never signs with the local value outside the emulators: the secret fails closed', async () => {
    const read = (env: Record<string, string>) =>
      loadFunction(
        env,
        "const m = await import('./functions/src/config.ts'); console.log((m.config ?? m.default.config).newsletterTokenSecret)",
      );
    // Past the start-up check (a module that reads config without index.ts), the getter refuses too.
    const production = await read({
      SITE_URL: COMPLETE.SITE_URL,
      OWNER_EMAIL: COMPLETE.OWNER_EMAIL,
      FUNCTION_TARGET: 'pages',
    });
    expect(production.ok).toBe(false);
    expect(production.output).toContain('NEWSLETTER_TOKEN_SECRET has no value in the function pages');
    expect(await read({ ...COMPLETE, FUNCTION_TARGET: 'pages' })).toMatchObject({ ok: true, output: `${SECRET}\n` });
    // The emulators, and a demo- project's in-process app, sign with the local value.
    expect((await read({ FUNCTIONS_EMULATOR: 'true' })).output).toContain('local-emulator-newsletter-token-secret');
    expect((await read({ GCLOUD_PROJECT: 'demo-faithful-matches' })).output).toContain('local-emulator');
  }, 120_000);
});
