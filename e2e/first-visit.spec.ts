import { expect, test } from './support/test';
import { contactFormTakenOver, gotoPage, newsletterForm, openToast, uniqueEmail } from './support/site';

// A first-time visitor, service worker registering as it does for everyone: the
// 'Ready to work offline' notice arrives around the time a form is sent, and must
// never take the place of the form's confirmation (one toast shows at a time).
test('subscribes and sends a message on a first visit and sees both confirmations', async ({ page, context }) => {
  // Two writes through the Functions emulator and a service worker install, on a shared 2-core machine.
  test.slow();
  // The service worker's script is held (not stubbed: it is fetched and installs as usual, only
  // later) until the confirmation shows, so its notice certainly arrives on top of it.
  let releaseServiceWorker: () => void = () => {};
  const serviceWorkerReleased = new Promise<void>((resolve) => (releaseServiceWorker = resolve));
  await context.route('**/sw.js', async (route) => {
    await serviceWorkerReleased;
    await route.continue();
  });

  await gotoPage(page, '/');
  const form = await newsletterForm(page);
  await form.getByLabel('First name').fill('Hannah');
  await form.getByLabel('Email address').fill(uniqueEmail('first-visit'));
  const subscribeAnswered = page.waitForResponse('**/api/newsletter/subscribe');
  await form.getByRole('button', { name: 'Subscribe' }).click();
  expect((await subscribeAnswered).ok()).toBe(true);
  const subscribed = openToast(page).filter({ hasText: 'Successfully subscribed! 🎉' });
  await expect(subscribed).toBeVisible();
  await expect(subscribed).toContainText('Check your email for your free prayer journal download link.');

  // Hold the confirmation (a hovered toast stays) while the service worker installs.
  await subscribed.hover();
  releaseServiceWorker();
  // 'installed' (when the notice is raised) comes before the registration is ready.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  const offlineReady = page.getByTestId('toast').filter({ hasText: 'Ready to work offline' });
  await expect(openToast(page)).toHaveCount(1);
  await expect(subscribed).toBeVisible();
  // The notice waited for the slot instead of swallowing the confirmation: it shows once that is closed.
  await subscribed.getByRole('button', { name: 'Close notification' }).click();
  await expect(offlineReady).toHaveAttribute('data-state', 'open');

  // Same visit, the notice on screen: the contact form's confirmation takes the slot.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact Us');
  await page.getByLabel('Name *').fill('Ruth Miller');
  await page.getByLabel('Email *').fill(uniqueEmail('first-visit-contact'));
  await page.getByLabel('Subject *').fill('Hello');
  await page.getByLabel('Message *').fill('Thank you for the articles.');
  await contactFormTakenOver(page);
  const contactAnswered = page.waitForResponse('**/api/contact');
  await page.getByRole('button', { name: 'Send Message' }).click();
  expect((await contactAnswered).ok()).toBe(true);
  const sent = openToast(page).filter({ hasText: 'Message sent successfully!' });
  await expect(sent).toBeVisible();
  await expect(sent).toContainText("We'll get back to you within 24-48 hours.");
  await expect(openToast(page)).toHaveCount(1);
});
