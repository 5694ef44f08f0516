import { expect, type Locator, type Page } from '@playwright/test';
import { APP_SHELL_FILE, PUBLIC_PAGES, ROUTES } from '../../src/domain/routes';

export const BRAND = 'Faithful Matches';

/** Where the stack serves the site (scripts/stack.ts exec sets FM_BASE_URL). */
export const BASE_URL = process.env.FM_BASE_URL ?? 'http://127.0.0.1:5000';

/** An article the seed publishes. */
export const SEEDED_ARTICLE = ROUTES.article('what-biblical-dating-really-looks-like');

/** Every page the sitemap lists, with one article for all of them. */
export const PUBLIC_PAGE_PATHS: readonly string[] = [...PUBLIC_PAGES, SEEDED_ARTICLE];

/** Answered with the article page's 'Blog Post Not Found' and with the 404 card. */
export const MISSING_PAGE_PATHS = [ROUTES.article('no-such-article'), '/no-such-page'] as const;

/**
 * Waits until a lazy route has rendered its one h1 (the shell alone has none). A screen the PWA
 * draws itself (the owner's, a member's) comes only after the app, its chunks, the sign-in SDK and
 * the API: 15 s for /admin/blog in a loaded fresh-clone run (2026-11-26), past the 10 s default.
 */
export async function gotoPage(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator('main h1')).toHaveCount(1, { timeout: 20_000 });
}

/**
 * Waits until the service worker is active, then reloads: with registerType 'prompt' it takes
 * control of the page on the next load, which it then keeps (the page carries its data).
 */
export async function reloadUnderWorker(page: Page): Promise<void> {
  await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state);
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

