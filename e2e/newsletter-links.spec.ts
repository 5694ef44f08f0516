import { expect, test } from './support/test';
import { PRAYER_JOURNAL_PATH } from '../src/domain/constants';
import { CONFIRM_PAGE_TEXT } from '../src/app/features/newsletter/newsletter-link-text';
import { linkInMail } from '../tests/support/newsletter-mail';
import { expectNoSeriousA11yViolations } from './support/axe';
import { gotoPage, uniqueEmail } from './support/site';

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
