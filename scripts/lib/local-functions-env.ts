// The emulated functions' settings, written by the launcher at each start. Apart from local-stack.ts:
// they read the functions' parameter declarations (firebase-functions), which the end-to-end tests,
// importing local-stack.ts for the hosts and ports, must not load (Playwright reads functions/src as
// CommonJS and cannot take its named exports).
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  defaultFromParam,
  defaultReplyToParam,
  INT_PARAMS,
  LOCAL_VALUES,
  newsletterTokenSecret,
  ownerEmailParam,
  paramDefault,
  siteUrlParam,
  smtpConnectionUriParam,
  smtpPassword,
} from '../../functions/src/params';
import { ROOT } from './local-stack';

/** What the launcher writes for the emulated functions (git ignores both; firebase-tools reads them). */
export const LOCAL_FUNCTIONS_ENV_FILE = 'functions/.env.local';
export const LOCAL_FUNCTIONS_SECRET_FILE = 'functions/.secret.local';

/**
 * The emulated functions' parameters: the local values, and each limit from `env` (a suite's
 * PUBLIC_READ_CACHE_MS=0) or its default. Every declared parameter gets a value, so the emulator
 * never prompts, and a value left by an earlier run never outlives the setting that made it.
 */
export function localFunctionsEnv(env: NodeJS.ProcessEnv): Record<string, string> {
  const values: Record<string, string> = {
    [siteUrlParam.name]: LOCAL_VALUES.siteUrl,
    [ownerEmailParam.name]: LOCAL_VALUES.ownerEmail,
    // The stack's catcher, or the server a developer names in their environment (with its password).
    [smtpConnectionUriParam.name]: env[smtpConnectionUriParam.name]?.trim() || LOCAL_VALUES.smtpConnectionUri,
    [defaultFromParam.name]: env[defaultFromParam.name]?.trim() || LOCAL_VALUES.defaultFrom,
    [defaultReplyToParam.name]: env[defaultReplyToParam.name]?.trim() ?? '',
  };
  for (const param of INT_PARAMS) values[param.name] = env[param.name]?.trim() || String(paramDefault(param));
  // The bucket's stand-in folder (stackEnv), where no Storage emulator runs.
  if (env.FM_LOCAL_IMAGE_DIR) values.FM_LOCAL_IMAGE_DIR = env.FM_LOCAL_IMAGE_DIR;
  return values;
}

const dotenv = (values: Record<string, string>) =>
  `# Written by the launcher (scripts/lib/local-functions-env.ts) at each start; not committed.\n${Object.entries(
    values,
  )
    .map(([key, value]) => `${key}=${JSON.stringify(value)}`)
    .join('\n')}\n`;

export function writeLocalFunctionsEnv(env: NodeJS.ProcessEnv): void {
  writeFileSync(path.join(ROOT, LOCAL_FUNCTIONS_ENV_FILE), dotenv(localFunctionsEnv(env)));
  writeFileSync(
    path.join(ROOT, LOCAL_FUNCTIONS_SECRET_FILE),
    dotenv({
      [newsletterTokenSecret.name]: LOCAL_VALUES.newsletterTokenSecret,
      [smtpPassword.name]: env[smtpPassword.name] ?? '',
    }),
  );
}
