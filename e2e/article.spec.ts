import { expect, test } from './support/test';
import { markdownToText } from '../src/domain/markdown';
import type { BlogPost } from '../src/domain/types';
import { expectNoSeriousA11yViolations } from './support/axe';
import { BRAND, gotoPage, openToast } from './support/site';

const SLUG = 'what-biblical-dating-really-looks-like';

test.describe('article', () => {
  test('shows every part of the post, its Markdown as headings, lists and paragraphs', async ({ page, request }) => {
    const post = (await (await request.get(`/api/blog-posts/${SLUG}`)).json()) as BlogPost;
    await gotoPage(page, `/christian-dating-advice/${SLUG}`);

    await expect(page).toHaveTitle(`${post.title} | ${BRAND}`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', post.excerpt);
    const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(breadcrumb.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(breadcrumb.getByRole('link', { name: 'Dating Advice' })).toHaveAttribute(
      'href',
      '/christian-dating-advice',
    );
    await expect(breadcrumb).toContainText(post.title);

    const article = page.getByRole('article');
    await expect(article.getByRole('heading', { level: 1 })).toHaveText(post.title);
    await expect(article).toContainText(post.category);
    await expect(article).toContainText(`${post.readTime} min read`);
    await expect(article.locator('time')).toHaveAttribute('datetime', post.publishedAt);
    await expect(page.getByTestId('article-excerpt')).toHaveText(post.excerpt);
    // The picture's alt is the owner's description, or empty: never the title the heading says.
    if (post.imageUrl) await expect(article.locator(`img[alt="${post.imageAlt ?? ''}"]`)).toBeVisible();

    const content = page.getByTestId('article-content');
    // The post's Markdown as HTML: its headings and lists, and every word of it in order.
    await expect(content.getByRole('heading', { level: 2 }).first()).toBeVisible();
    await expect(content.getByRole('list').first()).toBeVisible();
    const words = (text: string) => text.split(/\s+/).filter((word) => word && word !== '-');
    const rendered = await content.evaluate((node) => (node as HTMLElement).innerText);
    expect(words(rendered)).toEqual(words(markdownToText(post.content)));
    await expect(content.locator('script, style, iframe')).toHaveCount(0);

    const share = page.getByRole('group', { name: 'Share this article' });
    const articleUrl = new URL(`/christian-dating-advice/${SLUG}`, page.url()).href;
    const facebook = share.getByRole('link', { name: 'Facebook' });
    await expect(facebook).toHaveAttribute(
      'href',
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(articleUrl)}`,
    );
    await expect(facebook).toHaveAttribute('target', '_blank');
    await expect(facebook).toHaveAttribute('rel', /noopener/);
    const twitter = share.getByRole('link', { name: 'Twitter' });
    await expect(twitter).toHaveAttribute(
      'href',
      new RegExp(
        `^https://twitter\\.com/intent/tweet\\?url=${encodeURIComponent(articleUrl).replace(/[.?]/g, '\\$&')}`,
      ),
    );
    await expect(twitter).toHaveAttribute('rel', /noopener/);

    await expect(page.getByRole('link', { name: 'Join the Newsletter' })).toHaveAttribute('href', '/#newsletter');
    await expectNoSeriousA11yViolations(page);
  });

  test('copy link puts the URL on the clipboard and confirms', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await gotoPage(page, `/christian-dating-advice/${SLUG}`);
    await page.getByRole('button', { name: 'Copy link' }).click();
    await expect(openToast(page)).toContainText('Link copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      new URL(`/christian-dating-advice/${SLUG}`, page.url()).href,
    );
  });

  test('the newsletter link lands on the home page newsletter section', async ({ page }) => {
    await gotoPage(page, `/christian-dating-advice/${SLUG}`);
    await page.getByRole('link', { name: 'Join the Newsletter' }).click();
    await expect(page).toHaveURL('/#newsletter');
    await expect(page.locator('#newsletter')).toBeInViewport();
  });

  test("an unknown slug shows 'Blog Post Not Found' with a way back", async ({ page }) => {
    await page.goto('/christian-dating-advice/no-such-post-anywhere');
    await expect(page.getByRole('heading', { level: 1, name: 'Blog Post Not Found' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('link', { name: 'Back to Dating Advice' }).click();
    await expect(page).toHaveURL('/christian-dating-advice');
  });

  test('a draft is not public', async ({ page }) => {
    await page.goto('/christian-dating-advice/should-christians-use-dating-apps');
    await expect(page.getByRole('heading', { level: 1, name: 'Blog Post Not Found' })).toBeVisible();
  });

  test('a card on the blog list opens its article', async ({ page }) => {
    await gotoPage(page, '/christian-dating-advice');
    const first = page.getByTestId('post-card').first();
    const title = (await first.getByRole('heading').textContent()) ?? '';
    await first.getByRole('link', { name: title }).click();
    await expect(page.getByRole('article').getByRole('heading', { level: 1 })).toHaveText(title);
  });
});
