// The Trigger Email extension as this project declares it: firebase.json's `extensions` pins the
// version, extensions/firestore-send-email.env holds what every project shares, and each project's
// own values go in extensions/firestore-send-email.env.<project-id>. Read by `deploy:check` and the tests.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { dotenvValues } from './build-site-url';

export const MAIL_EXTENSION_INSTANCE = 'firestore-send-email';
/** firebase/firestore-send-email at an exact version: a deploy installs what the suite was written against. */
export const MAIL_EXTENSION_REF = /^firebase\/firestore-send-email@\d+\.\d+\.\d+$/;
export const MAIL_EXTENSION_ENV = `extensions/${MAIL_EXTENSION_INSTANCE}.env`;
export const mailExtensionProjectEnv = (projectId: string) => `${MAIL_EXTENSION_ENV}.${projectId}`;

/**
 * The extension's parameters a project must give itself, and what each must look like. The SMTP
 * password is a secret parameter: its value is a Secret Manager version, never the password.
 */
export const MAIL_PROJECT_PARAMS: Record<string, { pattern: RegExp; how: string }> = {
  DATABASE_REGION: {
    pattern: /^[a-z0-9-]+$/,
    how: "the Firestore database's location, e.g. nam5 or us-central1 (Firebase console → Firestore → Settings)",
  },
  DEFAULT_FROM: {
    pattern: /@/,
    how: 'the sender, on your own domain: "Faithful Matches <hello@faithfulmatches.com>"',
  },
  DEFAULT_REPLY_TO: { pattern: /@/, how: 'where replies go, e.g. the owner address' },
  SMTP_CONNECTION_URI: {
    pattern: /^smtps?:\/\/(?:[^:@/\s]+@)?[^:@/\s]+:\d+$/,
    how: "your provider's server, without the password: smtps://USER@smtp.provider.example:465",
  },
  SMTP_PASSWORD: {
    pattern: /^projects\/[^/\s]+\/secrets\/[^/\s]+\/versions\/(?:\d+|latest)$/,
    how: 'the version `firebase functions:secrets:set SMTP_PASSWORD --project ID` prints: projects/ID/secrets/SMTP_PASSWORD/versions/1',
  },
};

/** A dotenv-style file's values, or undefined when there is no such file. */
export function readDotenvFile(root: string, file: string): Record<string, string> | undefined {
  try {
    return dotenvValues(readFileSync(path.join(root, file), 'utf8'));
  } catch {
    return undefined;
  }
}
