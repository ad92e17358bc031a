import type { Page } from '@playwright/test';
import { expectNoAxeViolation } from './axe';
import { expect, test } from './fixtures';

export const SIZES = [
  { width: 1280, height: 800 },
  { width: 360, height: 740 },
];

/** At each size: no sideways scrolling and nothing for axe (`npm run screenshots` takes pictures). */
export async function fitsEachSize(page: Page, name: string) {
  for (const size of SIZES) {
    await page.setViewportSize(size);
    // Polled: a list refits to the new width once it has measured it.
    await expect
      .poll(
        () =>
          page.evaluate(
            () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
          ),
        { message: `${name} at ${size.width}px scrolls sideways` },
      )
      .toBeLessThanOrEqual(0);
    await expectNoAxeViolation(page);
  }
  await page.setViewportSize(SIZES[0]!);
}

/** The screen at each size, kept with the test's results for a person to look at. */
export async function photograph(page: Page, name: string) {
  for (const size of SIZES) {
    await page.setViewportSize(size);
    // The sidebar slides between its phone and desk layouts.
    await page.waitForFunction(() =>
      document.getAnimations().every((animation) => animation.playState !== 'running'),
    );
    await page.screenshot({
      path: test.info().outputPath(`${name}-${size.width}.png`),
      fullPage: true,
    });
  }
  await page.setViewportSize(SIZES[0]!);
}
