import { APP_READY, expect, test, type Page } from './support/test';
import { FAQ_CATEGORIES } from '../src/domain/constants';
import { FAQ_ITEMS } from '../src/domain/faq-items';
import { expectNoSeriousA11yViolations } from './support/axe';
import { BRAND, gotoPage, holdRequests } from './support/site';

const PATH = '/christian-dating-faq';

/**
 * Every question's `<details>` shown (the browser's own accordion); `open` says whether its answer
 * shows. The search and the categories hide the others: they stay in the server's HTML.
 */
function questions(page: Page) {
  return page.locator('details.fm-faq-item').filter({ visible: true });
}

/** As a mid-range phone runs the page: main-thread work takes four times as long. */
async function slowCpu(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

/** The category groups shown. */
function groups(page: Page) {
  return page.getByTestId('faq-group').filter({ visible: true });
}

/** The `<details>` of one question; its summary is what a reader presses. */
function question(page: Page, text: string) {
  return questions(page).filter({ has: page.locator('summary', { hasText: text }) });
}

test.describe('faq', () => {
  test('10 questions grouped by category, each with an icon, and FAQPage JSON-LD', async ({ page }) => {
    await gotoPage(page, PATH);
    await expect(page).toHaveTitle(`Christian Dating FAQ | ${BRAND}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Frequently Asked Questions');

    await expect(questions(page)).toHaveCount(10);
    for (const item of await questions(page).all()) await expect(item).not.toHaveAttribute('open');
    const headings = groups(page).getByRole('heading', { level: 2 });
    const present = FAQ_CATEGORIES.filter((category) => FAQ_ITEMS.some((item) => item.category === category));
    await expect(headings).toHaveText([...present]);
    for (const heading of await headings.all()) {
      await expect(heading.locator('.anticon')).toHaveCount(1);
    }

    await expect(page.getByRole('radio', { name: 'All' })).toBeChecked();
    await expect(page.getByRole('radio')).toHaveCount(1 + present.length);

    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}') as {
      '@type': string;
      mainEntity: { name: string; acceptedAnswer: { text: string } }[];
    };
    expect(jsonLd['@type']).toBe('FAQPage');
    expect(jsonLd.mainEntity.map((entry) => entry.name)).toEqual(FAQ_ITEMS.map((item) => item.question));

    // An answer opens from the keyboard.
    const first = FAQ_ITEMS.find((item) => item.category === present[0])!;
    const details = question(page, first.question);
    await details.locator('summary').focus();
    await page.keyboard.press('Enter');
    await expect(details).toHaveAttribute('open');
    await expect(page.getByText(first.answer)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('search matches questions and answers, case-insensitively', async ({ page }) => {
    await gotoPage(page, PATH);
    const search = page.getByRole('searchbox', { name: 'Search questions' });
    const target = FAQ_ITEMS.find((item) => item.question.includes('equally yoked'))!;
    await search.fill('EQUALLY YOKED');
    await expect(question(page, target.question)).toBeVisible();
    await expect(questions(page)).toHaveCount(
      FAQ_ITEMS.filter((item) => `${item.question} ${item.answer}`.toLowerCase().includes('equally yoked')).length,
    );

    // A word found only in an answer.
    const answerOnly = '2 Corinthians';
    const matches = FAQ_ITEMS.filter((item) =>
      `${item.question}\n${item.answer}`.toLowerCase().includes(answerOnly.toLowerCase()),
    );
    expect(matches.length).toBeGreaterThan(0);
    await search.fill(answerOnly.toLowerCase());
    for (const item of matches) await expect(question(page, item.question)).toBeVisible();
  });

  test('the category filter shows one group; no match shows the empty state', async ({ page }) => {
    await gotoPage(page, PATH);
    await page
      .locator('label')
      .filter({ hasText: /^Safety & Trust$/ })
      .click();
    await expect(page.getByRole('radio', { name: 'Safety & Trust' })).toBeChecked();
    const expected = FAQ_ITEMS.filter((item) => item.category === 'Safety & Trust');
    await expect(questions(page).locator('summary')).toHaveText(expected.map((item) => item.question));
    await expect(page.getByRole('heading', { level: 2, name: 'Safety & Trust' })).toBeVisible();

    await page.getByRole('searchbox', { name: 'Search questions' }).fill('zzzz no such words');
    await expect(page.getByText('No questions found matching your search.')).toBeVisible();
    await expect(questions(page)).toHaveCount(0);
    await expect(groups(page)).toHaveCount(0);

    await page.getByRole('searchbox', { name: 'Search questions' }).fill('');
    await page.locator('label').filter({ hasText: /^All$/ }).click();
    await expect(questions(page)).toHaveCount(FAQ_ITEMS.length);
    await expect(page.getByText('No questions found matching your search.')).toBeHidden();
  });

  test("'Still Have Questions?' links to /contact, which lands on the contact page", async ({ page }) => {
    await gotoPage(page, PATH);
    await expect(page.getByRole('heading', { name: 'Still Have Questions?' })).toBeVisible();
    const link = page.getByRole('link', { name: 'Contact Us' }).filter({ has: page.locator('.anticon-mail') });
    await expect(link).toHaveAttribute('href', '/contact');
    await link.click();
    await expect(page).toHaveURL(/\/contact-faithful-matches$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact Us');
  });

  test('a real accordion: within a group one answer is open at a time, each question a <details>', async ({ page }) => {
    await gotoPage(page, PATH);
    const category = FAQ_CATEGORIES.find((name) => FAQ_ITEMS.filter((item) => item.category === name).length >= 2)!;
    const [first, second] = FAQ_ITEMS.filter((item) => item.category === category);
    const other = FAQ_ITEMS.find((item) => item.category !== category)!;
    const firstQuestion = question(page, first!.question);
    const secondQuestion = question(page, second!.question);
    const otherQuestion = question(page, other.question);

    await firstQuestion.locator('summary').click();
    await expect(firstQuestion).toHaveAttribute('open');
    await otherQuestion.locator('summary').click();
    // Another group keeps its own open answer.
    await expect(firstQuestion).toHaveAttribute('open');
    await expect(otherQuestion).toHaveAttribute('open');

    await secondQuestion.locator('summary').click();
    await expect(secondQuestion).toHaveAttribute('open');
    await expect(firstQuestion).not.toHaveAttribute('open');
    await expect(page.getByText(second!.answer)).toBeVisible();
    await expect(page.getByText(first!.answer)).toBeHidden();

    await secondQuestion.locator('summary').click();
    await expect(secondQuestion).not.toHaveAttribute('open');
  });

  test('a deep link opens its question and scrolls to it', async ({ page }) => {
    const target = FAQ_ITEMS[FAQ_ITEMS.length - 1]!;
    await page.goto(`${PATH}#${target.id}`);
    await expect(question(page, target.question)).toHaveAttribute('open');
    await expect(page.getByText(target.answer)).toBeVisible();
    await expect(page.locator(`[id="${target.id}"]`)).toBeInViewport();
    // Every other question stays closed.
    await expect(page.locator('details.fm-faq-item[open]')).toHaveCount(1);
  });

  // On a phone's CPU, where the scroll to the question the page opened at is still running when
  // the reader presses the next link: Chromium dropped that next scroll (1 run in 3 on an idle desktop).
  test('a later link to another question on the page opens that one too', async ({ page }) => {
    const [first, second] = [FAQ_ITEMS[0]!, FAQ_ITEMS[FAQ_ITEMS.length - 1]!];
    await slowCpu(page);
    await gotoPage(page, `${PATH}#${first.id}`);
    await expect(question(page, first.question)).toHaveAttribute('open');
    await page.evaluate((id) => (window.location.hash = id), second.id);
    await expect(question(page, second.question)).toHaveAttribute('open');
    await expect(page.locator(`[id="${second.id}"]`)).toBeInViewport();
  });

  test('a category chosen before the page is live stays chosen, and the list follows it', async ({ page }) => {
    const release = await holdRequests(page, /\/assets\/faq-filter-[^/]*\.js$/);
    // Not live until the questions' island is: the page opens, and the reader chooses meanwhile.
    const opened = page.goto(PATH);
    const category = FAQ_ITEMS[FAQ_ITEMS.length - 1]!.category;
    await page.getByRole('radio', { name: category }).check();
    await expect(groups(page)).not.toHaveCount(1);
    release();
    await opened;
    await expect(groups(page)).toHaveCount(1);
    await expect(page.getByRole('radio', { name: category })).toBeChecked();
    await expect(groups(page).getByRole('heading', { level: 2 })).toHaveText(category);
  });
});

test.describe('faq, before the page is live', () => {
  test.use({ waitForApp: false });

  test('a link to another question followed before the page is live opens it once it is', async ({ page }) => {
    const [first, second] = [FAQ_ITEMS[0]!, FAQ_ITEMS[FAQ_ITEMS.length - 1]!];
    await slowCpu(page);
    await page.goto(`${PATH}#${first.id}`, { waitUntil: 'commit' });
    await expect(page.locator(`[id="${second.id}"]`)).toBeAttached();
    await page.evaluate((id) => (window.location.hash = id), second.id);
    await expect(question(page, second.question)).toHaveAttribute('open');
    await expect(page.locator(`[id="${second.id}"]`)).toBeInViewport();
    await expect(page.locator(APP_READY)).toBeAttached();
    await expect(page.locator(`[id="${second.id}"]`)).toBeInViewport();
  });
});
