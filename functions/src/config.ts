// The only module that reads the environment. Everything else receives these values. The deployed
// settings are parameters and a secret declared in ./params (the CLI asks for them and sets them
// as environment variables of the same names); the rest are the platform's own variables.
import { DEFAULT_SUPPORT_EMAIL } from '@/domain/constants';
import { z } from 'zod';
import {
  FUNCTION_SECRETS,
  intParams,
  LOCAL_VALUES,
  newsletterTokenSecret,
  defaultFromParam,
  defaultReplyToParam,
  ownerEmailParam,
  paramDefault,
  siteUrlParam,
  smtpConnectionUriParam,
  smtpPassword,
  type FunctionName,
} from './params';

type Env = Record<string, string | undefined>;

/** A whole number from the environment, at least `min` (1 unless a setting may be turned off with 0). */
function intFromEnv(name: string, fallback: number, min = 1): number {
  const raw = process.env[name];
  const value = raw ? Number.parseInt(raw, 10) : Number.NaN;
  return Number.isFinite(value) && value >= min ? value : fallback;
}

/**
 * A declared whole-number parameter. Read as its raw variable, not `.value()`: an unset or empty
 * variable (a test process, where no CLI resolved the parameters) must mean the default, not 0.
 */
function intFromParam(param: (typeof intParams)[keyof typeof intParams], min = 1): number {
  return intFromEnv(param.name, paramDefault(param), min);
}

/**
 * At deploy the CLI loads this module only to read what the functions declare: no parameter has a
 * value yet, and `.value()` would warn. Every value then is the local default, and unused.
 */
const loadedForDeploy = process.env.FUNCTIONS_CONTROL_API === 'true';
const stringParam = (param: typeof siteUrlParam) => (loadedForDeploy ? undefined : trimmed(param.value()));

function firebaseConfigValue(key: string): string | undefined {
  try {
    const parsed: unknown = JSON.parse(process.env.FIREBASE_CONFIG ?? '{}');
    const value = (parsed as Record<string, unknown>)[key];
    return typeof value === 'string' ? value : undefined;
  } catch {
    return undefined;
  }
}

const isEmulatorEnv = (env: Env) => env.FUNCTIONS_EMULATOR === 'true';
/**
 * Where the local values may stand in: the Functions emulator, or a process working on a `demo-`
 * project (the test suites' in-process apps), which by Firebase's rule reaches no real service.
 * Said explicitly by the environment, never assumed from a missing project id.
 */
const isLocalEnv = (env: Env) => isEmulatorEnv(env) || (env.GCLOUD_PROJECT ?? '').startsWith('demo-');
const trimmed = (value: string | undefined) => value?.trim() || undefined;

const isFunctionName = (name: string | undefined): name is FunctionName =>
  !!name && Object.hasOwn(FUNCTION_SECRETS, name);

/** The secrets the function `target` binds; every one when the target is unknown. */
function secretsOf(target: string | undefined) {
  return isFunctionName(target) ? FUNCTION_SECRETS[target] : Object.values(FUNCTION_SECRETS).flat();
}

/**
 * Settings production cannot guess. Defaults exist only for the emulators: a deployed function
 * linking emails to 127.0.0.1, or signing links with a value in the repository, would fail quietly
 * for weeks. Empty when the environment is complete, or when running in the emulator. The secrets
 * checked are those the function named by FUNCTION_TARGET binds (every one when none is named).
 */
