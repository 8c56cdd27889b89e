import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page, type TestInfo } from '@playwright/test';

// What every journey that makes a page does before calling it done: look at it at a phone's and a
// desktop's width and run axe on it.

/** axe's serious and critical findings on the page as it stands. */
export async function seriousViolations(page: Page) {
  // A dialog or a menu still fading in has text at part of its opacity: axe would measure the
  // contrast of a frame of the animation, not of the page. Let the running animations that end
  // (not a spinner's) end first.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime ?? Number.POSITIVE_INFINITY))
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(' | ')}`);
}

/** Screenshots of the page at a phone's and a desktop's width, kept with the test's output; axe at both. */
export async function lookAtBothWidths(page: Page, testInfo: TestInfo, name: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: testInfo.outputPath(`${name}-${width}.png`), fullPage: true });
    expect(await seriousViolations(page), `${name} at ${width}px`).toEqual([]);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** lookAtBothWidths for the running test. */
export async function lookAt(page: Page, name: string) {
  await lookAtBothWidths(page, test.info(), name);
}
