// `npm run deploy:check` on a fresh clone (no settings: it must name each missing one) and on a
// fully set example project (made-up values: it must pass), each in a directory of its own.
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { FUNCTION_SECRETS, INT_PARAMS } from '../../functions/src/params';
import { BUILD_INFO_FILE, checkDeploy, type BuildInfo } from '../../scripts/lib/deploy-check';
import { localFirebaseJson } from '../../scripts/lib/local-stack';

const COMMIT = 'c0ffee0000000000000000000000000000000000';
const NOW = new Date('2026-11-25T12:00:00Z');
const roots: string[] = [];

/** What a fresh clone holds that the check reads: the committed files, nothing a project adds. */
function freshClone(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'deploy-check-'));
  roots.push(root);
  for (const file of ['firebase.json', '.firebaserc']) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    cpSync(file, path.join(root, file));
  }
  return root;
}

function write(root: string, file: string, text: string) {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
}

/** The settings the README's first deploy writes in functions/.env.<project-id>, made up. */
const SETTINGS: Record<string, string> = {
  SITE_URL: 'https://faithfulmatches.example',
  OWNER_EMAIL: 'owner@faithfulmatches.example',
  SMTP_CONNECTION_URI: 'smtps://apikey@smtp.provider.example:465',
  DEFAULT_FROM: '"Faithful Matches <hello@faithfulmatches.example>"',
  DEFAULT_REPLY_TO: 'owner@faithfulmatches.example',
  ...Object.fromEntries(INT_PARAMS.map((param) => [param.name, String(param.options.default)])),
};

/** Writes the project's settings: SETTINGS with `changes` (undefined leaves a line out). */
function writeSettings(root: string, changes: Record<string, string | undefined> = {}) {
  const settings = Object.entries({ ...SETTINGS, ...changes }).filter(([, value]) => value !== undefined);
  write(root, 'functions/.env.fm-example', settings.map(([name, value]) => `${name}=${value}`).join('\n'));
}

/** A project set up as the README's first deploy leaves it. */
function exampleProject(changes: Record<string, string | undefined> = {}): string {
  const root = freshClone();
  writeSettings(root, changes);
  write(root, BUILD_INFO_FILE, JSON.stringify(builtInfo()));
  return root;
}

/** A build's record of itself, as scripts/build-functions.ts writes it. */
function builtInfo(overrides: Partial<BuildInfo> = {}): BuildInfo {
  return {
    commit: COMMIT,
    dirty: false,
    builtAt: NOW.toISOString(),
    boundSecrets: Object.fromEntries(
      Object.entries(FUNCTION_SECRETS).map(([name, secrets]) => [name, secrets.map((secret) => secret.name)]),
    ),
    ...overrides,
  };
}

const problemsOf = (root: string, project = 'fm-example', headCommit: string | undefined = COMMIT) =>
  checkDeploy({ root, project, now: NOW, headCommit }).problems.map((p) => p.problem);

afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

