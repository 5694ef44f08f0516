// What crawlers and link previews read once a public page has rendered: the schema.org blocks and
// the head tags, with absolute URLs on the site's own origin.
import { expect, test, type Page } from './support/test';

type Node = { '@type': string; [key: string]: unknown };

async function jsonLd(page: Page): Promise<Node[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.flatMap((text) => {
    const value = JSON.parse(text) as Node | Node[];
    return Array.isArray(value) ? value : [value];
  });
}

const meta = (page: Page, key: string) =>
  page.locator(`meta[property="${key}"], meta[name="${key}"]`).first().getAttribute('content');

test('Home: Organization and WebSite', async ({ page, baseURL }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect
    .poll(async () => (await jsonLd(page)).map((node) => node['@type']).sort())
    .toEqual(['Organization', 'WebSite']);
  expect(await meta(page, 'og:type')).toBe('website');
  expect(await meta(page, 'og:url')).toBe(`${baseURL}/`);
  expect(await meta(page, 'og:image:alt')).toBe('Faithful Matches logo: a white heart on purple');
});

test('an article: BlogPosting and BreadcrumbList, og:type article with its picture', async ({ page, baseURL }) => {
  const slug = 'healthy-boundaries-in-christian-dating';
  await page.goto(`/christian-dating-advice/${slug}`);
  const title = await page.getByRole('article').getByRole('heading', { level: 1 }).textContent();
  const nodes = await jsonLd(page);
  const posting = nodes.find((node) => node['@type'] === 'BlogPosting');
  expect(posting).toMatchObject({ headline: title, url: `${baseURL}/christian-dating-advice/${slug}` });
  expect(nodes.some((node) => node['@type'] === 'BreadcrumbList')).toBe(true);
  await expect.poll(() => meta(page, 'og:type')).toBe('article');
  expect(await meta(page, 'og:title')).toBe(`${title} | Faithful Matches`);
  expect(await meta(page, 'og:image')).toMatch(new RegExp(`^${baseURL}/`));
  // The picture's alt in the preview is the one the article gives it: the owner's description, or
  // none (alt="", the preview shows the title beside it already).
  const post = (await (await page.request.get(`/api/blog-posts/${slug}`)).json()) as { imageAlt?: string };
  if (post.imageAlt) expect(await meta(page, 'og:image:alt')).toBe(post.imageAlt);
  else await expect(page.locator('meta[property="og:image:alt"]')).toHaveCount(0);
  expect(await meta(page, 'twitter:card')).toBe('summary_large_image');
});

test('App Reviews: each app a reviewed item with its rating', async ({ page }) => {
  await page.goto('/christian-dating-apps-reviews');
  await expect(page.getByRole('heading', { name: 'Quick Comparison' })).toBeVisible();
  const list = (await jsonLd(page)).find((node) => node['@type'] === 'ItemList') as
    | { itemListElement: { item: { itemReviewed: { name: string }; reviewRating: { ratingValue: number } } }[] }
    | undefined;
  expect(list?.itemListElement.length).toBeGreaterThanOrEqual(3);
  const names = list!.itemListElement.map((entry) => entry.item.itemReviewed.name);
  expect(names).toContain('Christian Mingle');
  for (const entry of list!.itemListElement) expect(entry.item.reviewRating.ratingValue).toBeGreaterThan(0);
});
