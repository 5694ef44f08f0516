// Secrets live in Secret Manager (`firebase functions:secrets:set`) and, locally, in files git
// ignores (functions/.secret.local, written by the launcher). functions/.env.<project-id> is meant
// to be committed: it holds the non-secret parameters, so it must never gain a secret.
import { execFileSync } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { newsletterTokenSecret } from '../../functions/src/params';

/**
 * A line assigning a value to a secret's name, as a dotenv file or a shell would. A Secret Manager
 * reference (`projects/…/secrets/…`, an extension's params file) is not a value.
 */
const SECRET_ASSIGNMENTS = [newsletterTokenSecret.name, 'SMTP_PASSWORD'].map(
  (name) => new RegExp(`^\\s*(?:export\\s+)?${name}\\s*=\\s*["']?(?!projects\\/)[^\\s"'$]`, 'm'),
);
const PATTERNS: Array<[string, RegExp]> = [
  ...SECRET_ASSIGNMENTS.map((pattern): [string, RegExp] => ['a secret assigned a value', pattern]),
  ['a private key', /-----BEGIN [A-Z ]*PRIVATE KEY-----/],
  ['a service account key', /"private_key_id"\s*:\s*"[0-9a-f]{16,}"/],
  ['an SMTP URI with a password', /smtps?:\/\/[^\s:/@"'`]+:[^\s@"'`]{6,}@/],
];

export function secretsIn(text: string): string[] {
  return PATTERNS.filter(([, pattern]) => pattern.test(text)).map(([what]) => what);
}

const tracked = execFileSync('git', ['ls-files', '-z'], { encoding: 'utf8' })
  .split('\0')
  .filter((file) => file && !file.startsWith('public/') && !/\.(png|jpe?g|webp|ico|pdf|woff2?)$/.test(file));

describe('secrets in git', () => {
  it('finds what it looks for', () => {
    expect(secretsIn(`${newsletterTokenSecret.name}=abcdefghijklmnopqrstuvwxyz0123456789`)).toHaveLength(1);
    // Put together here, so this file does not hold what it looks for.
    const uri = ['smtps://user', 's3cretpass@smtp.example.com:465'].join(':');
    expect(secretsIn(`export SMTP_CONNECTION_URI="${uri}"`)).toEqual(['an SMTP URI with a password']);
    expect(secretsIn('SMTP_PASSWORD=hunter22')).toEqual(['a secret assigned a value']);
    expect(secretsIn(['-----BEGIN RSA', 'PRIVATE KEY-----'].join(' '))).toHaveLength(1);
    // Mentions and references are not values.
    expect(secretsIn(`firebase functions:secrets:set ${newsletterTokenSecret.name}`)).toEqual([]);
    expect(secretsIn('SMTP_PASSWORD=projects/fm-prod/secrets/SMTP_PASSWORD/versions/1')).toEqual([]);
    expect(secretsIn('SMTP_CONNECTION_URI=smtps://apikey@smtp.provider.example:465')).toEqual([]);
  });

  it('keeps no secret in a tracked file', () => {
    const found = tracked.flatMap((file) => {
      if (!statSync(file, { throwIfNoEntry: false })?.isFile()) return [];
      return secretsIn(readFileSync(file, 'utf8')).map((what) => `${file}: ${what}`);
    });
    expect(found).toEqual([]);
  });

  it('tracks no local secret file', () => {
    expect(
      tracked.filter((file) => /(^|\/)\.secret(\.local)?$|\.secret\.local$|(^|\/)\.env\.local$/.test(file)),
    ).toEqual([]);
  });

  it('has git ignore the files the launcher writes', () => {
    const ignored = execFileSync(
      'git',
      ['check-ignore', '--no-index', 'functions/.secret.local', 'functions/.env.local'],
      { encoding: 'utf8' },
    );
    expect(ignored.trim().split('\n')).toEqual(['functions/.secret.local', 'functions/.env.local']);
  });
});
