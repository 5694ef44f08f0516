import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Lets every finite animation and transition end (a toast fading in or out, say). axe reads the
 * colours as painted, so an element caught mid-fade shows a contrast it never has at rest: a CI
 * run on a loaded machine failed on a toast that was arriving while the scan ran. Endless ones
 * (spinners) and paused ones (a toast held under the pointer) are not waited for.
 */
async function animationsSettled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const finite = document
      .getAnimations()
      .filter(
        (animation) => animation.playState === 'running' && animation.effect?.getComputedTiming().endTime !== Infinity,
      );
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
  });
}

async function seriousViolations(page: Page, exclude: string[]) {
  await animationsSettled(page);
  let builder = new AxeBuilder({ page }).withTags([
    'wcag2a',
    'wcag2aa',
    'wcag21a',
    'wcag21aa',
    'wcag22aa',
    'best-practice',
  ]);
  for (const selector of exclude) builder = builder.exclude(selector);
  const { violations } = await builder.analyze();
  return violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
}

/**
 * Runs axe-core (WCAG 2.0/2.1/2.2 A and AA rules) on the page at rest and fails on any serious or
 * critical violation, listing each rule and its targets. A violation found once is looked at again
 * after what was moving has settled (something may have started animating during the scan): a
 * real one is there both times. HTML_CodeSniffer reads every page once more in its own spec
 * (e2e/html-codesniffer.spec.ts).
 */
export async function expectNoSeriousA11yViolations(page: Page, options: { exclude?: string[] } = {}): Promise<void> {
  const exclude = options.exclude ?? [];
  let serious = await seriousViolations(page, exclude);
  if (serious.length > 0) serious = await seriousViolations(page, exclude);
  const report = serious.map(
    (violation) =>
      `${violation.impact} ${violation.id}: ${violation.help}\n` +
      violation.nodes.map((node) => `    ${node.target.join(' ')}  ${node.failureSummary ?? ''}`).join('\n'),
  );
  expect(serious, `axe violations on ${page.url()}:\n${report.join('\n')}`).toEqual([]);
}
