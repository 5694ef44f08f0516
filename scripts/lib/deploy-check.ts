// Whether a project is ready for `firebase deploy`, as far as can be known offline: each problem
// with how to fix it. `npm run deploy:check -- --project ID` prints them (scripts/deploy-check.ts),
// and firebase.json runs it before the functions deploy.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import {
  defaultFromParam,
  defaultReplyToParam,
  FUNCTION_SECRETS,
  INT_PARAMS,
  newsletterTokenSecret,
  ownerEmailParam,
  siteUrlParam,
  smtpConnectionUriParam,
  smtpPassword,
} from '../../functions/src/params';
import { dotenvValues } from './build-site-url';
import { FUNCTIONS_RUNTIME, isDecommissioned, NODE_RUNTIME_SCHEDULE } from './functions-runtime';

/** What the build records about itself (scripts/build-functions.ts), beside the functions it built. */
export const BUILD_INFO_FILE = 'functions/lib/build-info.json';

export interface BuildInfo {
  commit: string;
  /** Tracked files differed from the commit: the build is not that commit's. */
  dirty: boolean;
  builtAt: string;
  /** The secrets each built function binds, from its manifest (scripts/lib/functions-manifest.ts). */
  boundSecrets?: Record<string, string[]>;
}

const git = (root: string, args: string[]) =>
  execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });

/** The checked-out commit, if git can tell (a downloaded archive has none). */
export function headCommit(root: string): string | undefined {
  try {
    return git(root, ['rev-parse', 'HEAD']).trim();
  } catch {
    return undefined;
  }
}

/** What a build records: its commit, and whether tracked files had changed (new files do not count). */
export function buildInfo(root: string, boundSecrets: Record<string, string[]>): BuildInfo {
  let dirty = true;
  try {
    dirty = git(root, ['status', '--porcelain', '--untracked-files=no']).trim() !== '';
  } catch {
    // no git: unknown, so not vouched for
  }
  return { commit: headCommit(root) ?? 'unknown', dirty, builtAt: new Date().toISOString(), boundSecrets };
}

export interface Problem {
  problem: string;
  fix: string;
}

export interface DeployCheckInput {
  root: string;
  /** A project id or a .firebaserc alias. */
  project: string | undefined;
  now: Date;
  /** The checked-out commit, if git can tell. */
  headCommit: string | undefined;
}

export interface DeployCheckResult {
  projectId: string | undefined;
  problems: Problem[];
  /** What cannot be checked offline: said every time. */
  reminders: string[];
}

const readJson = <T>(file: string): T | undefined => {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as T;
  } catch {
    return undefined;
  }
};

/** A dotenv-style file's values, or undefined when there is no such file. */
function readDotenvFile(root: string, file: string): Record<string, string> | undefined {
  try {
    return dotenvValues(readFileSync(path.join(root, file), 'utf8'));
  } catch {
    return undefined;
  }
}

/** The functions that read `secret`, by the one table of them (functions/src/params.ts). */
const functionsNeeding = (secret: string) =>
  Object.entries(FUNCTION_SECRETS)
    .filter(([, secrets]) => secrets.some((s) => s.name === secret))
    .map(([name]) => name);

/** Every secret some function binds, once each. */
const SECRETS = [...new Set(Object.values(FUNCTION_SECRETS).flat())];

/** What the CLI itself accepts for SMTP_CONNECTION_URI: smtp(s)://, an optional user, a host, a port. */
const SMTP_URI_PATTERN = (() => {
  const input = smtpConnectionUriParam.options.input;
  const pattern = input && 'text' in input ? input.text.validationRegex : undefined;
  if (!pattern) throw new Error(`${smtpConnectionUriParam.name} declares no validationRegex`);
  return new RegExp(pattern);
})();
/** A URI with `user:password@` (a colon before the first `@`): the password would sit in a committed file. */
const SMTP_URI_WITH_PASSWORD = /^[a-z]+:\/\/[^@\s]*:[^@\s]*@/i;
/** The user a URI names, if any (`smtps://USER@host:port`). */
const smtpUser = (uri: string) => /^smtps?:\/\/([^:@/\s]+)@/i.exec(uri)?.[1];

