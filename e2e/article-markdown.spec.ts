// An article written in Markdown, from the owner's editor to the reader: the server renders it once,
// the same HTML reaches the page (before and after hydration) and the RSS feed, and raw HTML in it
// is only ever text.
import { seedAppReviews } from '../scripts/seed-data/app-reviews';
import { OWNER_SESSION } from './support/auth';
import { choose, gotoPage } from './support/site';
import { expect, test } from './support/test';

/** The first seeded app, whose affiliate address the article links to. */
const APP = seedAppReviews[0]!;
const SCRIPT_LINE = '<script>alert(1)</script>';

test.describe('an article in Markdown', () => {
  test.use({ storageState: OWNER_SESSION });

  test('the owner writes, previews and publishes it; readers and the feed get the same HTML, the script as text', async ({
    page,
    request,
  }) => {
    // The editor, the public page twice and the feed on a busy machine.
    test.slow();
    const tag = Date.now().toString(36);
    const title = `Where Faithful Singles Meet ${tag}`;
    const slug = `where-faithful-singles-meet-${tag}`;
    const content = [
      'Meeting someone who shares your faith takes a little intention.',
      '',
      '## Where to start',
      '',
      '- your own church',
      `- [${APP.name}](${APP.affiliateUrl}), our top pick`,
      '',
      SCRIPT_LINE,
    ].join('\n');
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });

    await page.goto('/admin/blog/new');
    await page.getByLabel('Title').fill(title);
    await expect(page.getByLabel('URL Slug')).toHaveValue(slug);
    await page.getByLabel('Excerpt').fill('Church, friends and a good app: where Christian singles meet.');
    await page.getByLabel('Content').fill(content);

    // The live preview beside the field reads as the article will.
    const preview = page.getByRole('region', { name: 'Preview' });
    await expect(preview.getByRole('heading', { level: 2, name: 'Where to start' })).toBeVisible();
    await expect(preview.getByRole('list')).toBeVisible();
    await expect(preview.getByRole('link', { name: APP.name })).toHaveAttribute('rel', /\bsponsored\b/);
    await expect(preview).toContainText(SCRIPT_LINE);

    await choose(page, 'Category', 'Faith & Dating');
    await choose(page, 'Status', 'Published');
    await page.getByLabel('Publish Date').fill('2026-01-15T08:30');
    await page.getByRole('button', { name: 'Create Post' }).click();
    await expect(page).toHaveURL('/admin/blog');

    const path = `/christian-dating-advice/${slug}`;

    // The server's HTML, as a crawler or a reader without scripts gets it.
    const served = await request.get(path);
    expect(served.status()).toBe(200);
    const html = await served.text();
    const body = /data-testid="article-content"[^>]*>([\s\S]*?)<\/div>/.exec(html)?.[1] ?? '';
    expect(body).toContain('<h2>Where to start</h2>');
    expect(body).toMatch(/<ul>\s*<li>your own church<\/li>/);
    expect(body).toContain(`<a href="${APP.affiliateUrl}" rel="sponsored noopener">${APP.name}</a>`);
    expect(body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).not.toContain(SCRIPT_LINE);

    // After hydration, in the PWA.
    await gotoPage(page, path);
    const article = page.getByTestId('article-content');
    await expect(article.getByRole('heading', { level: 2, name: 'Where to start' })).toBeVisible();
    await expect(article.getByRole('list')).toBeVisible();
    await expect(article.getByRole('link', { name: APP.name })).toHaveAttribute('href', APP.affiliateUrl);
    await expect(article.getByRole('link', { name: APP.name })).toHaveAttribute('rel', /\bsponsored\b/);
    await expect(article).toContainText(SCRIPT_LINE);
    await expect(article.locator('script')).toHaveCount(0);

    // And on arriving from the blog list, drawn by the PWA from the API's answer.
    await gotoPage(page, `/christian-dating-advice?search=${encodeURIComponent(tag)}`);
    await page.getByRole('link', { name: title }).first().click();
    await expect(article.getByRole('heading', { level: 2, name: 'Where to start' })).toBeVisible();
    await expect(article.getByRole('link', { name: APP.name })).toHaveAttribute('rel', /\bsponsored\b/);
    await expect(article).toContainText(SCRIPT_LINE);
    expect(dialogs).toEqual([]);

    // The feed carries the article's HTML as the page has it.
    const apiAnswer = (await (await request.get(`/api/blog-posts/${slug}`)).json()) as { contentHtml: string };
    const feed = await (await request.get('/rss.xml')).text();
    const item = feed.split('<item>').find((entry) => entry.includes(`/christian-dating-advice/${slug}</link>`));
    expect(item).toBeDefined();
    expect(item).toContain(`<content:encoded><![CDATA[${apiAnswer.contentHtml}]]></content:encoded>`);
    // The same HTML the page was served with.
    expect(apiAnswer.contentHtml).toBe(body);
  });
});
