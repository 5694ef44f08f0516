// The site's mail as a reader and the owner get it: each message read from the stack's mail catcher
// (a real SMTP server, MailDev) and parsed as a mail client parses it, never from the documents the
// site writes. A reader signs up, confirms from the message, gets the journal attached, gets the
// owner's issue with its one-click unsubscribe and uses it; a visitor's message reaches the owner
// with Reply-To set to them. Specs run in parallel and share the catcher and the subscribers, so
// this one reads the mail of its own addresses and subjects only.
import { readFileSync } from 'node:fs';
import { COLLECTIONS } from '../src/domain/collections';
import { PRAYER_JOURNAL_PATH } from '../src/domain/constants';
import { ROUTES } from '../src/domain/routes';
import { adminDb } from '../tests/support/emulators';
import { mailTo, rawHeader, siteLinkIn, waitForMail } from '../tests/support/mail-inbox';
import { DEMO_ACCOUNTS, OWNER_SESSION } from './support/auth';
import { BASE_URL, gotoPage, newsletterForm, uniqueEmail } from './support/site';
import { expect, test } from './support/test';

const JOURNAL = readFileSync(new URL(`../public${PRAYER_JOURNAL_PATH}`, import.meta.url));

test('a reader signs up, confirms, gets the journal and an issue, and leaves with one click', async ({
  page,
  browser,
  request,
}) => {
  test.slow();
  const email = uniqueEmail('mail-reader');

  // 1. Sign up: the confirmation arrives.
  await gotoPage(page, ROUTES.home);
  const form = await newsletterForm(page);
  await form.getByLabel('First name').fill('Hannah');
  await form.getByLabel('Email address').fill(email);
  await form.getByRole('button', { name: 'Subscribe' }).click();
  const [confirmation] = await waitForMail(email, { subject: 'Please confirm your Faithful Matches subscription' });
  expect(confirmation!.from?.value[0]!.address).toMatch(/@/);
  expect(rawHeader(confirmation!, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');

  // 2. Its link confirms: the welcome arrives with the journal attached, a real PDF.
  const confirmLink = siteLinkIn(confirmation!.text, ROUTES.newsletterConfirm, BASE_URL);
  expect(confirmLink, confirmation!.text).toBeDefined();
  await gotoPage(page, confirmLink!);
  await page.getByRole('button', { name: 'Confirm my subscription' }).click();
  await expect(page.getByRole('main').getByRole('status')).toContainText("You're subscribed!");
  const [welcome] = await waitForMail(email, { subject: /^Welcome to Faithful Matches/ });
  expect(welcome!.text).toContain('Hi Hannah,');
  expect(welcome!.attachments).toHaveLength(1);
  const [journal] = welcome!.attachments;
  expect(journal!.contentType).toBe('application/pdf');
  expect(journal!.filename).toMatch(/\.pdf$/);
  expect(journal!.content.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(journal!.content.equals(JOURNAL)).toBe(true);

  // 3. The owner sends an issue: it arrives with the RFC 8058 one-click headers.
  const owner = await browser.newContext({ storageState: OWNER_SESSION });
  try {
    const ownerPage = await owner.newPage();
    const subject = `A word for our readers ${Date.now().toString(36)}`;
    await ownerPage.goto('/admin/newsletter');
    await ownerPage.getByLabel('Subject').fill(subject);
    await ownerPage.getByRole('textbox', { name: 'Message' }).fill('Dear {{firstName}},\n\nA **new** article is up.');
    const sendButton = ownerPage.getByRole('button', { name: /Send to \d+ confirmed subscribers?$/ });
    await expect(sendButton).toBeEnabled();
    await sendButton.click();
    await ownerPage.getByRole('dialog').getByRole('button', { name: 'Send now' }).click();
    await expect(ownerPage.getByRole('status').getByText(/^Sent to \d+ subscribers?\.$/)).toBeVisible({
      timeout: 30_000,
    });

    const [issue] = await waitForMail(email, { subject });
    expect(issue!.text).toContain('Dear Hannah,');
    expect(issue!.html).toContain('<strong>new</strong>');
    expect(rawHeader(issue!, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    const listUnsubscribe = /^<(https?:\/\/[^>]+)>$/.exec(rawHeader(issue!, 'List-Unsubscribe') ?? '')?.[1];
    expect(listUnsubscribe).toBeDefined();

    // 4. The one-click POST, as a mail provider sends it (RFC 8058): the reader is unsubscribed.
    const answer = await request.post(listUnsubscribe!, {
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      data: 'List-Unsubscribe=One-Click',
    });
    expect(answer.status()).toBeLessThan(300);
    const subscriber = await adminDb.collection(COLLECTIONS.newsletterSubscribers).doc(email).get();
    expect(subscriber.get('status')).toBe('unsubscribed');
    // Nothing came twice (other specs' issues may come too: they are theirs).
    const subjects = (await mailTo(email)).map((mail) => mail.subject);
    for (const sent of [confirmation!.subject, welcome!.subject, subject]) {
      expect(subjects.filter((one) => one === sent)).toHaveLength(1);
    }
  } finally {
    await owner.close();
  }
});

test("a visitor's message reaches the owner, and a reply goes to the visitor", async ({ page }) => {
  const visitor = uniqueEmail('mail-contact');
  const subject = `About the journal ${Date.now().toString(36)}`;
  await gotoPage(page, ROUTES.contact);
  await page.getByLabel('Name *').fill('Ruth Miller');
  await page.getByLabel('Email *').fill(visitor);
  await page.getByLabel('Subject *').fill(subject);
  await page.getByLabel('Message *').fill('Thank you for the prayer journal; it has helped me.');
  await page.getByRole('button', { name: 'Send Message' }).click();

  const [notice] = await waitForMail(DEMO_ACCOUNTS.admin.email, {
    subject: `New contact message from Ruth Miller: ${subject}`,
  });
  expect(notice!.replyTo?.value.map((address) => address.address)).toEqual([visitor]);
  expect(notice!.text).toContain('Thank you for the prayer journal; it has helped me.');
});
