import { expect, test } from './support/test';
import { FAQ_CATEGORIES } from '../src/domain/constants';
import { FAQ_ITEMS } from '../src/domain/faq-items';
import { expectNoSeriousA11yViolations } from './support/axe';
import { BRAND, gotoPage } from './support/site';

const PATH = '/christian-dating-faq';

test.describe('faq', () => {
  test('10 questions grouped by category, each with an icon, and FAQPage JSON-LD', async ({ page }) => {
    await gotoPage(page, PATH);
    await expect(page).toHaveTitle(`Christian Dating FAQ | ${BRAND}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Frequently Asked Questions');

    const questions = page.getByRole('button', { expanded: false }).filter({ hasText: /\?$/ });
    await expect(questions).toHaveCount(10);
    const groups = page.getByTestId('faq-group').getByRole('heading', { level: 2 });
    const present = FAQ_CATEGORIES.filter((category) => FAQ_ITEMS.some((item) => item.category === category));
    await expect(groups).toHaveText([...present]);
    for (const heading of await groups.all()) {
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
    const header = page.getByRole('button', { name: first.question });
    await header.focus();
    await page.keyboard.press('Enter');
    await expect(header).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText(first.answer)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('search matches questions and answers, case-insensitively', async ({ page }) => {
    await gotoPage(page, PATH);
    const search = page.getByRole('searchbox', { name: 'Search questions' });
    const target = FAQ_ITEMS.find((item) => item.question.includes('equally yoked'))!;
    await search.fill('EQUALLY YOKED');
    await expect(page.getByRole('button', { name: target.question })).toBeVisible();
    await expect(page.getByRole('button', { expanded: false }).filter({ hasText: /\?$/ })).toHaveCount(
      FAQ_ITEMS.filter((item) => `${item.question} ${item.answer}`.toLowerCase().includes('equally yoked')).length,
    );

    // A word found only in an answer.
    const answerOnly = '2 Corinthians';
    const matches = FAQ_ITEMS.filter((item) =>
      `${item.question}\n${item.answer}`.toLowerCase().includes(answerOnly.toLowerCase()),
    );
    expect(matches.length).toBeGreaterThan(0);
    await search.fill(answerOnly.toLowerCase());
    for (const item of matches) await expect(page.getByRole('button', { name: item.question })).toBeVisible();
  });

  test('the category filter shows one group; no match shows the empty state', async ({ page }) => {
    await gotoPage(page, PATH);
    await page
      .locator('label')
      .filter({ hasText: /^Safety & Trust$/ })
      .click();
    await expect(page.getByRole('radio', { name: 'Safety & Trust' })).toBeChecked();
    const expected = FAQ_ITEMS.filter((item) => item.category === 'Safety & Trust');
    const questions = page.getByRole('button', { expanded: false }).filter({ hasText: /\?$/ });
    await expect(questions).toHaveText(expected.map((item) => item.question));
    await expect(page.getByRole('heading', { level: 2, name: 'Safety & Trust' })).toBeVisible();

    await page.getByRole('searchbox', { name: 'Search questions' }).fill('zzzz no such words');
    await expect(page.getByText('No questions found matching your search.')).toBeVisible();
    await expect(questions).toHaveCount(0);

    await page.getByRole('searchbox', { name: 'Search questions' }).fill('');
    await page.locator('label').filter({ hasText: /^All$/ }).click();
    await expect(questions).toHaveCount(FAQ_ITEMS.length);
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

  test('a real accordion: within a group one answer is open at a time; headers are buttons with aria-expanded', async ({
    page,
  }) => {
    await gotoPage(page, PATH);
    const category = FAQ_CATEGORIES.find((name) => FAQ_ITEMS.filter((item) => item.category === name).length >= 2)!;
    const [first, second] = FAQ_ITEMS.filter((item) => item.category === category);
    const other = FAQ_ITEMS.find((item) => item.category !== category)!;
    const firstHeader = page.getByRole('button', { name: first!.question });
    const secondHeader = page.getByRole('button', { name: second!.question });
    const otherHeader = page.getByRole('button', { name: other.question });

    await firstHeader.click();
    await expect(firstHeader).toHaveAttribute('aria-expanded', 'true');
    await otherHeader.click();
    // Another group keeps its own open answer.
    await expect(firstHeader).toHaveAttribute('aria-expanded', 'true');
    await expect(otherHeader).toHaveAttribute('aria-expanded', 'true');

    await secondHeader.click();
    await expect(secondHeader).toHaveAttribute('aria-expanded', 'true');
    await expect(firstHeader).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByText(second!.answer)).toBeVisible();
    await expect(page.getByText(first!.answer)).toBeHidden();

    await secondHeader.click();
    await expect(secondHeader).toHaveAttribute('aria-expanded', 'false');
  });

  test('a deep link opens its question and scrolls to it', async ({ page }) => {
    const target = FAQ_ITEMS[FAQ_ITEMS.length - 1]!;
    await page.goto(`${PATH}#${target.id}`);
    const header = page.getByRole('button', { name: target.question });
    await expect(header).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText(target.answer)).toBeVisible();
    await expect(page.locator(`[id="${target.id}"]`)).toBeInViewport();
    // Every other question stays closed.
    await expect(page.getByRole('button', { expanded: true }).filter({ hasText: /\?$/ })).toHaveCount(1);
  });
});