describe('deploy:check', () => {
  it('names each missing setting on a fresh clone, with a fix for each', () => {
    const root = freshClone();
    const { problems } = checkDeploy({ root, project: 'fm-example', now: NOW, headCommit: COMMIT });
    const named = problems.map((p) => p.problem).join('\n');
    expect(named).toContain('functions/.env.fm-example is missing');
    for (const name of Object.keys(SETTINGS)) expect(named).toContain(`${name} is not set`);
    expect(named).toContain('MAIL_PER_SECOND is not set');
    expect(named).toContain('MAIL_MAX_ATTEMPTS is not set');
    expect(named).toContain('no build');
    for (const { fix } of problems) expect(fix).not.toBe('');
  });

  it('passes a fully set example project, and still reminds of what it cannot see', () => {
    const result = checkDeploy({ root: exampleProject(), project: 'fm-example', now: NOW, headCommit: COMMIT });
    expect(result.problems).toEqual([]);
    expect(result.reminders.join('\n')).toContain('functions:secrets:set NEWSLETTER_TOKEN_SECRET --project fm-example');
    expect(result.reminders.join('\n')).toContain('https://faithfulmatches.example/__/firebase/init.json');
    expect(result.reminders.join('\n')).toContain('functions:secrets:set SMTP_PASSWORD --project fm-example');
    expect(result.reminders.join('\n')).toContain('ext:uninstall firestore-send-email --project fm-example');
  });

  it('resolves a .firebaserc alias to its project', () => {
    const root = exampleProject();
    write(root, '.firebaserc', JSON.stringify({ projects: { prod: 'fm-example' } }));
    expect(checkDeploy({ root, project: 'prod', now: NOW, headCommit: COMMIT })).toMatchObject({
      projectId: 'fm-example',
      problems: [],
    });
  });

  it('refuses http, a secret in the committed settings, a demo project, and a build of another commit', () => {
    const root = exampleProject();
    write(
      root,
      'functions/.env',
      'SITE_URL=http://faithfulmatches.example\nNEWSLETTER_TOKEN_SECRET=0123456789abcdef0123456789abcdef\n',
    );
    write(
      root,
      'functions/.env.fm-example',
      INT_PARAMS.map((p) => `${p.name}=1`).join('\n') + '\nOWNER_EMAIL=x@y.example',
    );
    write(root, '.firebaserc', JSON.stringify({ projects: { default: 'demo-faithful-matches' } }));
    const problems = problemsOf(root, 'fm-example', 'another0000000000000000000000000000000000').join('\n');
    expect(problems).toContain('SITE_URL must be an https:// origin');
    expect(problems).toContain('NEWSLETTER_TOKEN_SECRET is in a functions/.env file');
    expect(problems).toContain('default project is demo-faithful-matches');
    expect(problems).toContain('the build is of commit c0ffee000000');
    expect(problemsOf(exampleProject(), 'demo-faithful-matches').join('\n')).toContain('is a demo- project');
  });

  it('refuses a build with uncommitted changes, and a decommissioned runtime', () => {
    const root = exampleProject();
    write(root, BUILD_INFO_FILE, JSON.stringify(builtInfo({ dirty: true })));
    expect(problemsOf(root)).toEqual(['the build included uncommitted changes to tracked files']);
    const later = checkDeploy({
      root: exampleProject(),
      project: 'fm-example',
      now: new Date('2030-01-01'),
      headCommit: COMMIT,
    });
    expect(later.problems.map((p) => p.problem).join('\n')).toMatch(/runtime nodejs\d+ was decommissioned/);
  });

  it('names each function that reads a secret it does not bind', () => {
    const root = exampleProject();
    write(
      root,
      BUILD_INFO_FILE,
      JSON.stringify(
        builtInfo({
          boundSecrets: {
            api: ['NEWSLETTER_TOKEN_SECRET'],
            pages: [],
            deliverMail: [],
            deliverDueMail: ['SMTP_PASSWORD'],
          },
        }),
      ),
    );
    expect(problemsOf(root)).toEqual([
      'the function pages needs the secret NEWSLETTER_TOKEN_SECRET but does not bind it',
      'the function deliverMail needs the secret SMTP_PASSWORD but does not bind it',
    ]);
    // A build from before the build recorded them cannot vouch for any.
    const { boundSecrets: _unknown, ...older } = builtInfo();
    write(root, BUILD_INFO_FILE, JSON.stringify(older));
    expect(problemsOf(root)).toEqual([
      'the build does not show which secrets the function api binds (NEWSLETTER_TOKEN_SECRET is needed)',
      'the build does not show which secrets the function pages binds (NEWSLETTER_TOKEN_SECRET is needed)',
      'the build does not show which secrets the function deliverMail binds (SMTP_PASSWORD is needed)',
      'the build does not show which secrets the function deliverDueMail binds (SMTP_PASSWORD is needed)',
    ]);
    const { reminders } = checkDeploy({ root: exampleProject(), project: 'fm-example', now: NOW, headCommit: COMMIT });
    expect(reminders.join('\n')).toContain(
      'NEWSLETTER_TOKEN_SECRET (read by api and pages) must exist in Secret Manager',
    );
  });

  it('refuses a project with no mail server or no sender, each with its line to write', () => {
    const { problems } = checkDeploy({
      root: exampleProject({ SMTP_CONNECTION_URI: undefined, DEFAULT_FROM: undefined }),
      project: 'fm-example',
      now: NOW,
      headCommit: COMMIT,
    });
    expect(problems).toEqual([
      {
        problem: 'SMTP_CONNECTION_URI is not set: no mail would be sent',
        fix: expect.stringContaining('functions/.env.fm-example: SMTP_CONNECTION_URI=smtps://') as unknown,
      },
      {
        problem: 'DEFAULT_FROM is not set: mail would have no sender',
        fix: expect.stringContaining('functions/.env.fm-example: DEFAULT_FROM=') as unknown,
      },
    ]);
    // An empty value is no server either.
    expect(problemsOf(exampleProject({ SMTP_CONNECTION_URI: '' }))).toEqual([
      'SMTP_CONNECTION_URI is not set: no mail would be sent',
    ]);
  });

  it('refuses a password inside SMTP_CONNECTION_URI without repeating it, and says to use the secret', () => {
    for (const password of ['hunter22-do-not-print', 'slash/and@at-do-not-print']) {
      const uri = ['smtps://apikey', `${password}@smtp.provider.example:465`].join(':');
      const { problems, reminders } = checkDeploy({
        root: exampleProject({ SMTP_CONNECTION_URI: uri }),
        project: 'fm-example',
        now: NOW,
        headCommit: COMMIT,
      });
      expect(problems.map((p) => p.problem)).toEqual([
        'SMTP_CONNECTION_URI has a password in it, in a file that is committed',
      ]);
      expect(problems[0]!.fix).toContain('npx firebase functions:secrets:set SMTP_PASSWORD --project fm-example');
      expect(JSON.stringify({ problems, reminders })).not.toContain('do-not-print');
    }
  });

  it('refuses a URI that is not smtp:// or smtps:// with a host and a port, and a sender that is no address', () => {
    expect(problemsOf(exampleProject({ SMTP_CONNECTION_URI: 'https://smtp.provider.example' }))).toEqual([
      'SMTP_CONNECTION_URI must be smtp:// or smtps://, an optional user, a host and a port, got "https://smtp.provider.example"',
    ]);
    expect(problemsOf(exampleProject({ SMTP_CONNECTION_URI: 'smtps://apikey@smtp.provider.example' }))).toHaveLength(1);
    expect(problemsOf(exampleProject({ DEFAULT_FROM: 'Faithful Matches' }))).toEqual([
      'DEFAULT_FROM is not an address: "Faithful Matches"',
    ]);
    // A bare address is a sender too, and a server without a login needs no user.
    expect(
      problemsOf(
        exampleProject({
          DEFAULT_FROM: 'hello@faithfulmatches.example',
          SMTP_CONNECTION_URI: 'smtp://relay.example:587',
        }),
      ),
    ).toEqual([]);
  });

  it('wants DEFAULT_REPLY_TO written, empty or an address, so the CLI does not stop to ask', () => {
    expect(problemsOf(exampleProject({ DEFAULT_REPLY_TO: undefined }))).toEqual(['DEFAULT_REPLY_TO is not set']);
    expect(problemsOf(exampleProject({ DEFAULT_REPLY_TO: 'the owner' }))).toEqual([
      'DEFAULT_REPLY_TO is not an address: "the owner"',
    ]);
    expect(problemsOf(exampleProject({ DEFAULT_REPLY_TO: '' }))).toEqual([]);
  });

  it('refuses the SMTP password in a functions .env file, and reminds that its secret must exist', () => {
    const root = exampleProject();
    write(root, 'functions/.env', 'SMTP_PASSWORD=projects/fm-example/secrets/SMTP_PASSWORD/versions/1\n');
    expect(problemsOf(root)).toEqual(['SMTP_PASSWORD is in a functions/.env file, which is committed']);

    const reminderOf = (root: string) =>
      checkDeploy({ root, project: 'fm-example', now: NOW, headCommit: COMMIT }).reminders.find((reminder) =>
        reminder.startsWith('the secret SMTP_PASSWORD'),
      );
    // A user in the URI: the secret is that user's password.
    expect(reminderOf(exampleProject())).toContain(
      'the secret SMTP_PASSWORD (read by deliverMail and deliverDueMail) must exist in Secret Manager: npx firebase functions:secrets:set SMTP_PASSWORD --project fm-example (the SMTP password of apikey)',
    );
    // No user: the functions still bind the secret, so the deploy still wants it to exist.
    expect(reminderOf(exampleProject({ SMTP_CONNECTION_URI: 'smtp://relay.example:587' }))).toContain(
      'SMTP_CONNECTION_URI names no user',
    );
  });

  it('refuses a firebase.json that still declares the Trigger Email extension (it would send every email twice)', () => {
    const root = exampleProject();
    write(
      root,
      'firebase.json',
      JSON.stringify({
        hosting: { public: 'dist' },
        functions: [{ runtime: 'nodejs24' }],
        extensions: { 'firestore-send-email': 'firebase/firestore-send-email@0.2.0' },
      }),
    );
    const { problems } = checkDeploy({ root, project: 'fm-example', now: NOW, headCommit: COMMIT });
    expect(problems).toHaveLength(1);
    expect(problems[0]!.problem).toContain('firebase.json declares extensions (firestore-send-email:');
    expect(problems[0]!.problem).toContain('second time');
    expect(problems[0]!.fix).toContain('delete "extensions" from firebase.json');
  });

  it('leaves the local stack without extensions too', () => {
    expect(localFirebaseJson()).not.toHaveProperty('extensions');
  });
});
