import { expect, test } from './support/test';
import { TOAST_SWIPE_THRESHOLD_PX } from '../src/lib/ui-constants';
import { raiseLinkCopiedToast } from './support/toasts';

test.describe('toasts on a phone (Pixel 7)', () => {
  test('a touch swipe to the right past 50 px dismisses; a shorter one does not', async ({ page, context }) => {
    const toast = await raiseLinkCopiedToast(page, context);
    const box = (await toast.boundingBox())!;
    const y = box.y + box.height / 2;
    const x = box.x + 30;
    // Real touch input (Chromium turns it into touch pointer events), as a finger would give.
    const cdp = await context.newCDPSession(page);
    const swipe = async (distance: number) => {
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
      for (let step = 1; step <= 8; step++) {
        await cdp.send('Input.dispatchTouchEvent', {
          type: 'touchMove',
          touchPoints: [{ x: x + (distance * step) / 8, y }],
        });
      }
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    };

    await swipe(TOAST_SWIPE_THRESHOLD_PX - 20);
    await expect(toast).toHaveAttribute('data-state', 'open');
    await swipe(TOAST_SWIPE_THRESHOLD_PX + 30);
    await expect(toast).toHaveAttribute('data-state', 'closed');
  });

  test('the toast spans the screen less its margins', async ({ page, context }) => {
    const toast = await raiseLinkCopiedToast(page, context);
    const viewport = page.viewportSize()!;
    const box = (await toast.boundingBox())!;
    expect(box.x).toBeCloseTo(16, 0);
    expect(box.width).toBeCloseTo(viewport.width - 32, 0);
  });
});
