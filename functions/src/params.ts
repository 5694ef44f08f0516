// The deployed functions' parameters and secret, declared so the Firebase CLI asks for each one it
// has no value for, records it in functions/.env.<project-id>, and keeps the secret in Secret
// Manager. At run time each value is an environment variable of the same name; functions/src/config.ts
// reads them. Locally the launcher writes functions/.env.local and functions/.secret.local
// (scripts/lib/local-stack.ts) from LOCAL_VALUES and the defaults, so the emulators never prompt.
import { defineInt, defineSecret, defineString } from 'firebase-functions/params';

/**
 * The emulators' values, and the in-process fallbacks: production never falls back to them (it
 * refuses to start without its own, functions/src/config.ts).
 */
export const LOCAL_VALUES = {
  /** Where the local stack serves the site (firebase.json's Hosting emulator). */
  siteUrl: 'http://127.0.0.1:5000',
  /** Local stand-in for the owner: the seed's demo admin, so local notices land somewhere visible. */
  ownerEmail: 'admin@faithfulmatches.test',
  newsletterTokenSecret: 'local-emulator-newsletter-token-secret-not-for-production',
  /** The local mail catcher the launcher starts (scripts/lib/mail-catcher.ts), unless the environment names another. */
  smtpConnectionUri: 'smtp://127.0.0.1:1025',
  defaultFrom: 'Faithful Matches <hello@faithfulmatches.test>',
} as const;

export const siteUrlParam = defineString('SITE_URL', {
  description:
    'The public https:// origin, e.g. https://faithfulmatches.com: links in emails, the one Origin accepted for writes.',
  input: {
    text: {
      validationRegex: /^https:\/\/[^/\s]+\/?$/,
      validationErrorMessage: 'An https:// origin without a path, e.g. https://faithfulmatches.com',
    },
  },
});

export const ownerEmailParam = defineString('OWNER_EMAIL', {
  description: "The owner's address: owner notifications (new contact messages, …) go here.",
});

/** Signs the newsletter's confirm and unsubscribe links, and checks them when they come back. */
export const newsletterTokenSecret = defineSecret('NEWSLETTER_TOKEN_SECRET', {
  description:
    'A random string of 32 characters or more (HMAC key of the newsletter links; changing it voids links sent).',
});

/**
 * The outgoing mail server: the names the Trigger Email extension used, so a project that had it
 * moves over with the values it already set (docs/deploy.md). The password is apart, a secret.
 */
export const smtpConnectionUriParam = defineString('SMTP_CONNECTION_URI', {
  description: "Your provider's SMTP server, without the password: smtps://USER@smtp.provider.example:465",
  input: {
    text: {
      validationRegex: /^smtps?:\/\/(?:[^:@/\s]+@)?[^:@/\s]+:\d+\/?$/,
      validationErrorMessage: 'smtp:// or smtps://, an optional user, a host and a port, and no password',
    },
  },
});

/** The SMTP login's password (Secret Manager), when SMTP_CONNECTION_URI names a user. */
export const smtpPassword = defineSecret('SMTP_PASSWORD', {
  description: "The password of SMTP_CONNECTION_URI's user, as your provider gave it.",
});

export const defaultFromParam = defineString('DEFAULT_FROM', {
  description: 'The sender of every email, on your own domain: "Faithful Matches <hello@faithfulmatches.com>"',
});

export const defaultReplyToParam = defineString('DEFAULT_REPLY_TO', {
  description:
    'Where replies go unless an email says otherwise (a contact notice replies to its writer); empty for the sender.',
  default: '',
});

/**
 * The secrets each function binds, the one list both the functions' declarations (index.ts), their
 * start-up check (config.ts) and `npm run deploy:check` read. `pages` signs links too: a signup
 * posted without scripts is stored, and its confirmation mailed, by the pages function.
 */
export const FUNCTION_SECRETS = {
  api: [newsletterTokenSecret],
  pages: [newsletterTokenSecret],
  deliverMail: [smtpPassword],
  deliverDueMail: [smtpPassword],
} as const;

export type FunctionName = keyof typeof FUNCTION_SECRETS;

/** Warm instances of each function: 0 costs nothing idle, 1 spares the first visitor a cold start. */
export const minInstancesParam = defineInt('MIN_INSTANCES', { default: 0 });

/** The limits: each default is the one the suites and the README assume. */
export const intParams = {
  apiMaxInstances: defineInt('API_MAX_INSTANCES', { default: 10 }),
  pagesMaxInstances: defineInt('PAGES_MAX_INSTANCES', { default: 10 }),
  jsonLimitBytes: defineInt('API_JSON_LIMIT_BYTES', { default: 100 * 1024 }),
  adminJsonLimitBytes: defineInt('API_ADMIN_JSON_LIMIT_BYTES', { default: 1024 * 1024 }),
  requestDeadlineMs: defineInt('API_DEADLINE_MS', { default: 8_000 }),
  publicReadCacheMs: defineInt('PUBLIC_READ_CACHE_MS', { default: 2_000 }),
  trustedProxyHops: defineInt('TRUSTED_PROXY_HOPS', { default: 1 }),
  /** Newsletter messages handed to the SMTP server a second, at most: the provider's own rate. */
  mailPerSecond: defineInt('MAIL_PER_SECOND', { default: 10 }),
  /** Tries of one message before a temporary refusal counts as a failure (the backoff: functions/src/services/mail-delivery.ts). */
  mailMaxAttempts: defineInt('MAIL_MAX_ATTEMPTS', { default: 8 }),
} as const;

/** Every whole-number parameter: each has a default. */
export const INT_PARAMS = [minInstancesParam, ...Object.values(intParams)];

export function paramDefault(param: (typeof INT_PARAMS)[number]): number {
  const value = param.options.default;
  if (typeof value !== 'number') throw new Error(`${param.name} has no numeric default`);
  return value;
}
