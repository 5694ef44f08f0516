import { expect, test } from './support/test';
import type { AppReview, BlogPost, Testimonial } from '../src/domain/types';
import { expectNoSeriousA11yViolations } from './support/axe';
import {
  BRAND,
  gotoPage,
  newsletterForm,
  openToast,
  drawnByTheApp,
  STUBBED_NETWORK,
  uniqueEmail,
  holdRequests,
  shownTestimonials,
  testimonialsCarousel,
} from './support/site';

// page.route must see every API call; a service worker would answer some itself.
test.describe('home', () => {
  test('hero, value cards, the 3 latest articles and the 2 top app reviews', async ({ page, request }) => {
    const posts = (await (await request.get('/api/blog-posts')).json()) as BlogPost[];
    const reviews = (await (await request.get('/api/app-reviews')).json()) as AppReview[];
    expect(posts.length).toBeGreaterThanOrEqual(3);
    expect(reviews.length).toBeGreaterThanOrEqual(2);

    await gotoPage(page, '/');
    await expect(page).toHaveTitle(`Christian Dating Advice, App Reviews and Resources | ${BRAND}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Find Love That Honors God');
    await expect(page.getByTestId('value-card')).toHaveCount(3);

    const cards = page.getByTestId('post-card');
    await expect(cards).toHaveCount(3);
    await expect(cards.getByRole('heading')).toHaveText(posts.slice(0, 3).map((post) => post.title));
    const dates = await cards
      .locator('time')
      .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('datetime') ?? ''));
    const times = dates.map((value) => Date.parse(value));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    await expect(cards.first().getByRole('link')).toHaveAttribute('href', `/christian-dating-advice/${posts[0].slug}`);

    const top = page.getByTestId('top-review-card');
    await expect(top).toHaveCount(2);
    // The head of the list, in the owner's order as the API sends it.
    const ranked = reviews.slice(0, 2);
    await expect(top.getByRole('heading')).toHaveText(ranked.map((review) => review.name));
    await expect(top.first().getByRole('link')).toHaveAttribute(
      'href',
      `/christian-dating-apps-reviews#review-${ranked[0].id}`,
    );

    await expectNoSeriousA11yViolations(page);
  });

  test('the hero button scrolls to the newsletter section', async ({ page }) => {
    await gotoPage(page, '/');
    await page.getByRole('button', { name: 'Get Your Free Prayer Journal' }).click();
    const newsletter = page.locator('#newsletter');
    await expect(newsletter).toBeInViewport();
    await expect(newsletter).toContainText('15,000+');
    await expect(newsletter).toContainText('4.9/5');
    await expect(newsletter).toContainText('30-day prayer journal');
  });

  test('testimonials carousel shows 3 at a time on a wide screen with previous/next disabled at the ends', async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const testimonials = (await (await request.get('/api/testimonials')).json()) as Testimonial[];
    expect(testimonials.length).toBeGreaterThan(3);
    await gotoPage(page, '/');
    const carousel = testimonialsCarousel(page);
    await carousel.scrollIntoViewIfNeeded();
    const cards = carousel.getByTestId('testimonial-card');
    // Every testimonial is in the track; three of them are in view.
    await expect(cards).toHaveCount(testimonials.length);
    await expect.poll(async () => (await shownTestimonials(carousel)).length).toBe(3);
    expect((await shownTestimonials(carousel))[0]).toContain(testimonials[0].name);
    const previous = carousel.getByRole('link', { name: 'Previous testimonials' });
    const next = carousel.getByRole('link', { name: 'Next testimonials' });
    await expect(previous).toBeDisabled();
    await expect(next).toBeEnabled();
    // Page forward until the last testimonial shows; next is then disabled. Not `while next is
    // enabled`: the track can reach its end a moment before next turns disabled, and a press then
    // moves nothing (seen once in a loaded run).
    const last = testimonials.at(-1)!.name;
    for (let guard = 0; guard < testimonials.length; guard++) {
      const before = await shownTestimonials(carousel);
      if (before.at(-1)?.includes(last)) break;
      await next.click();
      await expect.poll(() => shownTestimonials(carousel)).not.toEqual(before);
    }
    await expect(next).toBeDisabled();
    await expect(previous).toBeEnabled();
    await expect.poll(async () => (await shownTestimonials(carousel)).at(-1)).toContain(last);
    expect(await shownTestimonials(carousel)).toHaveLength(3);
    // The app moved the track alone: no '#' in the address.
    await expect(page).toHaveURL('/');
    // Avatars: an image with the name as alt, or the first letter of the name.
    for (const testimonial of testimonials.slice(-3)) {
      const card = cards.filter({ hasText: testimonial.name });
      if (testimonial.imageUrl) await expect(card.getByRole('img', { name: testimonial.name })).toBeVisible();
      else await expect(card).toContainText(testimonial.name.charAt(0));
    }
    await expect(cards.first().getByRole('img', { name: /^Rated \d(\.\d)? out of 5$/ })).toBeVisible();

    // A dot brings its testimonial to the front, previous steps back.
    await carousel.getByRole('link', { name: `Testimonial 1 of ${testimonials.length}` }).click();
    await expect.poll(async () => (await shownTestimonials(carousel))[0]).toContain(testimonials[0].name);
    await expect(previous).toBeDisabled();
  });

  test('shows 2 testimonials at a time on a medium screen', async ({ page }) => {
    await page.setViewportSize({ width: 800, height: 900 });
    await gotoPage(page, '/');
    const carousel = testimonialsCarousel(page);
    await carousel.scrollIntoViewIfNeeded();
    await expect.poll(async () => (await shownTestimonials(carousel)).length).toBe(2);
  });

  test.describe('with a stubbed network', () => {
    test.use(STUBBED_NETWORK);
    test("the carousel's empty state", async ({ page }) => {
      await page.route('**/api/testimonials', (route) => route.fulfill({ json: [] }));
      await drawnByTheApp(page, '/');
      await expect(page.getByText('No testimonials available at this time.')).toBeVisible();
    });

    test('skeletons show while the lists load', async ({ page }) => {
      const release = await holdRequests(page, '**/api/blog-posts*');
      await drawnByTheApp(page, '/');
      await expect(
        page.getByRole('status', { name: 'Loading latest articles' }).getByTestId('card-skeleton'),
      ).toHaveCount(3);
      release();
      await expect(page.getByTestId('post-card')).toHaveCount(3);
    });

    for (const reducedMotion of ['no-preference', 'reduce'] as const) {
      test(`skeletons ${reducedMotion === 'reduce' ? 'stay still for a reader who asks for less motion' : 'shimmer otherwise'}`, async ({
        page,
      }) => {
        await page.emulateMedia({ reducedMotion });
        const release = await holdRequests(page, '**/api/blog-posts*');
        await drawnByTheApp(page, '/');
        const line = page
          .getByRole('status', { name: 'Loading latest articles' })
          .getByTestId('card-skeleton')
          .first()
          .locator('.fm-skeleton--active .fm-skeleton__line')
          .first();
        await expect(line).toHaveCSS('animation-name', reducedMotion === 'reduce' ? 'none' : 'fm-skeleton-shimmer');
        release();
      });
    }
  });
});