/** An address, bare or as `Name <address>`, as DEFAULT_FROM and DEFAULT_REPLY_TO hold it. */
const isMailbox = (value: string) => z.email().safeParse(/<([^<>\s]+)>\s*$/.exec(value)?.[1] ?? value.trim()).success;

/** The Trigger Email extension's instance, as projects that used it installed it. */
const RETIRED_MAIL_EXTENSION = 'firestore-send-email';

export function checkDeploy({ root, project, now, headCommit }: DeployCheckInput): DeployCheckResult {
  const problems: Problem[] = [];
  const reminders: string[] = [];
  const at = (file: string) => path.join(root, file);

  const firebaserc = readJson<{ projects?: Record<string, string> }>(at('.firebaserc'));
  const defaultProject = firebaserc?.projects?.default;
  if (defaultProject?.startsWith('demo-')) {
    problems.push({
      problem: `.firebaserc's default project is ${defaultProject}, which cannot deploy`,
      fix: 'remove the "default" entry from .firebaserc and name the project on each deploy (--project)',
    });
  }

  if (!project) {
    problems.push({
      problem: 'no project named',
      fix: 'npm run deploy:check -- --project <project-id or alias>',
    });
    return { projectId: undefined, problems, reminders };
  }
  const projectId = firebaserc?.projects?.[project] ?? project;
  if (projectId.startsWith('demo-')) {
    problems.push({
      problem: `${projectId} is a demo- project: it exists only on the emulators`,
      fix: 'name a real Firebase project (README, Deploy, step 1)',
    });
  }

  // The functions' parameters: every one needs a value, or the CLI stops to ask (and a
  // non-interactive deploy fails). functions/.env is shared by every project, .env.<id> wins.
  const envFile = `functions/.env.${projectId}`;
  const params = {
    ...readDotenvFile(root, 'functions/.env'),
    ...(project !== projectId ? readDotenvFile(root, `functions/.env.${project}`) : {}),
    ...readDotenvFile(root, envFile),
  };
  if (!existsSync(at(envFile))) {
    problems.push({
      problem: `${envFile} is missing: the functions' parameters have no values`,
      fix: `write ${envFile} with ${[siteUrlParam.name, ownerEmailParam.name, smtpConnectionUriParam.name, defaultFromParam.name, defaultReplyToParam.name, ...INT_PARAMS.map((p) => p.name)].join(', ')} (README, Deploy)`,
    });
  }
  const siteUrl = params[siteUrlParam.name];
  if (!siteUrl) {
    problems.push({
      problem: `${siteUrlParam.name} is not set`,
      fix: `${envFile}: ${siteUrlParam.name}=https://<your domain>`,
    });
  } else if (!/^https:\/\/[^/\s]+\/?$/.test(siteUrl) || !z.url().safeParse(siteUrl).success) {
    problems.push({
      problem: `${siteUrlParam.name} must be an https:// origin, got "${siteUrl}"`,
      fix: `${envFile}: ${siteUrlParam.name}=https://<your domain>, no path`,
    });
  }
  const ownerEmail = params[ownerEmailParam.name];
  if (!ownerEmail || !z.email().safeParse(ownerEmail).success) {
    problems.push({
      problem: ownerEmail
        ? `${ownerEmailParam.name} is not an email address: "${ownerEmail}"`
        : `${ownerEmailParam.name} is not set`,
      fix: `${envFile}: ${ownerEmailParam.name}=<the owner's address>`,
    });
  }
  for (const param of INT_PARAMS) {
    const value = params[param.name];
    if (value === undefined || !/^\d+$/.test(value)) {
      problems.push({
        problem: value === undefined ? `${param.name} is not set` : `${param.name} is not a whole number: "${value}"`,
        fix: `${envFile}: ${param.name}=${String(param.options.default)} (the default)`,
      });
    }
  }
  // Mail: deliverMail and deliverDueMail send the `mail` documents through this server, as this sender.
  const smtpUri = params[smtpConnectionUriParam.name];
  if (!smtpUri) {
    problems.push({
      problem: `${smtpConnectionUriParam.name} is not set: no mail would be sent`,
      fix: `${envFile}: ${smtpConnectionUriParam.name}=smtps://<user>@<your provider's SMTP host>:465, no password (docs/deploy.md, Email)`,
    });
  } else if (SMTP_URI_WITH_PASSWORD.test(smtpUri)) {
    problems.push({
      problem: `${smtpConnectionUriParam.name} has a password in it, in a file that is committed`,
      fix: `${envFile}: ${smtpConnectionUriParam.name}=smtps://<user>@<host>:<port> without ":<password>", then npx firebase functions:secrets:set ${smtpPassword.name} --project ${projectId}; if the file was ever committed, change that password at your provider`,
    });
  } else if (!SMTP_URI_PATTERN.test(smtpUri)) {
    problems.push({
      problem: `${smtpConnectionUriParam.name} must be smtp:// or smtps://, an optional user, a host and a port, got "${smtpUri}"`,
      fix: `${envFile}: ${smtpConnectionUriParam.name}=smtps://<user>@<host>:465 (or :587; port 25 is blocked on Google Cloud)`,
    });
  }
  const from = params[defaultFromParam.name];
  if (!from || !isMailbox(from)) {
    problems.push({
      problem: from
        ? `${defaultFromParam.name} is not an address: "${from}"`
        : `${defaultFromParam.name} is not set: mail would have no sender`,
      fix: `${envFile}: ${defaultFromParam.name}="Faithful Matches <hello@<your domain>>", on the domain your SPF, DKIM and DMARC records cover`,
    });
  }
  const replyTo = params[defaultReplyToParam.name];
  if (replyTo === undefined || (replyTo !== '' && !isMailbox(replyTo))) {
    problems.push({
      problem:
        replyTo === undefined
          ? `${defaultReplyToParam.name} is not set`
          : `${defaultReplyToParam.name} is not an address: "${replyTo}"`,
      fix: `${envFile}: ${defaultReplyToParam.name}=<where replies go>, or ${defaultReplyToParam.name}= (empty: to the sender)`,
    });
  }

  // The secrets live in Secret Manager, never in a committed file; whether they exist there cannot
  // be seen offline, and the deploy itself stops on one that does not.
  for (const secret of SECRETS) {
    if (Object.hasOwn(params, secret.name)) {
      problems.push({
        problem: `${secret.name} is in a functions/.env file, which is committed`,
        fix: `delete that line, then: npx firebase functions:secrets:set ${secret.name} --project ${projectId}`,
      });
    }
  }
  reminders.push(
    `the secret ${newsletterTokenSecret.name} (read by ${functionsNeeding(newsletterTokenSecret.name).join(' and ')}) must exist in Secret Manager: npx firebase functions:secrets:set ${newsletterTokenSecret.name} --project ${projectId} (32+ random characters, e.g. openssl rand -base64 48); the deploy stops if it does not`,
  );
  const smtpUriValid = smtpUri !== undefined && SMTP_URI_PATTERN.test(smtpUri);
  const user = smtpUriValid ? smtpUser(smtpUri) : undefined;
  const smtpPasswordValue = user
    ? `the SMTP password of ${user}`
    : smtpUriValid
      ? `${smtpConnectionUriParam.name} names no user, so any value: it is not sent`
      : `the password of the user ${smtpConnectionUriParam.name} names`;
  reminders.push(
    `the secret ${smtpPassword.name} (read by ${functionsNeeding(smtpPassword.name).join(' and ')}) must exist in Secret Manager: npx firebase functions:secrets:set ${smtpPassword.name} --project ${projectId} (${smtpPasswordValue}); the deploy stops if it does not`,
  );

  // The web app's config: the PWA reads it from Hosting's /__/firebase/init.json, which Hosting
  // serves only for a project with a Web App linked to the site. Offline, only the Hosting side shows.
  const firebaseJson = readJson<{
    hosting?: { public?: string };
    functions?: Array<{ runtime?: string; predeploy?: string[] }>;
    extensions?: Record<string, string>;
  }>(at('firebase.json'));
  if (!firebaseJson?.hosting?.public) {
    problems.push({
      problem: 'firebase.json declares no Hosting site: nothing would serve the PWA or /__/firebase/init.json',
      fix: 'restore the "hosting" section of firebase.json from git',
    });
  }
  reminders.push(
    `a Web App must be registered and linked to the Hosting site (Firebase console → Project settings → Your apps), or sign-in finds no config: check with npx firebase apps:list WEB --project ${projectId}, and after the deploy ${siteUrl ? siteUrl.replace(/\/$/, '') : 'https://<your domain>'}/__/firebase/init.json`,
  );

  // No extension: the Trigger Email extension is retired, and deliverMail sends what it sent. One
  // declared here would be installed by the deploy, and each email would go out twice.
  const extensions = Object.entries(firebaseJson?.extensions ?? {});
  if (extensions.length) {
    problems.push({
      problem: `firebase.json declares extensions (${extensions.map(([name, ref]) => `${name}: ${ref}`).join(', ')}): the deploy would install them again, and the retired Trigger Email extension would send every email a second time beside deliverMail`,
      fix: 'delete "extensions" from firebase.json (docs/deploy.md, Moving over from the Trigger Email extension)',
    });
  }
  reminders.push(
    `the Trigger Email extension must no longer be installed on ${projectId}, or every email goes out twice: npx firebase ext:list --project ${projectId}; if it is, npx firebase ext:uninstall ${RETIRED_MAIL_EXTENSION} --project ${projectId} before this deploy, and npm run mail:adopt -- --project ${projectId} after it (docs/deploy.md, Moving over from the Trigger Email extension)`,
  );

  // A build of this very commit: the predeploy builds first, so this fails only when run alone
  // after a change, or when the build held uncommitted changes.
  const build = readJson<BuildInfo>(at(BUILD_INFO_FILE));
  if (!build) {
    problems.push({ problem: `no build (${BUILD_INFO_FILE} is missing)`, fix: 'npm run build' });
  } else if (!headCommit || build.commit !== headCommit) {
    problems.push({
      problem: `the build is of commit ${build.commit.slice(0, 12)}, not of the one checked out (${headCommit?.slice(0, 12) ?? 'unknown'})`,
      fix: 'npm run build',
    });
  } else if (build.dirty) {
    problems.push({
      problem: 'the build included uncommitted changes to tracked files',
      fix: 'commit (or stash) them, then npm run build',
    });
  }
  // Each function must bind every secret it reads: one that does not would find no value in
  // production and refuse to start (functions/src/config.ts), or, before that check, sign links
  // the other function refuses.
  if (build) {
    for (const [name, secrets] of Object.entries(FUNCTION_SECRETS)) {
      const bound = build.boundSecrets?.[name];
      for (const secret of secrets) {
        if (bound?.includes(secret.name)) continue;
        problems.push({
          problem: bound
            ? `the function ${name} needs the secret ${secret.name} but does not bind it`
            : `the build does not show which secrets the function ${name} binds (${secret.name} is needed)`,
          fix: bound
            ? `functions/src/index.ts: declare ${name} with secrets: FUNCTION_SECRETS.${name}, then npm run build`
            : 'npm run build',
        });
      }
    }
  }

  // The runtime: Google refuses deploys on a decommissioned one.
  for (const runtime of (firebaseJson?.functions ?? []).map((entry) => entry.runtime ?? '(none)')) {
    const schedule = NODE_RUNTIME_SCHEDULE[runtime];
    if (!schedule || isDecommissioned(runtime, now)) {
      problems.push({
        problem: schedule
          ? `the functions' runtime ${runtime} was decommissioned on ${schedule.decommission}: deploys are refused`
          : `the functions' runtime ${runtime} is not in the table of supported runtimes`,
        fix: `move to ${FUNCTIONS_RUNTIME} (scripts/lib/functions-runtime.ts, firebase.json, functions/package.json engines)`,
      });
    } else if (now.getTime() >= Date.parse(`${schedule.deprecation}T00:00:00Z`)) {
      reminders.push(
        `the runtime ${runtime} is deprecated since ${schedule.deprecation}; deploys stop on ${schedule.decommission}`,
      );
    }
  }

  return { projectId, problems, reminders };
}
