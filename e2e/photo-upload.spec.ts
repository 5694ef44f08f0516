// A phone photo through the editor, as an owner adds one: uploaded, made into its sizes and formats,
// described, then shown on the article at the size a phone needs.
import { devices } from '@playwright/test';
import sharp from 'sharp';
import { expect, newLiveContext, test, type Page } from './support/test';
import { OWNER_SESSION } from './support/auth';
import { choose, gotoPage, openToast, searchPosts } from './support/site';

/** A 4032×3024 JPEG, a phone camera's size, with enough texture to weigh what a photo weighs (4–5 MB). */
async function phonePhoto(): Promise<Buffer> {
  const width = 4032;
  const height = 3024;
  const pixels = Buffer.alloc(width * height * 3);
  let seed = 7;
  for (let i = 0; i < pixels.length; i += 3) {
    seed = (seed * 1103515245 + 12345) >>> 0;
    const x = (i / 3) % width;
    const y = Math.floor(i / 3 / width);
    const grain = (seed >>> 24) % 48;
    pixels[i] = (x / 16 + grain) & 255;
    pixels[i + 1] = (y / 12 + grain) & 255;
    pixels[i + 2] = (160 + grain) & 255;
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 80 })
    .toBuffer();
}

async function imageBytes(page: Page, path: string): Promise<{ bytes: number; urls: string[] }> {
  const urls: string[] = [];
  let bytes = 0;
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'image') return;
    urls.push(new URL(response.url()).pathname);
    bytes += (await response.body().catch(() => Buffer.alloc(0))).length;
  });
  await gotoPage(page, path);
  await page.waitForLoadState('networkidle');
  return { bytes, urls };
}

test.describe('a phone photo on an article', () => {
  test.use({ storageState: OWNER_SESSION });

  test('uploaded through the editor, described, and shown on a phone at its size', async ({ page, browser }) => {
    // A 12-megapixel photo made into 18 files on a busy machine, then two page loads.
    test.slow();
    const tag = Date.now().toString(36);
    const title = `A Walk Before the Wedding ${tag}`;
    const slug = `a-walk-before-the-wedding-${tag}`;
    const description = 'Two people walking a field path under a wide blue sky';

    await page.goto('/admin/blog/new');
    await page.getByLabel('Title').fill(title);
    await page.getByLabel('Excerpt').fill('What a long walk teaches about listening.');
    await page.getByLabel('Content').fill('Walk first, talk later. '.repeat(40));
    await choose(page, 'Category', 'Faith & Dating');
    await choose(page, 'Status', 'Published');
    await page.getByLabel('Publish Date').fill('2026-01-10T08:00');

    const photo = await phonePhoto();
    expect(photo.length).toBeGreaterThan(4_000_000);
    expect(photo.length).toBeLessThan(5 * 1024 * 1024);
    await page.locator('input[type=file]').setInputFiles({ name: 'walk.jpg', mimeType: 'image/jpeg', buffer: photo });
    await expect(openToast(page).filter({ hasText: 'Image uploaded successfully' })).toBeVisible({ timeout: 60_000 });
    await expect(page.getByRole('img', { name: 'Featured image preview' })).toBeVisible();

    // A new picture is not saved without its description.
    await page.getByRole('button', { name: 'Create Post' }).click();
    await expect(page.getByText('Describe the picture for readers who cannot see it')).toBeVisible();
    await page.getByLabel('Image Description').fill(description);
    await page.getByRole('button', { name: 'Create Post' }).click();
    await expect(page).toHaveURL('/admin/blog');

    // The article: one <picture>, its sources and sizes, the owner's words as its alt.
    const reader = await newLiveContext(browser, { ...devices['Pixel 7'] });
    const phone = await reader.newPage();
    const path = `/christian-dating-advice/${slug}`;
    const loaded = await imageBytes(phone, path);
    const hero = phone.locator('main picture img').first();
    await expect(hero).toHaveAttribute('alt', description);
    await expect(hero).toHaveAttribute('fetchpriority', 'high');
    await expect(hero).toHaveAttribute('width', '2000');
    await expect(hero).toHaveAttribute('height', '1500');
    await expect(hero).toHaveAttribute('sizes', /.+/);
    await expect(hero).toHaveAttribute('srcset', /\/img\/[0-9a-f-]{36}\/400\.jpg 400w/);
    await expect(phone.locator('main picture source[type="image/avif"]').first()).toHaveAttribute(
      'srcset',
      /\/img\/[0-9a-f-]{36}\/2000\.avif 2000w/,
    );
    await expect
      .poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);

    // A phone takes one modern variant near its screen's width, never the 4032-pixel original.
    const chosen = await hero.evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname);
    expect(chosen).toMatch(/\/img\/[0-9a-f-]{36}\/(800|1000|1200)\.avif$/);
    expect(loaded.urls.some((url) => url.endsWith('/original.jpg'))).toBe(false);
    expect(loaded.bytes).toBeLessThan(200_000);
    await reader.close();

    // Leave the blog as it was.
    await searchPosts(page, tag);
    await page.getByRole('button', { name: `Delete ${title}` }).click();
    await page.getByRole('dialog', { name: 'Delete blog post' }).getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('No blog posts found')).toBeVisible();
  });
});
