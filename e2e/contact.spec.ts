import { COLLECTIONS } from '../src/domain/collections';
import { adminDb } from '../tests/support/emulators';
import { APP_READY, expect, test, type Page } from './support/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import {
  BRAND,
  contactFormTakenOver,
  gotoPage,
  openToast,
  STUBBED_NETWORK,
  uniqueEmail,
  holdRequests,
} from './support/site';

const PATH = '/contact-faithful-matches';

async function fill(page: Page, values: { name: string; email: string; subject: string; message: string }) {
  await page.getByLabel('Name *').fill(values.name);
  await page.getByLabel('Email *').fill(values.email);
  await page.getByLabel('Subject *').fill(values.subject);
  await page.getByLabel('Message *').fill(values.message);
}

function sample(tag: string) {
  return {
    name: 'Ruth Miller',
    email: uniqueEmail(tag),
    subject: `E2E ${tag} ${Date.now()}`,
    message: 'Thank you for the article on boundaries; it helped us a lot.',
  };
}

test.describe('contact', () => {
  test('form and contact information with the exact texts', async ({ page }) => {
    await gotoPage(page, PATH);
    await expect(page).toHaveTitle(`Contact Us | ${BRAND}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact Us');
    for (const label of ['Name *', 'Email *', 'Subject *', 'Message *']) {
      await expect(page.getByLabel(label)).toHaveAttribute('required', '');
    }
    await expect(page.getByLabel('Email *')).toHaveAttribute('type', 'email');
    await expect(page.getByRole('button', { name: 'Send Message' })).toBeEnabled();
    await expect(page.getByText('We typically respond within 24-48 hours.')).toBeVisible();
    const mail = page.getByRole('main').locator('a[href^="mailto:"]');
    await expect(mail).toHaveText(/^[^\s@]+@[^\s@]+\.[a-z]+$/);
    await expect(mail).toHaveAttribute('href', `mailto:${(await mail.textContent()) ?? ''}`);
    // The honeypot is out of sight and out of the tab order.
    await expect(page.locator('#contact-website')).not.toBeInViewport();
    await expect(page.locator('#contact-website')).toHaveAttribute('tabindex', '-1');
    await expectNoSeriousA11yViolations(page);
  });

  test.describe('with a stubbed network', () => {
    test.use(STUBBED_NETWORK);
    test("sends a message: 'Sending...', the success toast, and a cleared form", async ({ page }) => {
      const values = sample('contact-ok');
      let sentBody: unknown = null;
      let status = 0;
      // Held until the sending state has been seen: a fixed delay assumes an idle machine.
      let release: () => void = () => {};
      const released = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/api/contact', async (route) => {
        sentBody = route.request().postDataJSON();
        await released;
        const response = await route.fetch();
        status = response.status();
        await route.fulfill({ response });
      });
      await gotoPage(page, PATH);
      await fill(page, values);
      await contactFormTakenOver(page);
      await page.getByRole('button', { name: 'Send Message' }).click();
      await expect(page.getByRole('button', { name: /Sending\.\.\./ })).toBeVisible();
      release();

      await expect(page.getByText('Message sent successfully!')).toBeVisible();
      await expect(page.getByText("We'll get back to you within 24-48 hours.")).toBeVisible();
      for (const label of ['Name *', 'Email *', 'Subject *', 'Message *']) {
        await expect(page.getByLabel(label)).toHaveValue('');
      }
      expect(status).toBe(201);
      expect(sentBody).toEqual(values);
    });

    test('a failed send keeps the form and points to the support email', async ({ page }) => {
      const values = sample('contact-fail');
      await page.route('**/api/contact', (route) =>
        route.fulfill({ status: 500, json: { error: { message: 'Something broke' } } }),
      );
      await gotoPage(page, PATH);
      const supportEmail = (await page.getByRole('main').locator('a[href^="mailto:"]').textContent())?.trim() ?? '';
      expect(supportEmail).toContain('@');
      await fill(page, values);
      await contactFormTakenOver(page);
      await page.getByRole('button', { name: 'Send Message' }).click();

      const toast = openToast(page).filter({ hasText: 'Error sending message' });
      await expect(toast).toBeVisible();
      await expect(toast).toContainText(supportEmail);
      await expect(toast).toContainText(/try again/i);
      await expect(page.getByLabel('Name *')).toHaveValue(values.name);
      await expect(page.getByLabel('Email *')).toHaveValue(values.email);
      await expect(page.getByLabel('Subject *')).toHaveValue(values.subject);
      await expect(page.getByLabel('Message *')).toHaveValue(values.message);
      await expect(page.getByRole('button', { name: 'Send Message' })).toBeEnabled();
    });

    test('a send before the page is live is posted by the browser itself, stored, and answered with the page saying so', async ({
      page,
    }) => {
      const values = sample('contact-early');
      // The page's scripts are held: its HTML is on screen, but nothing listens to the form yet.
      const release = await holdRequests(page, /\/assets\/.*\.js$/);
      let apiPosts = 0;
      await page.route('**/api/contact', (route) => {
        apiPosts += 1;
        return route.fulfill({ status: 201, json: { id: 'x' } });
      });
      const documents: string[] = [];
      page.on('request', (request) => {
        if (request.isNavigationRequest() && request.frame() === page.mainFrame()) {
          documents.push(`${request.method()} ${new URL(request.url()).pathname}`);
        }
      });

      // The form's post replaces the page before it is live: that first navigation never completes.
      const opened = page.goto(PATH).catch(() => null);
      await fill(page, values);
      const send = page.getByRole('button', { name: 'Send Message' });
      await expect(send).toBeEnabled();
      await send.click();
      await expect(page.getByRole('status').filter({ hasText: 'Message sent successfully!' })).toBeVisible();
      release();
      await opened;
      await page.locator(APP_READY).waitFor({ state: 'attached' });
      // Once, by the browser, form-encoded to the page itself (never a GET with the message in it),
      // then the page it was redirected to (303), which a reload asks for again instead of posting.
      expect(documents).toEqual([`GET ${PATH}`, `POST ${PATH}`, `GET ${PATH}`]);
      expect(new URL(page.url()).search).toBe('?sent=contact');
      expect(apiPosts).toBe(0);
      const stored = await adminDb.collection(COLLECTIONS.contactSubmissions).where('email', '==', values.email).get();
      expect(stored.docs.map((doc) => doc.data())).toEqual([expect.objectContaining({ ...values, status: 'unread' })]);
      // The answer is the live page: the app shows the outcome where the form is, and sends the next one.
      await expect(page.getByLabel('Name *')).toHaveValue('');
    });

    test("what is typed before the form's code comes stays typed, and the app sends all of it", async ({ page }) => {
      const values = sample('contact-typed-early');
      let sentBody: unknown = null;
      await page.route('**/api/contact', (route) => {
        sentBody = route.request().postDataJSON();
        return route.fulfill({ status: 201, json: { id: 'x' } });
      });
      // The form's own code is held: the page is live, and the reader types into the server's form.
      const release = await holdRequests(page, /\/assets\/contact-form-[^/]*\.js$/);
      await gotoPage(page, PATH);
      await fill(page, values);
      await expect(page.locator('form#contact-form[data-live]')).not.toBeAttached();
      release();
      await contactFormTakenOver(page);
      for (const [label, value] of Object.entries({
        'Name *': values.name,
        'Email *': values.email,
        'Subject *': values.subject,
        'Message *': values.message,
      })) {
        await expect(page.getByLabel(label)).toHaveValue(value);
      }
      await page.getByRole('button', { name: 'Send Message' }).click();
      await expect(page.getByText('Message sent successfully!')).toBeVisible();
      expect(sentBody).toEqual(values);
    });

    test('validates on the client before anything is sent', async ({ page }) => {
      let posts = 0;
      await page.route('**/api/contact', (route) => {
        posts += 1;
        return route.fulfill({ status: 201, json: { id: 'x' } });
      });
      await gotoPage(page, PATH);

      // Empty required fields: the browser itself refuses to submit.
      await page.getByRole('button', { name: 'Send Message' }).click();
      expect(await page.getByLabel('Name *').evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(
        true,
      );
      await contactFormTakenOver(page);

      // What the browser lets through, the shared schema catches.
      await fill(page, { name: '   ', email: 'ruth@example', subject: 'Hi', message: 'Hello' });
      await page.getByRole('button', { name: 'Send Message' }).click();
      await expect(page.getByText('Please enter a valid email address')).toBeVisible();
      await expect(page.getByText('Required', { exact: true })).toBeVisible();
      await expect(page.getByLabel('Email *')).toHaveAttribute('aria-invalid', 'true');
      expect(posts).toBe(0);
    });

    test("shows the server's field errors on their fields", async ({ page }) => {
      await page.route('**/api/contact', (route) =>
        route.fulfill({
          status: 400,
          json: { error: { message: 'Please check the form', fields: { subject: 'Must be at most 200 characters' } } },
        }),
      );
      await gotoPage(page, PATH);
      await fill(page, sample('contact-fields'));
      await contactFormTakenOver(page);
      await page.getByRole('button', { name: 'Send Message' }).click();
      await expect(page.getByText('Must be at most 200 characters')).toBeVisible();
      await expect(page.getByLabel('Subject *')).toHaveAttribute('aria-invalid', 'true');
    });
  });
});
