// Entry points: the HTTPS function `api` serves every /api route and the feeds; `pages` answers
// every other path that is not a file with the page rendered from the PWA's own components, the
// affiliate tracking redirect and the forms' plain posts (firebase.json). `deliverMail` sends each
// new `mail` document, and `deliverDueMail`, once a minute, what is due: a newsletter's messages
// at the provider's rate, and retries (services/mail-delivery.ts).
import { readFileSync } from 'node:fs';
import type { PageRenderer } from '@/server-render/page-shell';
import { join } from 'node:path';
import { setGlobalOptions } from 'firebase-functions/v2';
import { onRequest } from 'firebase-functions/v2/https';
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { COLLECTIONS } from '@/domain/collections';
import { createApp } from './app';
import { config, productionSettingProblems } from './config';
import { FUNCTION_SECRETS } from './params';
import { API_OPTIONS, MAIL_SWEEP_BUDGET_MS, MAIL_SWEEP_OPTIONS, MAIL_TRIGGER_OPTIONS, PAGES_OPTIONS } from './sizing';
import {
  deliverDueMail as sweepMail,
  deliverMail as sendMail,
  isDue,
  smtpTransport,
  type MailTransport,
} from './services/mail-delivery';
import { firebaseServices } from './firebase';
import { createPagesApp } from './pages-app';
import { publicReads } from './services/public-reads';
import { createReadCache } from './services/read-cache';
import { imageStoreFor } from './services/image-store';

// Refuse to start without the settings production cannot default. A deploy is refused earlier:
// the CLI asks for (or, non-interactive, refuses without) every parameter and the secret declared
// in ./params, and `npm run deploy:check` (firebase.json predeploy) checks their values. When the
// CLI loads this module to read the declarations (FUNCTIONS_CONTROL_API) nothing has a value yet.
if (process.env.FUNCTIONS_CONTROL_API !== 'true') {
  // FUNCTION_TARGET: the function this instance serves, whose own secrets are checked.
  const problems = productionSettingProblems(process.env);
  if (problems.length > 0) {
    throw new Error(
      `The ${process.env.FUNCTION_TARGET ?? 'api'} function will not start without its production settings: ${problems.join('; ')}. ` +
        'Set the parameters in functions/.env.<project-id> and the secret with `firebase functions:secrets:set` (README, Deploy).',
    );
  }
}

setGlobalOptions({ region: 'us-central1' });

const db = () => firebaseServices().db;
const app = createApp({
  config,
  db,
  auth: () => firebaseServices().auth,
  images: imageStoreFor(config, () => firebaseServices().storage()),
});

export const api = onRequest({ ...API_OPTIONS, secrets: [...FUNCTION_SECRETS.api] }, app);

/** The built HTML shell, copied next to this bundle by scripts/build-functions.ts; read once. */
let pageShell: string | undefined;
const readPageShell = () => (pageShell ??= readFileSync(join(__dirname, 'page-shell.html'), 'utf8'));

/**
 * The server render, bundled by itself next to this file (scripts/build-functions.ts, which keeps
 * this path external) and loaded on the first page asked for: React and the pages never weigh on
 * the api function's start.
 */
let pageRenderer: PageRenderer | undefined;
function loadPageRenderer(): PageRenderer {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- required when first needed, not at start
  pageRenderer ??= (require('./render-page.js') as { pageRenderer: PageRenderer }).pageRenderer;
  return pageRenderer;
}

export const pages = onRequest(
  { ...PAGES_OPTIONS, secrets: [...FUNCTION_SECRETS.pages] },
  createPagesApp({
    siteUrl: config.siteUrl,
    reads: publicReads(() => firebaseServices().db, createReadCache({ ttlMs: config.publicReadCacheMs })),
    renderer: loadPageRenderer,
    shell: readPageShell,
    writes: { db, config },
  }),
);

/** One pooled SMTP connection per instance, made when first needed (the password exists only at run time). */
let transport: MailTransport | undefined;
const mailTransport = () =>
  (transport ??= smtpTransport(config.mail.connectionUri, config.mail.password, config.mail.perSecond));

export const deliverMail = onDocumentCreated(
  { ...MAIL_TRIGGER_OPTIONS, document: `${COLLECTIONS.mail}/{mailId}`, secrets: [...FUNCTION_SECRETS.deliverMail] },
  async (event) => {
    // A newsletter's messages are the sweep's: told from the event itself, without a read or a
    // transaction contending with the sweep's, however many a send writes.
    if (!isDue(event.data?.get('delivery') as Record<string, unknown> | undefined, Date.now(), 'trigger')) return;
    try {
      await sendMail(db(), event.params.mailId, mailTransport(), config.mail);
    } catch (error) {
      // Firestore failed around the try: a lease taken runs out and the sweep sends it; none taken,
      // the document is still due for the sweep.
      console.error(JSON.stringify({ message: 'deliverMail failed', id: event.params.mailId, error: String(error) }));
    }
  },
);

export const deliverDueMail = onSchedule(
  { ...MAIL_SWEEP_OPTIONS, secrets: [...FUNCTION_SECRETS.deliverDueMail] },
  async () => {
    const result = await sweepMail(db(), mailTransport(), config.mail, {
      perSecond: config.mail.perSecond,
      budgetMs: MAIL_SWEEP_BUDGET_MS,
    });
    if (result.tried > 0) console.log(JSON.stringify({ message: 'mail sweep', ...result }));
  },
);
