import { expect, test, type Page } from './support/test';
import { TOOLTIP_OPEN_DELAY_MS } from '../src/lib/ui-constants';
import { gotoPage } from './support/site';

/** Records, in the page, when the pointer entered each labelled control and when each tooltip appeared. */
async function recordTooltipTimes(page: Page) {
  await page.evaluate(() => {
    const times = { entered: {} as Record<string, number>, shown: {} as Record<string, number> };
    (window as unknown as { tooltipTimes: typeof times }).tooltipTimes = times;
    document.addEventListener(
      'pointerover',
      (event) => {
        const label = (event.target as Element)
          .closest('a[aria-label], button[aria-label]')
          ?.getAttribute('aria-label');
        if (label && !(label in times.entered)) times.entered[label] = performance.now();
      },
      true,
    );
    new MutationObserver(() => {
      const tip = document.querySelector('[role="tooltip"]');
      const text = tip?.textContent;
      if (text && !(text in times.shown)) times.shown[text] = performance.now();
    }).observe(document.body, { childList: true, subtree: true });
  });
}

async function openedAfter(page: Page, label: string): Promise<number> {
  return page.evaluate((name) => {
    const times = (
      window as unknown as { tooltipTimes: { entered: Record<string, number>; shown: Record<string, number> } }
    ).tooltipTimes;
    return times.shown[name]! - times.entered[name]!;
  }, label);
}

test.describe('tooltips on icon-only controls', () => {
  test('open after the 700 ms delay, then at once when moving to the next within the skip window', async ({ page }) => {
    await gotoPage(page, '/');
    const footer = page.getByRole('contentinfo');
    const facebook = footer.getByRole('link', { name: 'Facebook', exact: true });
    const instagram = footer.getByRole('link', { name: 'Instagram', exact: true });
    await facebook.scrollIntoViewIfNeeded();
    await page.mouse.move(0, 0);
    await recordTooltipTimes(page);

    await facebook.hover();
    const tooltip = page.getByRole('tooltip');
    await expect(tooltip).toHaveText('Facebook');
    // Never early (timers do not fire early; a loaded machine only makes it later).
    expect(await openedAfter(page, 'Facebook')).toBeGreaterThanOrEqual(TOOLTIP_OPEN_DELAY_MS - 100);
    // The control keeps its accessible name while the tooltip shows.
    await expect(footer.getByRole('link', { name: 'Facebook', exact: true })).toBeVisible();

    const target = (await instagram.boundingBox())!;
    await page.mouse.move(target.x + target.width / 2, target.y + target.height / 2);
    await expect(tooltip).toHaveText('Instagram');
    expect(await openedAfter(page, 'Instagram')).toBeLessThan(TOOLTIP_OPEN_DELAY_MS - 100);
  });

  test('show on keyboard focus and close with Escape', async ({ page }) => {
    await gotoPage(page, '/');
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('link', { name: 'Facebook', exact: true }).focus();
    await page.keyboard.press('Tab');
    const youtube = footer.getByRole('link', { name: 'Instagram', exact: true });
    await expect(youtube).toBeFocused();
    await expect(page.getByRole('tooltip')).toHaveText('Instagram');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('tooltip')).toHaveCount(0);
  });

  test("the header's Sign In, only its icon between 768 and 1079 px, has its name as a tooltip there alone", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 900, height: 800 });
    await gotoPage(page, '/');
    const header = page.getByRole('banner');
    const signIn = header.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sign In' });
    await signIn.hover();
    await expect(page.getByRole('tooltip')).toHaveText('Sign In');
    // Its name, not repeated as its description.
    await expect(signIn).not.toHaveAttribute('aria-describedby');

    await page.mouse.move(0, 400);
    await expect(page.getByRole('tooltip')).toHaveCount(0);
    await page.setViewportSize({ width: 1280, height: 800 });
    await signIn.hover();
    await page.waitForTimeout(TOOLTIP_OPEN_DELAY_MS * 2);
    await expect(page.getByRole('tooltip')).toHaveCount(0);
  });
});
