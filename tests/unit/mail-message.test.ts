// Every email the site writes, as the SMTP message the sender makes of it (smtpMessage, composed by
// nodemailer as it would go to the server) and a mail client parses it (mailparser): the contract is
// what arrives, not the document. The end-to-end mail spec reads the same over a real SMTP server.
import { readFileSync } from 'node:fs';
import { simpleParser, type ParsedMail } from 'mailparser';
import { createTransport } from 'nodemailer';
import { describe, expect, it } from 'vitest';
import { PRAYER_JOURNAL_PATH } from '@/domain/constants';
import { ownerNoticeFor } from '../../functions/src/services/contact';
import type { MailDocument } from '../../functions/src/services/mail';
import { messageIdFor, smtpMessage } from '../../functions/src/services/mail-delivery';
import { issueEmail, renderIssue } from '../../functions/src/services/newsletter-issues';
import { confirmationEmail, PRAYER_JOURNAL_FILENAME, welcomeEmail } from '../../functions/src/services/newsletter';
import { rawHeader } from '../support/mail-inbox';

const SITE = 'https://faithful.example';
const LINKS = { siteUrl: SITE, secret: 'a-secret-of-at-least-thirty-two-characters' };
const SETTINGS = { from: 'Faithful Matches <hello@faithful.example>', maxAttempts: 8 };
const JOURNAL_FILE = new URL(`../../public${PRAYER_JOURNAL_PATH}`, import.meta.url);

/** The message as nodemailer writes it for the server, parsed as a mail client reads it. */
async function delivered(doc: MailDocument, id = 'mail-1'): Promise<ParsedMail> {
  const message = smtpMessage(id, { ...doc }, SETTINGS);
  // The site's URL is not reachable here: the journal comes from the file the site serves.
  message.attachments = (message.attachments ?? []).map((attachment) => ({
    ...attachment,
    path: String(attachment.path).replace(`${SITE}${PRAYER_JOURNAL_PATH}`, JOURNAL_FILE.pathname),
  }));
  const info = await createTransport({ streamTransport: true, buffer: true }).sendMail(message);
  return simpleParser(info.message as Buffer);
}

const contact = { name: 'Ruth', email: 'ruth@example.test', subject: 'A question', message: 'How do I <start>?' };

describe('every email the site sends, as it arrives', () => {
  it.each([
    ['confirmation', confirmationEmail(LINKS, 'hannah@example.test')],
    ['welcome', welcomeEmail(LINKS, 'Hannah', 'hannah@example.test')],
    [
      'newsletter issue',
      issueEmail(LINKS, renderIssue({ subject: 'News', body: 'Dear {{firstName}},' }, SITE), {
        email: 'hannah@example.test',
        firstName: 'Hannah',
      }),
    ],
  ])('the %s: from the site, to the reader, both bodies, the RFC 8058 one-click pair', async (_name, doc) => {
    const mail = await delivered(doc);
    expect(mail.from?.value).toEqual([{ name: 'Faithful Matches', address: 'hello@faithful.example' }]);
    expect((mail.to as { value: Array<{ address: string }> }).value.map((to) => to.address)).toEqual([
      'hannah@example.test',
    ]);
    expect(mail.replyTo).toBeUndefined();
    expect(mail.text).toContain('Unsubscribe: https://faithful.example/newsletter/unsubscribe?token=');
    expect(mail.html).toContain('href="https://faithful.example/newsletter/unsubscribe?token=');
    expect(rawHeader(mail, 'List-Unsubscribe')).toMatch(
      /^<https:\/\/faithful\.example\/api\/newsletter\/unsubscribe\?token=\S+>$/,
    );
    expect(rawHeader(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(mail.messageId).toBe(messageIdFor('mail-1', SETTINGS.from));
  });

  it('the welcome email carries the journal as a PDF attachment, the same bytes the site serves', async () => {
    const mail = await delivered(welcomeEmail(LINKS, 'Hannah', 'hannah@example.test'));
    expect(mail.attachments).toHaveLength(1);
    const [journal] = mail.attachments;
    expect(journal).toMatchObject({
      filename: PRAYER_JOURNAL_FILENAME,
      contentType: 'application/pdf',
      contentDisposition: 'attachment',
    });
    expect(journal!.content.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(journal!.content.equals(readFileSync(JOURNAL_FILE))).toBe(true);
  });

  it("the owner's contact notice replies to the writer, and quotes the message as text", async () => {
    const mail = await delivered(ownerNoticeFor('owner@example.test', contact, 'message-1'));
    expect((mail.to as { value: Array<{ address: string }> }).value[0]!.address).toBe('owner@example.test');
    expect(mail.replyTo?.value).toEqual([{ name: '', address: 'ruth@example.test' }]);
    expect(mail.subject).toBe('New contact message from Ruth: A question');
    expect(mail.html).toContain('How do I &lt;start&gt;?');
    expect(rawHeader(mail, 'List-Unsubscribe')).toBeUndefined();
  });

  it("a document's own sender and Reply-To win over the defaults; no Message-ID changes between tries", async () => {
    const doc = { ...confirmationEmail(LINKS, 'hannah@example.test'), from: 'Grace <grace@faithful.example>' };
    const first = await delivered(doc, 'same-id');
    const second = await delivered(doc, 'same-id');
    expect(first.from?.value[0]!.address).toBe('grace@faithful.example');
    expect(first.messageId).toBe('<same-id@faithful.example>');
    expect(second.messageId).toBe(first.messageId);
    const withDefault = smtpMessage('x', { ...doc }, { ...SETTINGS, replyTo: 'owner@faithful.example' });
    expect(withDefault.replyTo).toBe('owner@faithful.example');
  });
});
