import { expect, test } from './support/fixtures';

/** The public service-times page on a phone: its table of stages fits, nothing scrolls sideways. */
test.describe('service times at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the page fits the phone: no sideways scrolling', async ({ page }) => {
    await page.goto('/landing/service-times');
    await expect(page.getByRole('heading', { level: 1, name: 'Service times' })).toBeVisible();
    for (const journey of ['applications', 'vendor applications'])
      await expect(
        page.getByRole('table', { name: `Days ${journey} spent in each stage` }),
      ).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
      .toBe(0);
  });
});
