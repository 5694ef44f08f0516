// The site's public origin at build time, for the few static files that must name it absolutely
// (robots.txt's Sitemap line). `firebase deploy` runs Hosting's predeploy with GCLOUD_PROJECT set,
// and the function's settings for that project live in functions/.env.<project>, the file the
// README's deploy steps have the owner write: one place for SITE_URL, read by both.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** A dotenv file's values (KEY=value, optionally quoted; # comments); the first of a repeated key. */
export function dotenvValues(text: string): Record<string, string> {
  const values: Record<string, string> = {};
  for (const line of text.split(/\r?\n/)) {
    const match = /^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*?)\s*$/.exec(line);
    if (!match || Object.hasOwn(values, match[1]!)) continue;
    values[match[1]!] = match[2]!.replace(/^(['"])(.*)\1$/, '$2');
  }
  return values;
}

/** The value of `name` in a dotenv file's text, if set and not empty. */
export function dotenvValue(text: string, name: string): string | undefined {
  return dotenvValues(text)[name] || undefined;
}

/** SITE_URL from the environment, else from functions/.env.<GCLOUD_PROJECT>; only an https origin counts. */
export function buildSiteUrl(env: NodeJS.ProcessEnv, root: string): string | undefined {
  let value = env.SITE_URL;
  if (!value && env.GCLOUD_PROJECT) {
    try {
      value = dotenvValue(readFileSync(join(root, 'functions', `.env.${env.GCLOUD_PROJECT}`), 'utf8'), 'SITE_URL');
    } catch {
      value = undefined; // no settings file for this project: the function's own start-up check says so
    }
  }
  if (!value) return undefined;
  const url = new URL(value);
  if (url.protocol !== 'https:') return undefined;
  return url.origin;
}
