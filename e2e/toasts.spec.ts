import { expect, test } from './support/test';
import { TOAST_SWIPE_THRESHOLD_PX, TOAST_VIEWPORT_MAX_WIDTH_PX } from '../src/lib/ui-constants';
import { raiseLinkCopiedToast } from './support/toasts';

test.describe('toasts, desktop', () => {
  test('a mouse drag to the right past 50 px dismisses; a shorter one snaps back', async ({ page, context }) => {
    const toast = await raiseLinkCopiedToast(page, context);
    const box = (await toast.boundingBox())!;
    const y = box.y + box.height / 2;
    const x = box.x + 40;

    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x + TOAST_SWIPE_THRESHOLD_PX - 20, y, { steps: 6 });
    await page.mouse.up();
    await expect(toast).toHaveAttribute('data-state', 'open');

    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x + TOAST_SWIPE_THRESHOLD_PX + 30, y, { steps: 8 });
    await page.mouse.up();
    await expect(toast).toHaveAttribute('data-state', 'closed');
    // Closed, out of sight, but its text is still there for a screen reader.
    await expect(toast).toContainText('Link copied');
  });

  test('F8 focuses the labelled notifications region; Tab reaches the toast and Escape goes back', async ({
    page,
    context,
  }) => {
    await raiseLinkCopiedToast(page, context);
    const copy = page.getByRole('button', { name: 'Copy link' });
    await copy.focus();
    await page.keyboard.press('F8');
    const region = page.getByRole('region', { name: 'Notifications (F8)' });
    await expect(region).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(region.getByRole('button', { name: 'Close notification' }).first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(copy).toBeFocused();
  });

  test('the toast viewport is at most 420 px wide, at the bottom right', async ({ page, context }) => {
    const toast = await raiseLinkCopiedToast(page, context);
    const viewport = page.viewportSize()!;
    expect(viewport.width).toBeGreaterThan(TOAST_VIEWPORT_MAX_WIDTH_PX * 2);
    const region = (await page.getByRole('region', { name: 'Notifications (F8)' }).boundingBox())!;
    expect(region.width).toBeLessThanOrEqual(TOAST_VIEWPORT_MAX_WIDTH_PX);
    expect(region.x + region.width).toBeCloseTo(viewport.width, 0);
    const box = (await toast.boundingBox())!;
    expect(box.width).toBeLessThanOrEqual(TOAST_VIEWPORT_MAX_WIDTH_PX);
    expect(box.y + box.height).toBeGreaterThan(viewport.height - 40);
  });
});
