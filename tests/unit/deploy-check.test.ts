// `npm run deploy:check` on a fresh clone (no settings: it must name each missing one) and on a
// fully set example project (made-up values: it must pass), each in a directory of its own.
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { INT_PARAMS } from '../../functions/src/params';
import { BUILD_INFO_FILE, checkDeploy, type BuildInfo } from '../../scripts/lib/deploy-check';
import { MAIL_EXTENSION_ENV, MAIL_PROJECT_PARAMS } from '../../scripts/lib/mail-extension';

const COMMIT = 'c0ffee0000000000000000000000000000000000';
const NOW = new Date('2026-11-25T12:00:00Z');
const roots: string[] = [];

/** What a fresh clone holds that the check reads: the committed files, nothing a project adds. */
function freshClone(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'deploy-check-'));
  roots.push(root);
  for (const file of ['firebase.json', '.firebaserc', MAIL_EXTENSION_ENV]) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    cpSync(file, path.join(root, file));
  }
  return root;
}

function write(root: string, file: string, text: string) {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
}

/** A project set up as the README's first deploy leaves it. */
function exampleProject(): string {
  const root = freshClone();
  write(
    root,
    'functions/.env.fm-example',
    [
      'SITE_URL=https://faithfulmatches.example',
      'OWNER_EMAIL=owner@faithfulmatches.example',
      ...INT_PARAMS.map((param) => `${param.name}=${String(param.options.default)}`),
    ].join('\n'),
  );
  write(
    root,
    'extensions/firestore-send-email.env.fm-example',
    [
      'DATABASE_REGION=nam5',
      'DEFAULT_FROM="Faithful Matches <hello@faithfulmatches.example>"',
      'DEFAULT_REPLY_TO=owner@faithfulmatches.example',
      'SMTP_CONNECTION_URI=smtps://apikey@smtp.provider.example:465',
      'SMTP_PASSWORD=projects/fm-example/secrets/SMTP_PASSWORD/versions/1',
    ].join('\n'),
  );
  write(root, BUILD_INFO_FILE, JSON.stringify(builtInfo()));
  return root;
}

/** A build's record of itself, as scripts/build-functions.ts writes it. */
function builtInfo(overrides: Partial<BuildInfo> = {}): BuildInfo {
  return {
    commit: COMMIT,
    dirty: false,
    builtAt: NOW.toISOString(),
    boundSecrets: { api: ['NEWSLETTER_TOKEN_SECRET'], pages: ['NEWSLETTER_TOKEN_SECRET'] },
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
    for (const name of ['SITE_URL', 'OWNER_EMAIL', ...INT_PARAMS.map((param) => param.name)]) {
      expect(named).toContain(`${name} is not set`);
    }
    for (const name of Object.keys(MAIL_PROJECT_PARAMS)) expect(named).toContain(`mail extension's ${name} is not set`);
    expect(named).toContain('no build');
    for (const { fix } of problems) expect(fix).not.toBe('');
  });

  it('passes a fully set example project, and still reminds of what it cannot see', () => {
    const result = checkDeploy({ root: exampleProject(), project: 'fm-example', now: NOW, headCommit: COMMIT });
    expect(result.problems).toEqual([]);
    expect(result.reminders.join('\n')).toContain('functions:secrets:set NEWSLETTER_TOKEN_SECRET --project fm-example');
    expect(result.reminders.join('\n')).toContain('https://faithfulmatches.example/__/firebase/init.json');
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
      JSON.stringify(builtInfo({ boundSecrets: { api: ['NEWSLETTER_TOKEN_SECRET'], pages: [] } })),
    );
    expect(problemsOf(root)).toEqual([
      'the function pages needs the secret NEWSLETTER_TOKEN_SECRET but does not bind it',
    ]);
    // A build from before the build recorded them cannot vouch for either.
    const { boundSecrets: _unknown, ...older } = builtInfo();
    write(root, BUILD_INFO_FILE, JSON.stringify(older));
    expect(problemsOf(root)).toEqual([
      'the build does not show which secrets the function api binds (NEWSLETTER_TOKEN_SECRET is needed)',
      'the build does not show which secrets the function pages binds (NEWSLETTER_TOKEN_SECRET is needed)',
    ]);
    const { reminders } = checkDeploy({ root: exampleProject(), project: 'fm-example', now: NOW, headCommit: COMMIT });
    expect(reminders.join('\n')).toContain(
      'NEWSLETTER_TOKEN_SECRET (read by api and pages) must exist in Secret Manager',
    );
  });

  it('refuses a mail extension that is not declared, or a password where its secret reference belongs', () => {
    const root = exampleProject();
    write(root, 'firebase.json', JSON.stringify({ hosting: { public: 'dist' }, functions: [{ runtime: 'nodejs24' }] }));
    write(root, 'extensions/firestore-send-email.env.fm-example', 'SMTP_PASSWORD=hunter22\n');
    const problems = problemsOf(root).join('\n');
    expect(problems).toContain('does not declare the firestore-send-email extension');
    expect(problems).toContain('SMTP_PASSWORD does not look right');
  });
});
