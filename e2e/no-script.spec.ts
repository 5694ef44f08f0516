// A reader without JavaScript (or before the page's scripts have run): the forms send and say how
// it went, and the affiliate links reach the partner through the site's redirect, which counts the
// click. Everything here is plain HTML: links and form posts the server answers.
import { COLLECTIONS } from '../src/domain/collections';
import { ROUTES } from '../src/domain/routes';
import type { AppReview, Resource } from '../src/domain/types';
import { adminDb } from '../tests/support/emulators';
import { waitForMail } from '../tests/support/mail-inbox';
import { fakeAffiliateSite, recordedClicks } from './support/affiliate';
import { uniqueEmail } from './support/site';
import { expect, test, type Page } from './support/test';

test.use({ javaScriptEnabled: false });

/** Notes the page's own navigations, method and path: a form must post, never put what was typed in a GET. */
function navigations(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) {
      const url = new URL(request.url());
      seen.push(`${request.method()} ${url.pathname}${url.search}`);
    }
  });
  return seen;
}

test.describe('without JavaScript', () => {
  test('the newsletter form sends, shows the success text, and the subscriber waits for the confirmation email', async ({
    page,
  }) => {
    const email = uniqueEmail('no-script-newsletter');
    const seen = navigations(page);
    await page.goto(ROUTES.home);
    const form = page.getByRole('form', { name: 'Newsletter signup' });
    await form.getByLabel('First name').fill('Hannah');
    await form.getByLabel('Email address').fill(email);
    await form.getByRole('button', { name: 'Subscribe' }).click();

    const answer = page.getByRole('form', { name: 'Newsletter signup' });
    await expect(answer.getByRole('status')).toContainText('Successfully subscribed! 🎉');
    await expect(answer.getByRole('status')).toContainText(
      'Check your email for your free prayer journal download link.',
    );
    // The answer is the page it was redirected to (303: a reload asks for it, never posts again),
    // opening at the form.
    await expect(page).toHaveURL(/\/\?sent=newsletter#newsletter$/);
    expect(seen).toEqual([`GET ${ROUTES.home}`, `POST ${ROUTES.home}`, `GET ${ROUTES.home}?sent=newsletter`]);
    const subscriber = await adminDb.collection(COLLECTIONS.newsletterSubscribers).doc(email).get();
    expect(subscriber.get('status')).toBe('pending');
    // One confirmation, delivered.
    expect(await waitForMail(email, { subject: /^Please confirm your/ })).toHaveLength(1);
  });

  test('the newsletter form shows the field errors beside what was typed, and sends once corrected', async ({
    page,
  }) => {
    await page.goto(ROUTES.home);
    let form = page.getByRole('form', { name: 'Newsletter signup' });
    await form.getByLabel('First name').fill('H');
    await form.getByLabel('Email address').fill('hannah@');
    await form.getByRole('button', { name: 'Subscribe' }).click();

    form = page.getByRole('form', { name: 'Newsletter signup' });
    await expect(form.getByText('First name must be at least 2 characters')).toBeVisible();
    await expect(form.getByText('Please enter a valid email address')).toBeVisible();
    await expect(form.getByLabel('First name')).toHaveValue('H');
    await expect(form.getByLabel('Email address')).toHaveValue('hannah@');

    await form.getByLabel('First name').fill('Hannah');
    await form.getByLabel('Email address').fill(uniqueEmail('no-script-corrected'));
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByRole('form', { name: 'Newsletter signup' }).getByRole('status')).toContainText(
      'Successfully subscribed!',
    );
  });

  test('the contact form sends, shows the success text, and the message is stored unread', async ({ page }) => {
    const message = {
      name: 'Ruth Miller',
      email: uniqueEmail('no-script-contact'),
      subject: `No script ${Date.now()}`,
      message: 'Sent from a browser with JavaScript off.',
    };
    const seen = navigations(page);
    await page.goto(ROUTES.contact);
    await page.getByLabel('Name *').fill(message.name);
    await page.getByLabel('Email *').fill(message.email);
    await page.getByLabel('Subject *').fill(message.subject);
    await page.getByLabel('Message *').fill(message.message);
    const send = page.getByRole('button', { name: 'Send Message' });
    await expect(send).toBeEnabled();
    await send.click();

    await expect(page.getByRole('status')).toContainText('Message sent successfully!');
    await expect(page.getByRole('status')).toContainText("We'll get back to you within 24-48 hours.");
    expect(seen).toEqual([`GET ${ROUTES.contact}`, `POST ${ROUTES.contact}`, `GET ${ROUTES.contact}?sent=contact`]);
    // A reload shows the page again and sends nothing: still one message, one notice to the owner.
    await page.reload();
    await expect(page.getByRole('status')).toContainText('Message sent successfully!');
    expect(seen.at(-1)).toBe(`GET ${ROUTES.contact}?sent=contact`);
    const stored = await adminDb.collection(COLLECTIONS.contactSubmissions).where('email', '==', message.email).get();
    expect(stored.docs.map((doc) => doc.data())).toEqual([expect.objectContaining({ ...message, status: 'unread' })]);
  });

  test('the contact form keeps what was typed beside the server’s field errors', async ({ page }) => {
    await page.goto(ROUTES.contact);
    await page.getByLabel('Name *').fill('Ruth <b>');
    await page.getByLabel('Email *').fill('ruth@example');
    await page.getByLabel('Subject *').fill('Hello');
    await page.getByLabel('Message *').fill('A message with <script>alert(1)</script> in it.');
    // The browser's own check passes (it takes 'ruth@example'); the shared schema does not.
    await page.getByRole('button', { name: 'Send Message' }).click();

    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    await expect(page.getByLabel('Email *')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Name *')).toHaveValue('Ruth <b>');
    await expect(page.getByLabel('Message *')).toHaveValue('A message with <script>alert(1)</script> in it.');
  });

  test('Try Now reaches the app through the tracking redirect, and the click is recorded', async ({
    page,
    request,
  }) => {
    const reviews = (await (await request.get('/api/app-reviews')).json()) as AppReview[];
    // The last row: the first is the app-reviews spec's, which may run at the same time.
    const review = reviews.at(-1)!;
    await fakeAffiliateSite(page.context(), review.affiliateUrl);
    const before = await recordedClicks(review.name, 'app-reviews-page');

    await page.goto(ROUTES.appReviews);
    const row = page.getByRole('table').locator('tbody tr').filter({ hasText: review.name });
    const popupPromise = page.waitForEvent('popup');
    await row.getByRole('link', { name: /Try Now/ }).click();
    const popup = await popupPromise;
    await popup.waitForURL(review.affiliateUrl);
    await expect(popup.getByRole('heading', { name: 'Partner site' })).toBeVisible();
    await expect.poll(() => recordedClicks(review.name, 'app-reviews-page'), { timeout: 15_000 }).toBe(before + 1);
  });

  test('Get Now reaches the shop through the tracking redirect, and the click is recorded', async ({
    page,
    request,
  }) => {
    const resources = (await (await request.get('/api/resources')).json()) as Resource[];
    // The last one sold through a shop: the first is the resources spec's.
    const resource = resources
      .filter((item) => item.affiliateUrl && item.price !== 'Free' && /^https?:/.test(item.affiliateUrl))
      .at(-1)!;
    const url = resource.affiliateUrl!;
    await fakeAffiliateSite(page.context(), url);
    const before = await recordedClicks(resource.title, 'resources-page');

    await page.goto(ROUTES.resources);
    const popupPromise = page.waitForEvent('popup');
    await page.getByRole('link', { name: `Get Now: ${resource.title} (opens in a new tab)` }).click();
    const popup = await popupPromise;
    await popup.waitForURL(url);
    await expect.poll(() => recordedClicks(resource.title, 'resources-page'), { timeout: 15_000 }).toBe(before + 1);
  });
});