export function productionSettingProblems(env: Env = process.env): string[] {
  if (isEmulatorEnv(env)) return [];
  const problems: string[] = [];
  const siteUrl = trimmed(env.SITE_URL);
  if (!siteUrl) problems.push('SITE_URL is not set (the public origin, e.g. https://faithfulmatches.com)');
  else if (!z.url({ protocol: /^https$/ }).safeParse(siteUrl).success) {
    problems.push(`SITE_URL must be an https:// origin, got "${siteUrl}"`);
  }
  const secrets = new Set<{ name: string }>(secretsOf(env.FUNCTION_TARGET));
  if (secrets.has(newsletterTokenSecret)) {
    const value = trimmed(env[newsletterTokenSecret.name]);
    if (!value || value.length < 32) {
      problems.push(
        `${newsletterTokenSecret.name} must be set to a random string of 32 characters or more (signs email links)`,
      );
    }
  }
  if (secrets.has(smtpPassword)) problems.push(...mailSettingProblems(env));
  const ownerEmail = trimmed(env.OWNER_EMAIL);
  if (!ownerEmail) problems.push("OWNER_EMAIL is not set (the owner's address for notifications)");
  else if (!z.email().safeParse(ownerEmail).success)
    problems.push(`OWNER_EMAIL is not an email address: "${ownerEmail}"`);
  return problems;
}

/** What a function that sends mail cannot go without: the server, the sender, and the login's password. */
function mailSettingProblems(env: Env): string[] {
  const problems: string[] = [];
  const uri = trimmed(env[smtpConnectionUriParam.name]);
  if (!uri) problems.push(`${smtpConnectionUriParam.name} is not set (your provider's smtps://USER@HOST:PORT)`);
  else if (!/^smtps?:\/\/[^\s]+$/.test(uri) || /^smtps?:\/\/[^/@\s]*:[^/@\s]*@/.test(uri)) {
    problems.push(`${smtpConnectionUriParam.name} must be smtp:// or smtps:// with no password in it`);
  }
  const from = trimmed(env[defaultFromParam.name]);
  if (!from || !from.includes('@'))
    problems.push(`${defaultFromParam.name} is not an address ("Name <you@your.domain>")`);
  if (uri && /^smtps?:\/\/[^/@\s]+@/.test(uri) && !trimmed(env[smtpPassword.name])) {
    problems.push(`${smtpPassword.name} is not set, and ${smtpConnectionUriParam.name} names a user`);
  }
  return problems;
}

export interface RateLimitRule {
  /** Requests allowed per window and client (an IPv4 address or an IPv6 /64). */
  max: number;
  /** Requests allowed per window from everyone together: a ceiling no spread of addresses lifts. */
  siteMax: number;
  windowSeconds: number;
}

/**
 * RATE_LIMIT_<NAME>_MAX and RATE_LIMIT_<NAME>_SITE_MAX override the defaults. The site-wide ceiling
 * never sits below the per-client limit, so raising one client's limit (the e2e run) lifts it too.
 */
// Per-route overrides stay plain environment variables, not declared parameters: a first deploy
// would otherwise be asked fourteen questions whose defaults are right.
function rateLimitRule(name: string, defaults: RateLimitRule): RateLimitRule {
  const max = intFromEnv(`RATE_LIMIT_${name}_MAX`, defaults.max);
  const siteMax = Math.max(max, intFromEnv(`RATE_LIMIT_${name}_SITE_MAX`, defaults.siteMax));
  return { max, siteMax, windowSeconds: defaults.windowSeconds };
}

