// The only module that reads the environment. Everything else receives these values.
import { DEFAULT_SUPPORT_EMAIL } from '@/domain/constants';

function intFromEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  const value = raw ? Number.parseInt(raw, 10) : Number.NaN;
  return Number.isFinite(value) && value > 0 ? value : fallback;
}

function firebaseConfigValue(key: string): string | undefined {
  try {
    const parsed: unknown = JSON.parse(process.env.FIREBASE_CONFIG ?? '{}');
    const value = (parsed as Record<string, unknown>)[key];
    return typeof value === 'string' ? value : undefined;
  } catch {
    return undefined;
  }
}

export interface RateLimitRule {
  /** Requests allowed per window and client. */
  max: number;
  windowSeconds: number;
}

export const config = {
  projectId: process.env.GCLOUD_PROJECT ?? firebaseConfigValue('projectId') ?? 'demo-faithful-matches',
  /** The public origin, used for absolute links in emails (the prayer journal). */
  siteUrl: (process.env.SITE_URL ?? 'http://127.0.0.1:5000').replace(/\/+$/, ''),
  supportEmail: process.env.SUPPORT_EMAIL ?? DEFAULT_SUPPORT_EMAIL,
  storageBucket:
    process.env.STORAGE_BUCKET ??
    firebaseConfigValue('storageBucket') ??
    `${process.env.GCLOUD_PROJECT ?? 'demo-faithful-matches'}.appspot.com`,
  isEmulator: process.env.FUNCTIONS_EMULATOR === 'true',
  storageEmulatorHost: process.env.FIREBASE_STORAGE_EMULATOR_HOST || undefined,
  maxInstances: intFromEnv('API_MAX_INSTANCES', 10),
  /** JSON bodies: small for visitor forms, larger for the editor (content may be 100k characters). */
  jsonLimitBytes: intFromEnv('API_JSON_LIMIT_BYTES', 100 * 1024),
  adminJsonLimitBytes: intFromEnv('API_ADMIN_JSON_LIMIT_BYTES', 1024 * 1024),
  sessionDays: 5,
  /** A session cookie is only minted for a sign-in this recent (Firebase's own recommendation). */
  recentSignInSeconds: 5 * 60,
  rateLimits: {
    newsletter: { max: intFromEnv('RATE_LIMIT_NEWSLETTER_MAX', 5), windowSeconds: 600 },
    contact: { max: intFromEnv('RATE_LIMIT_CONTACT_MAX', 5), windowSeconds: 600 },
    affiliate: { max: intFromEnv('RATE_LIMIT_AFFILIATE_MAX', 30), windowSeconds: 60 },
    signUp: { max: intFromEnv('RATE_LIMIT_SIGN_UP_MAX', 10), windowSeconds: 3600 },
  } satisfies Record<string, RateLimitRule>,
} as const;

export type Config = typeof config;
