import { expect, test } from './support/test';
import { FAQ_CATEGORIES } from '../src/domain/constants';
import { FAQ_ITEMS } from '../src/domain/faq-items';
import type { BlogPost, Resource, Testimonial } from '../src/domain/types';
import { gotoPage, SEEDED_ARTICLE, shownTestimonials, testimonialsCarousel } from './support/site';

// The public pages' controls are plain HTML first (docs/architecture.md, 'Controls before scripts'):
// what a reader presses before the app is live is what works here, with no script at all.
test.use({ javaScriptEnabled: false });

test.describe('without JavaScript', () => {
  test('a control that needs the app is not shown, with its room kept: nothing dead to press', async ({ page }) => {
    await gotoPage(page, SEEDED_ARTICLE);
    const copy = page.getByRole('button', { name: 'Copy link', includeHidden: true });
    await expect(copy).toBeAttached();
    await expect(copy).toBeHidden();
    await expect(copy).toHaveCSS('visibility', 'hidden');
  });

  test("the icons and the FAQ's category choice are styled by the page's stylesheet, as after hydration", async ({
    page,
  }) => {
    await gotoPage(page, '/christian-dating-faq');
    // @ant-design/icons' own rules (src/components/ui/icon-styles.css): 1em icons sitting on the text's baseline.
    const icon = page.locator('header .anticon').first();
    await expect(icon).toHaveCSS('line-height', '0px');
    const fontSize = await icon.evaluate((element) => parseFloat(getComputedStyle(element).fontSize));
    await expect(icon).toHaveCSS('vertical-align', `${-0.125 * fontSize}px`);
    // The chosen category is drawn as the solid primary button (radio-buttons.css).
    await expect(page.locator('input:checked + .fm-radio-buttons__label')).toHaveCSS(
      'background-color',
      'rgb(124, 58, 237)',
    );
  });

  test('the FAQ lists every question and opens one answer at a time in a group', async ({ page }) => {
    await gotoPage(page, '/christian-dating-faq');
    const questions = page.locator('details.fm-faq-item');
    await expect(questions).toHaveCount(FAQ_ITEMS.length);
    const category = FAQ_CATEGORIES.find((name) => FAQ_ITEMS.filter((item) => item.category === name).length >= 2)!;
    const [first, second] = FAQ_ITEMS.filter((item) => item.category === category);
    const question = (text: string) => questions.filter({ has: page.locator('summary', { hasText: text }) });

    await question(first!.question).locator('summary').click();
    await expect(question(first!.question)).toHaveAttribute('open');
    await expect(page.getByText(first!.answer)).toBeVisible();

    await question(second!.question).locator('summary').click();
    await expect(question(second!.question)).toHaveAttribute('open');
    await expect(page.getByText(second!.answer)).toBeVisible();
    await expect(question(first!.question)).not.toHaveAttribute('open');
    await expect(page.getByText(first!.answer)).toBeHidden();
  });

  test('the category chips and the search filter the blog list', async ({ page }) => {
    const cardTitles = (path: string) =>
      page.request.get(path).then(async (response) => {
        const posts = (await response.json()) as BlogPost[];
        return posts.map((post) => post.title);
      });
    await gotoPage(page, '/christian-dating-advice');
    const chips = page.getByRole('group', { name: 'Filter by category' });
    const headings = page.getByTestId('post-card').getByRole('heading');

    await chips.getByRole('link', { name: 'Boundaries', exact: true }).click();
    await expect(page).toHaveURL('/christian-dating-advice?category=Boundaries');
    await expect(chips.getByRole('link', { name: 'Boundaries', exact: true })).toHaveAttribute('aria-current', 'true');
    const boundaries = await cardTitles('/api/blog-posts?category=Boundaries');
    expect(boundaries.length).toBeGreaterThan(0);
    await expect(headings).toHaveText(boundaries);

    // The search is a form: Enter sends it, in the category chosen.
    await chips.getByRole('link', { name: 'All', exact: true }).click();
    await expect(page).toHaveURL('/christian-dating-advice');
    const box = page.getByRole('searchbox', { name: 'Search articles' });
    await box.fill('prayer');
    await box.press('Enter');
    await expect(page).toHaveURL('/christian-dating-advice?search=prayer');
    await expect(box).toHaveValue('prayer');
    const matching = await cardTitles('/api/blog-posts?search=prayer');
    expect(matching.length).toBeGreaterThan(0);
    await expect(headings).toHaveText(matching);
    // A chip keeps the search.
    await expect(chips.getByRole('link', { name: 'Single Life', exact: true })).toHaveAttribute(
      'href',
      '/christian-dating-advice?category=Single+Life&search=prayer',
    );
    // Its Search button sends it too, for a reader who presses rather than types Enter.
    await box.fill('boundaries');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL('/christian-dating-advice?search=boundaries');
    await expect(box).toHaveValue('boundaries');
  });

  test("the resources' tabs switch, each controlling the panel", async ({ page }) => {
    const resources = (await (await page.request.get('/api/resources')).json()) as Resource[];
    await gotoPage(page, '/christian-relationship-resources');
    const books = page.getByRole('tab', { name: 'Books' });
    await books.click();
    await expect(page).toHaveURL('/christian-relationship-resources?type=book#resource-library');
    await expect(books).toHaveAttribute('aria-selected', 'true');
    const panel = page.getByRole('tabpanel', { name: 'Books' });
    await expect(books).toHaveAttribute('aria-controls', (await panel.getAttribute('id'))!);
    const expected = resources.filter((resource) => resource.type === 'book').map((resource) => resource.title);
    expect(expected.length).toBeGreaterThan(0);
    await expect(panel.getByTestId('resource-card').getByRole('heading', { level: 3 })).toHaveText(expected);
  });

  test('the carousel moves a page by next, and to any card by its dots', async ({ page }) => {
    const testimonials = (await (await page.request.get('/api/testimonials')).json()) as Testimonial[];
    expect(testimonials.length).toBeGreaterThan(3);
    await gotoPage(page, '/');
    const carousel = testimonialsCarousel(page);
    await carousel.scrollIntoViewIfNeeded();
    await expect(carousel.getByTestId('testimonial-card')).toHaveCount(testimonials.length);
    expect((await shownTestimonials(carousel))[0]).toContain(testimonials[0]!.name);

    // A wide screen shows three: next is the link to the last card of the next three, which the
    // browser brings just into view.
    await carousel.getByRole('link', { name: 'Next testimonials' }).click();
    const firstOfNextPage = testimonials[Math.min(5, testimonials.length - 1) - 2]!;
    await expect.poll(async () => (await shownTestimonials(carousel))[0]).toContain(firstOfNextPage.name);
    expect(await shownTestimonials(carousel)).toHaveLength(3);

    const last = testimonials.length;
    await carousel.getByRole('link', { name: `Testimonial ${last} of ${last}` }).click();
    await expect.poll(async () => (await shownTestimonials(carousel)).at(-1)).toContain(testimonials.at(-1)!.name);
  });
});