export const config = {
  projectId: process.env.GCLOUD_PROJECT ?? firebaseConfigValue('projectId') ?? 'demo-faithful-matches',
  /** The public origin, used for absolute links in emails (the prayer journal). */
  siteUrl: (stringParam(siteUrlParam) ?? LOCAL_VALUES.siteUrl).replace(/\/+$/, ''),
  /** The owner's address: owner notifications (new contact messages, …) go here. OWNER_EMAIL. */
  ownerEmail: stringParam(ownerEmailParam) ?? LOCAL_VALUES.ownerEmail,
  /**
   * Signs the newsletter's confirm and unsubscribe links: the NEWSLETTER_TOKEN_SECRET secret, bound
   * to both functions and required at their start. Read when used, and never the local value outside
   * the emulators: links signed with a value in the repository would be refused by the function
   * that checks them with the real one.
   */
  get newsletterTokenSecret(): string {
    const value = trimmed(newsletterTokenSecret.value());
    if (value) return value;
    if (isLocalEnv(process.env)) return LOCAL_VALUES.newsletterTokenSecret;
    throw new Error(
      `${newsletterTokenSecret.name} has no value in the function ${process.env.FUNCTION_TARGET ?? '(unknown)'}: bind it (functions/src/params.ts FUNCTION_SECRETS) and set it with \`firebase functions:secrets:set\``,
    );
  },
  supportEmail: process.env.SUPPORT_EMAIL ?? DEFAULT_SUPPORT_EMAIL,
  /**
   * Outgoing mail (functions/src/services/mail-delivery.ts). Locally the launcher's catcher, or the
   * server SMTP_CONNECTION_URI names in the developer's environment (scripts/lib/local-functions-env.ts).
   */
  mail: {
    connectionUri: stringParam(smtpConnectionUriParam) ?? LOCAL_VALUES.smtpConnectionUri,
    /** Read when used: a secret has its value only at run time. SMTP_PASSWORD. */
    get password(): string | undefined {
      return loadedForDeploy ? undefined : trimmed(smtpPassword.value());
    },
    from: stringParam(defaultFromParam) ?? LOCAL_VALUES.defaultFrom,
    replyTo: stringParam(defaultReplyToParam),
    /** Newsletter messages a second (MAIL_PER_SECOND): the provider's rate, paced by the sweep. */
    perSecond: intFromParam(intParams.mailPerSecond),
    /** Tries before a temporary refusal is recorded as ERROR (MAIL_MAX_ATTEMPTS). */
    maxAttempts: intFromParam(intParams.mailMaxAttempts),
  },
  storageBucket:
    process.env.STORAGE_BUCKET ??
    firebaseConfigValue('storageBucket') ??
    `${process.env.GCLOUD_PROJECT ?? 'demo-faithful-matches'}.appspot.com`,
  isEmulator: isEmulatorEnv(process.env),
  storageEmulatorHost: process.env.FIREBASE_STORAGE_EMULATOR_HOST || undefined,
  /** The local stack's stand-in for the bucket (a folder), where no Storage emulator runs; emulators only. */
  localImageDir: (isEmulatorEnv(process.env) && process.env.FM_LOCAL_IMAGE_DIR) || undefined,
  /** JSON bodies: small for visitor forms, larger for the editor (content may be 100k characters). */
  jsonLimitBytes: intFromParam(intParams.jsonLimitBytes),
  adminJsonLimitBytes: intFromParam(intParams.adminJsonLimitBytes),
  /**
   * Longest an API request may take before it answers 503 (Firestore unreachable, say) instead
   * of leaving the visitor waiting for the SDK's minute of retries. API_DEADLINE_MS.
   */
  requestDeadlineMs: intFromParam(intParams.requestDeadlineMs),
  /**
   * Longest a page's Firestore reads may take before the pages function sends the bare shell (503,
   * never cached), which the PWA then draws itself. PAGE_READ_DEADLINE_MS. The test stack raises it:
   * a loaded Firestore emulator can take seconds over a read production answers in milliseconds.
   */
  pageReadDeadlineMs: intFromEnv('PAGE_READ_DEADLINE_MS', 3_000),
  /**
   * How long an instance reuses a public Firestore read (the post list, an article, the catalog):
   * bursts that miss the CDN cost one read. 0 turns it off. PUBLIC_READ_CACHE_MS.
   */
  publicReadCacheMs: intFromParam(intParams.publicReadCacheMs, 0),
  /**
   * Most newsletter recipients per 24 hours, over every send together: the SMTP provider's daily
   * limit, which a send must not run into halfway. NEWSLETTER_DAILY_RECIPIENT_CEILING.
   */
  newsletterDailyRecipientCeiling: intFromEnv('NEWSLETTER_DAILY_RECIPIENT_CEILING', 5_000),
  /**
   * Subscribers read, and emails written, in one transaction of a send (Firestore allows 500
   * writes in one; a long issue makes the batch smaller still). NEWSLETTER_SEND_BATCH_SIZE.
   */
  newsletterSendBatchSize: Math.min(intFromEnv('NEWSLETTER_SEND_BATCH_SIZE', 200), 450),
  /**
   * How long one request of a send writes batches before it answers with its progress, well
   * inside the request deadline; the screen then asks for the next part. 0 writes one batch per
   * request. NEWSLETTER_SEND_SLICE_MS.
   */
  newsletterSendSliceMs: intFromEnv('NEWSLETTER_SEND_SLICE_MS', 4_000, 0),
  /**
   * Page views (functions/src/services/page-views.ts): how long an instance gathers views before it
   * writes them (PAGE_VIEWS_FLUSH_MS; the test stack shortens it so a test reads its views soon), how
   * many it writes at once however young, how many it keeps through failed writes, each client's
   * beacons allowed per minute and instance, and every client's together (PAGE_VIEWS_PER_INSTANCE_MAX:
   * with API_MAX_INSTANCES, the site's ceiling a minute; docs/deploy.md).
   */
  pageViews: {
    flushAfterMs: intFromEnv('PAGE_VIEWS_FLUSH_MS', 10_000),
    maxBuffered: 500,
    maxKept: 50_000,
    perClient: { max: intFromEnv('PAGE_VIEWS_PER_CLIENT_MAX', 60), windowMs: 60_000 },
    perInstance: { max: intFromEnv('PAGE_VIEWS_PER_INSTANCE_MAX', 1_200), windowMs: 60_000 },
    /**
     * How long an article or a tracked click's item looked up and not found is taken not to exist, so
     * a made-up one costs a read a minute (PAGE_VIEWS_NOT_FOUND_TTL_MS; the test stack looks again each
     * time, as its tests publish and clear content in turn).
     */
    notFoundTtlMs: intFromEnv('PAGE_VIEWS_NOT_FOUND_TTL_MS', 60_000, 0),
  },
  sessionDays: 5,
  /** A session cookie is only minted for a sign-in this recent (Firebase's own recommendation). */
  recentSignInSeconds: 5 * 60,
  /**
   * How many entries Google's front end appends to X-Forwarded-For after the client's
   * (functions/src/middleware/client-ip.ts). TRUSTED_PROXY_HOPS.
   */
  trustedProxyHops: intFromParam(intParams.trustedProxyHops),
  rateLimits: {
    newsletter: rateLimitRule('NEWSLETTER', { max: 5, siteMax: 200, windowSeconds: 600 }),
    contact: rateLimitRule('CONTACT', { max: 5, siteMax: 200, windowSeconds: 600 }),
    affiliate: rateLimitRule('AFFILIATE', { max: 30, siteMax: 600, windowSeconds: 60 }),
    /** Sign-ins (POST /api/auth/session): each one costs an Auth call and mints a cookie. */
    session: rateLimitRule('SESSION', { max: 10, siteMax: 600, windowSeconds: 600 }),
    /** The newsletter's confirm and unsubscribe links: mail providers one-click from shared addresses. */
    newsletterLinks: rateLimitRule('NEWSLETTER_LINKS', { max: 60, siteMax: 1200, windowSeconds: 60 }),
    /** Sign-ups (POST /api/auth/sign-up): each one creates an Auth account. */
    signUp: rateLimitRule('SIGN_UP', { max: 10, siteMax: 300, windowSeconds: 3600 }),
    /** Browser error reports (POST /api/client-errors): a broken page reports from every reader at once. */
    clientErrors: rateLimitRule('CLIENT_ERRORS', { max: 10, siteMax: 300, windowSeconds: 600 }),
  } satisfies Record<string, RateLimitRule>,
} as const;

export type Config = typeof config;
