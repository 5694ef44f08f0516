import { expect, test } from './support/test';
import { COLLECTIONS } from '../src/domain/collections';
import { PRAYER_JOURNAL_PATH } from '../src/domain/constants';
import { CONFIRM_PAGE_TEXT } from '../src/app/features/newsletter/newsletter-link-text';
import { adminDb } from '../tests/support/emulators';
import { extensionMail } from '../tests/support/mail-contract';
import { expectNoSeriousA11yViolations } from './support/axe';
import { BASE_URL, gotoPage, uniqueEmail } from './support/site';

/** The path and query of the link in the newest newsletter email to `email` that leads to `path`. */
async function linkInMail(email: string, path: string): Promise<string> {
  const mail = await adminDb.collection(COLLECTIONS.mail).where('to', '==', email).get();
  for (const doc of mail.docs) {
    const match = new RegExp(`${BASE_URL}(${path}\\?token=\\S+)`).exec(extensionMail(doc.data()).message.text);
    if (match) return match[1]!;
  }
  throw new Error(`no ${path} link mailed to ${email}`);
}

test('the emailed links: confirm the subscription and get the journal, then unsubscribe, each with one press', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('newsletter-links');
  const subscribed = await request.post('/api/newsletter/subscribe', { data: { firstName: 'Hannah', email } });
  expect(subscribed.status()).toBe(201);

  // The confirmation email is written in the same transaction as the subscriber.
  await gotoPage(page, await linkInMail(email, '/newsletter/confirm'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Confirm your subscription');
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Confirm my subscription' }).click();
  await expect(page.getByRole('main').getByRole('status')).toContainText("You're subscribed!");
  // The journal the signup form promised, offered at once (the welcome email brings it too).
  const journal = page.getByRole('main').getByRole('link', { name: CONFIRM_PAGE_TEXT.download });
  await expect(journal).toHaveAttribute('href', PRAYER_JOURNAL_PATH);
  await expect(journal).toHaveAttribute('download');

  await gotoPage(page, await linkInMail(email, '/newsletter/unsubscribe'));
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('main').getByRole('status')).toContainText("You've been unsubscribed.");
});

test('a link that was tampered with says so', async ({ page }) => {
  await gotoPage(page, '/newsletter/confirm?token=not-a-real-token');
  await page.getByRole('button', { name: 'Confirm my subscription' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toContainText('This link is not valid or has expired.');
});
