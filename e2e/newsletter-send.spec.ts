// The owner's newsletter: announcing a post, a test to their own address, and a send to the
// confirmed subscribers with its progress and its row in the history. Specs run in parallel on one
// stack, so this one adds subscribers of its own and checks the mail of those addresses only.
import { expect, test, type Page } from './support/test';
import { COLLECTIONS } from '../src/domain/collections';
import { adminDb } from '../tests/support/emulators';
import { mailTo, waitForMail } from '../tests/support/mail-inbox';
import { expectNoSeriousA11yViolations } from './support/axe';
import { DEMO_ACCOUNTS, OWNER_SESSION } from './support/auth';
import { SEEDED_ARTICLE, STUBBED_NETWORK, openToast, searchPosts, uniqueEmail } from './support/site';

const SEEDED_TITLE = 'What Biblical Dating Really Looks Like Today';

/** The subjects of the messages delivered to `email` so far, as the catcher received them. */
async function subjectsMailedTo(email: string): Promise<string[]> {
  return (await mailTo(email)).map((mail) => mail.subject ?? '');
}

async function compose(page: Page, subject: string, body: string) {
  await page.getByLabel('Subject').fill(subject);
  await page.getByRole('textbox', { name: 'Message' }).fill(body);
}

test.describe('the newsletter, as the owner', () => {
  test.use({ storageState: OWNER_SESSION });

  test("'Announce this post' fills the composer from the post", async ({ page }) => {
    await page.goto('/admin/blog');
    await searchPosts(page, SEEDED_TITLE);
    await page.getByRole('link', { name: `Announce "${SEEDED_TITLE}" to subscribers` }).click();
    await expect(page).toHaveURL(/\/admin\/newsletter\?announce=/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Newsletter');

    await expect(page.getByLabel('Subject')).toHaveValue(SEEDED_TITLE);
    const body = page.getByRole('textbox', { name: 'Message' });
    await expect(body).toHaveValue(/^Hi \{\{firstName\}\},/);
    // The seeded post's photo (stored as an upload is, scripts/seed.ts), at the mail's fixed 1200 wide.
    await expect(body).toHaveValue(/\(<\/img\/[0-9a-f-]{36}\/1200\.jpg>\)/);
    await expect(body).toHaveValue(/The Bible never uses the word "dating"/);
    await expectNoSeriousA11yViolations(page);

    // On a wide screen the preview sits beside the field.
    const preview = page.getByRole('region', { name: 'Preview' });
    // Named by the owner's description of the photo.
    await expect(preview.getByRole('img', { name: /^A sunset over dark purple hills/ })).toHaveAttribute(
      'src',
      /^\/img\/[0-9a-f-]{36}\/1200\.jpg$/,
    );
    await expect(preview.getByRole('link', { name: `Read "${SEEDED_TITLE}"` })).toHaveAttribute('href', SEEDED_ARTICLE);
  });

  test('a test goes to the owner alone', async ({ page }) => {
    const subject = `A test ${Date.now().toString(36)}`;
    await page.goto('/admin/newsletter');
    await compose(page, subject, 'Hello {{firstName}}, a test.');
    await page.getByRole('button', { name: 'Send test to me' }).click();
    await expect(
      openToast(page).filter({ hasText: `A test email is on its way to ${DEMO_ACCOUNTS.admin.email}.` }),
    ).toBeVisible();
    await expect.poll(() => subjectsMailedTo(DEMO_ACCOUNTS.admin.email)).toContain(`[Test] ${subject}`);
  });

  test.describe('sending', () => {
    // The send is held on its way, to see its progress for as long as the test needs: that needs
    // the page's own requests, not a service worker's.
    test.use(STUBBED_NETWORK);

    test('to the confirmed subscribers: confirmation with the count, progress, then the history row', async ({
      page,
    }) => {
      test.slow();
      const confirmed = ['amos', 'beth', 'cara'].map((name) => uniqueEmail(`newsletter-send-${name}`));
      const pending = uniqueEmail('newsletter-send-pending');
      const unsubscribed = uniqueEmail('newsletter-send-left');
      const subscribers = adminDb.collection(COLLECTIONS.newsletterSubscribers);
      const at = new Date();
      await Promise.all([
        ...confirmed.map((email) =>
          subscribers.doc(email).set({ firstName: 'Reader', email, status: 'confirmed', confirmedAt: at }),
        ),
        subscribers.doc(pending).set({ firstName: 'Pending', email: pending, status: 'pending', requestedAt: at }),
        subscribers.doc(unsubscribed).set({ email: unsubscribed, status: 'unsubscribed', unsubscribedAt: at }),
      ]);

      // Only the start of the send is held; the history's reads of the same path go through.
      let release: () => void = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/api/admin/newsletter/issues', async (route) => {
        if (route.request().method() === 'POST') await held;
        await route.continue();
      });

      const subject = `News for you ${Date.now().toString(36)}`;
      await page.goto('/admin/newsletter');
      await compose(page, subject, 'Dear {{firstName}},\n\nA **new** article: [read it](/christian-dating-advice).');
      const sendButton = page.getByRole('button', { name: /Send to \d+ confirmed subscribers?$/ });
      await expect(sendButton).toBeEnabled();
      const count = Number(/(\d+)/.exec((await sendButton.textContent()) ?? '')?.[1]);
      // Other specs add subscribers too: at least this one's three are counted.
      expect(count).toBeGreaterThanOrEqual(3);
      await sendButton.click();

      const dialog = page.getByRole('dialog');
      await expect(dialog).toContainText(`"${subject}" will be emailed to ${count} confirmed subscribers.`);
      await dialog.getByRole('button', { name: 'Send now' }).click();

      await expect(page.getByRole('status').filter({ hasText: `Sending: 0 of ${count}` })).toBeVisible();
      await expect(page.getByRole('progressbar')).toBeVisible();
      release();

      await expect(page.getByRole('status').getByText(/^Sent to \d+ subscribers?\.$/)).toBeVisible({ timeout: 30_000 });
      const row = page.locator('tr[data-row-key]').filter({ hasText: subject });
      await expect(row).toContainText('Sent');
      // Ready for the next one.
      await expect(page.getByLabel('Subject')).toHaveValue('');

      // Sent by the sweep at the provider's pace: each arrives once.
      for (const email of confirmed) await waitForMail(email, { subject });
      // Once each (another spec's issue may reach them too: it is not this one).
      for (const email of confirmed)
        expect((await subjectsMailedTo(email)).filter((one) => one === subject)).toEqual([subject]);
      expect(await subjectsMailedTo(pending)).toEqual([]);
      expect(await subjectsMailedTo(unsubscribed)).toEqual([]);
    });
  });
});
