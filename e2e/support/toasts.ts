import { expect, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { gotoPage } from './site';

export const ARTICLE_PATH = '/christian-dating-advice/healthy-boundaries-in-christian-dating';

/** Raises a real toast the way a reader does: 'Copy link' on an article. */
export async function raiseLinkCopiedToast(page: Page, context: BrowserContext): Promise<Locator> {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await gotoPage(page, ARTICLE_PATH);
  await page.getByRole('button', { name: 'Copy link' }).click();
  // Located by its text: a background notice (offline-ready) may take the slot after it closes.
  const toast = page.getByTestId('toast').filter({ hasText: 'Link copied' });
  await expect(toast).toHaveAttribute('data-state', 'open');
  return toast;
}