/** A unique, valid address per test run so writes never collide with earlier runs. */
export function uniqueEmail(tag: string): string {
  return `e2e-${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/**
 * For tests that stub the network with page.route: Playwright does not see requests a
 * service worker answers, so only these run without one. Every other test meets the site
 * as a first-time visitor does, service worker included.
 */
export const STUBBED_NETWORK = { serviceWorkers: 'block' } as const;

/**
 * Holds every request matching `url` until the returned function is called, so a test sees a
 * loading state for as long as it needs: a fixed delay assumes an idle machine.
 */
export async function holdRequests(page: Page, url: string | RegExp): Promise<() => void> {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** The toast on screen (at most one); dismissed ones stay closed in the DOM for a while. */
export function openToast(page: Page): Locator {
  return page.locator('[data-testid="toast"][data-state="open"]');
}

/**
 * Waits until the app has taken Contact's form over. Its code comes once the reader reaches into
 * the form, and a person's typing takes longer than that; until then the browser sends the form
 * itself (contact.spec.ts covers that send). A test of the app's send waits for it after filling.
 */
export async function contactFormTakenOver(page: Page): Promise<void> {
  await expect(page.locator('form#contact-form[data-live]')).toBeAttached();
}

/** The newsletter signup form, scrolled to as a reader reaches it, once the app has taken it over. */
export async function newsletterForm(page: Page): Promise<Locator> {
  await page.locator('#newsletter').scrollIntoViewIfNeeded();
  const form = page.getByRole('form', { name: 'Newsletter signup' });
  await form.scrollIntoViewIfNeeded();
  // The form works from the first paint, sent by the browser itself (no-script.spec.ts); the tests
  // of the app's validation and toasts wait until the app has taken it over (its module comes
  // once the reader nears the section).
  await expect(page.locator('form[aria-label="Newsletter signup"][data-live]')).toBeAttached();
  return form;
}

/**
 * A screen the app runs (public pages with islands have no router to move in place): the sign-in
 * screen, which has the site's header and reads nothing.
 */
export const APP_SCREEN = ROUTES.signIn;

/**
 * Opens the public page at `path` as the app draws it: from the shell the service worker answers
 * with offline for a page this device never read (vite.config.ts, the pages route), so the app
 * reads the page's data through the API, which a test may stub. Online, a public page always
 * arrives rendered with its data and asks the API nothing; that is where its loading, empty and
 * failed states show.
 */
export async function drawnByTheApp(page: Page, path: string): Promise<void> {
  const shell = await page.request.get(`/${APP_SHELL_FILE}`);
  expect(shell.ok()).toBe(true);
  const body = await shell.text();
  const target = new URL(path, BASE_URL);
  await page.route(
    (url) => url.pathname === target.pathname,
    (route) =>
      route.request().isNavigationRequest() ? route.fulfill({ body, contentType: 'text/html' }) : route.fallback(),
  );
  await page.goto(path);
  await expect(page.locator('#root')).not.toHaveAttribute('data-islands');
}

/** The testimonials carousel on Home. */
export function testimonialsCarousel(page: Page): Locator {
  return page.locator('section[aria-roledescription="carousel"]');
}

/**
 * The testimonial cards the carousel shows: every testimonial is in its track, which scrolls
 * sideways, and those wholly inside the track's box are the ones in view (1 px for rounding).
 * Read once the track has stopped: a press scrolls it smoothly, and mid-way the cards in view are
 * neither page (seen in a loaded run: Next already disabled, the last card not yet in).
 */
export async function shownTestimonials(carousel: Locator): Promise<string[]> {
  const track = carousel.locator('.fm-carousel__track');
  // Timed from here, not by the page's frames: a page without JavaScript runs no callbacks.
  const scrolled = () => track.evaluate((element) => element.scrollLeft);
  for (let still = 0, left = await scrolled(); still < 3;) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    const now = await scrolled();
    still = now === left ? still + 1 : 0;
    left = now;
  }
  return track.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return [...element.querySelectorAll<HTMLElement>('[data-testid="testimonial-card"]')]
      .filter((card) => {
        const rect = card.getBoundingClientRect();
        return rect.left >= box.left - 1 && rect.right <= box.right + 1;
      })
      .map((card) => card.textContent ?? '');
  });
}

/**
 * For the state a press leads to when the press may come before the app knows enough to act on it
 * (a heart pressed before the member's saved list has arrived): the press is kept and completed
 * when it does. On a loaded machine `/api/auth/me` alone has taken 12 s.
 */
export const PRESS_COMPLETES = { timeout: 30_000 } as const;

/**
 * antd Select: open it, then pick the option by its text (antd lists options by title). The list
 * slides in and, near the window's bottom, flips above the field: a click during that motion lands
 * where the option was a moment before (seen in CI: Status stayed Draft), so it waits for the end.
 */
export async function choose(page: Page, label: string, option: string) {
  const combobox = page.getByRole('combobox', { name: label });
  await combobox.click();
  const item = page.locator(`.ant-select-item-option[title="${option}"]`);
  await expect(page.locator('.ant-select-dropdown').filter({ has: item })).not.toHaveClass(
    /ant-slide-up-(appear|enter)/,
  );
  await item.click();
  await expect(page.locator('.ant-select').filter({ has: combobox })).toContainText(option);
}

/**
 * The owner's screens, each with what shows it has drawn its data. A screen with a live listener
 * never goes network-idle (its channel stays open), so each names its own sign of being done.
 */
export function ownerScreens(page: Page): Array<[path: string, ready: Locator]> {
  return [
    ['/admin/blog', page.locator('tr[data-row-key]')],
    ['/admin/blog/new', page.getByRole('button', { name: 'Use Image URL' })],
    ['/admin/contact', page.getByTestId('inbox-live')],
    ['/admin/subscribers', page.locator('.ant-table')],
    ['/admin/affiliate-clicks', page.locator('figure canvas')],
    ['/admin/insights', page.locator('figure canvas')],
    ['/admin/app-reviews', page.locator('tr[data-row-key]')],
    ['/admin/newsletter', page.getByRole('heading', { level: 1 })],
  ];
}

/**
 * The owner's blog list searched for `query`, once the searched list has come (`rows` rows), as the
 * owner sees it: the unfiltered page's rows stay until then, and a press on one as the search's list
 * starts loading went nowhere (antd's Table is inert while it loads), or its answer, asked before a
 * delete, came after it and showed the deleted post again, on a loaded CI machine.
 */
export async function searchPosts(page: Page, query: string, rows = 1): Promise<void> {
  await page.getByRole('textbox', { name: 'Search posts' }).fill(query);
  await expect(page.locator('.ant-table-tbody tr[data-row-key]')).toHaveCount(rows);
}