test.describe('newsletter', () => {
  test('validates with the spec messages', async ({ page }) => {
    await gotoPage(page, '/');
    const form = await newsletterForm(page);
    await form.getByLabel('First name').fill('A');
    await form.getByLabel('Email address').fill('not-an-email');
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(form.getByText('First name must be at least 2 characters')).toBeVisible();
    await expect(form.getByText('Please enter a valid email address')).toBeVisible();
    await expect(form.getByLabel('First name')).toHaveAttribute('aria-invalid', 'true');
    await expectNoSeriousA11yViolations(page);
  });

  test('subscribes, shows the success toast, resets; a second signup with the same email still succeeds', async ({
    page,
  }) => {
    const email = uniqueEmail('newsletter');
    await gotoPage(page, '/');
    const form = await newsletterForm(page);
    for (let attempt = 0; attempt < 2; attempt++) {
      await form.getByLabel('First name').fill('Hannah');
      await form.getByLabel('Email address').fill(email);
      const answered = page.waitForResponse('**/api/newsletter/subscribe');
      await form.getByRole('button', { name: 'Subscribe' }).click();
      expect((await answered).ok()).toBe(true);
      const toast = openToast(page);
      await expect(toast).toContainText('Successfully subscribed! 🎉');
      await expect(toast).toContainText('Check your email for your free prayer journal download link.');
      await expect(form.getByLabel('First name')).toHaveValue('');
      await expect(form.getByLabel('Email address')).toHaveValue('');
    }
    // One toast at a time.
    await expect(openToast(page)).toHaveCount(1);
  });

  test.describe('with a stubbed network', () => {
    test.use(STUBBED_NETWORK);
    test("shows 'Subscribing...' while pending and the server's message on failure", async ({ page }) => {
      // Held until the pending state has been seen: a fixed delay assumes an idle machine.
      let release: () => void = () => {};
      const released = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/api/newsletter/subscribe', async (route) => {
        await released;
        await route.fulfill({
          status: 429,
          json: { error: { message: 'Too many requests. Please try again later.' } },
        });
      });
      await gotoPage(page, '/');
      const form = await newsletterForm(page);
      await form.getByLabel('First name').fill('Hannah');
      await form.getByLabel('Email address').fill(uniqueEmail('fail'));
      await form.getByRole('button', { name: 'Subscribe' }).click();
      await expect(form.getByRole('button', { name: 'Subscribing...' })).toBeDisabled();
      release();
      const toast = openToast(page).filter({ hasText: 'Subscription failed' });
      await expect(toast.filter({ hasText: 'Too many requests. Please try again later.' })).toBeVisible();
      await expect(form.getByLabel('First name')).toHaveValue('Hannah');

      await page.unroute('**/api/newsletter/subscribe');
      await page.route('**/api/newsletter/subscribe', (route) => route.fulfill({ status: 500, body: 'boom' }));
      await form.getByRole('button', { name: 'Subscribe' }).click();
      await expect(toast.filter({ hasText: 'Something went wrong. Please try again.' })).toBeVisible();
    });
  });
});
