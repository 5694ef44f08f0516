// The mail the stack delivered, as a mail client gets it: read from the stack's catcher (MailDev,
// started by the launcher, scripts/lib/emulator-stack.ts) through its HTTP API, each message's raw
// source parsed with mailparser: its MIME parts, headers, attachments and links as they arrived over
// SMTP, never the document the site wrote. Specs run in parallel on one stack and share the catcher,
// so every reader here asks for the mail of one address.
import { simpleParser, type ParsedMail } from 'mailparser';
import { MAIL_INBOX_URL as LOCAL_INBOX_URL } from '../../scripts/lib/local-stack';

export const MAIL_INBOX_URL = process.env.FM_MAIL_INBOX_URL || LOCAL_INBOX_URL;

/** What the catcher lists of each message (its API's own fields, those read here). */
interface CaughtSummary {
  id: string;
  subject: string;
  to: Array<{ address: string }>;
  envelope?: { to?: Array<{ address: string }> };
}

/** Long enough for the sweep's pace (a newsletter at MAIL_PER_SECOND) on a loaded machine. */
const ARRIVAL_TIMEOUT_MS = 30_000;

async function api(path: string, init?: RequestInit): Promise<Response> {
  const response = await fetch(`${MAIL_INBOX_URL}/api${path}`, { ...init, signal: AbortSignal.timeout(10_000) });
  if (!response.ok) throw new Error(`the mail catcher answered ${response.status} to ${path}`);
  return response;
}

const recipients = (summary: CaughtSummary) =>
  [...summary.to, ...(summary.envelope?.to ?? [])].map((to) => to.address.toLowerCase());

/** A delivered message, parsed, with the catcher's id. */
export interface DeliveredMail extends ParsedMail {
  catcherId: string;
}

async function parse(summary: CaughtSummary): Promise<DeliveredMail> {
  const source = Buffer.from(await (await api(`/email/${summary.id}/source`)).arrayBuffer());
  return Object.assign(await simpleParser(source), { catcherId: summary.id });
}

/** Every message delivered to `email` so far, oldest first. */
export async function mailTo(email: string): Promise<DeliveredMail[]> {
  const all = (await (await api('/email?sort=asc')).json()) as CaughtSummary[];
  const mine = all.filter((summary) => recipients(summary).includes(email.toLowerCase()));
  return Promise.all(mine.map(parse));
}

/**
 * Waits until `count` messages to `email` (whose subject matches `subject`, when given) have
 * arrived; those messages, oldest first. Fails when more than `count` arrive (nothing is sent twice).
 */
export async function waitForMail(
  email: string,
  {
    subject,
    count = 1,
    timeoutMs = ARRIVAL_TIMEOUT_MS,
  }: { subject?: string | RegExp; count?: number; timeoutMs?: number } = {},
): Promise<DeliveredMail[]> {
  const deadline = Date.now() + timeoutMs;
  const matches = (mail: DeliveredMail) =>
    subject === undefined ||
    (typeof subject === 'string' ? mail.subject === subject : subject.test(mail.subject ?? ''));
  for (;;) {
    const arrived = (await mailTo(email)).filter(matches);
    if (arrived.length > count) {
      throw new Error(
        `${arrived.length} messages to ${email} arrived, ${count} expected: ${arrived.map((m) => m.subject).join('; ')}`,
      );
    }
    if (arrived.length === count) return arrived;
    if (Date.now() > deadline) {
      throw new Error(
        `${arrived.length} of ${count} messages to ${email}${subject ? ` (${String(subject)})` : ''} arrived in ${timeoutMs} ms`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** The site's link to `path` (`/newsletter/confirm`, …) in a message's text: its path and query. */
export function siteLinkIn(text: string | undefined, path: string, baseUrl: string): string | undefined {
  const pattern = new RegExp(`${baseUrl.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(${path}\\?token=\\S+)`);
  return pattern.exec(text ?? '')?.[1];
}

/** siteLinkIn of the newest message delivered to `email` that has one, waiting for it to arrive. */
export async function linkInMail(email: string, path: string, baseUrl: string): Promise<string> {
  const deadline = Date.now() + ARRIVAL_TIMEOUT_MS;
  for (;;) {
    for (const mail of (await mailTo(email)).reverse()) {
      const link = siteLinkIn(mail.text, path, baseUrl);
      if (link) return link;
    }
    if (Date.now() > deadline) throw new Error(`no ${path} link arrived for ${email} in ${ARRIVAL_TIMEOUT_MS} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Empties the catcher: a suite that clears Firestore before each test clears the mail it caused too. */
export async function clearInbox(): Promise<void> {
  await api('/email/all', { method: 'DELETE' });
}

/** A header of a delivered message as it arrived (mailparser keeps the raw lines). */
export function rawHeader(mail: ParsedMail, name: string): string | undefined {
  const line = mail.headerLines.find((header) => header.key === name.toLowerCase())?.line;
  return line
    ?.slice(line.indexOf(':') + 1)
    .replace(/\r?\n\s+/g, ' ')
    .trim();
}
