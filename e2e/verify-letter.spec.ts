import { expectNoAxeViolation } from './support/axe';
import { expect, test } from './support/fixtures';

// The land journey checks a real letter's code through this form; here, the form itself on a phone.
test('/verify asks for a code on a 360 px phone, says what is wrong, and sends a typed code on', async ({
  browser,
  portal,
}) => {
  const context = await browser.newContext({
    viewport: { width: 360, height: 740 },
    baseURL: portal.url,
  });
  const page = await context.newPage();
  await page.goto('/verify');
  await expect(page.getByRole('heading', { level: 1, name: 'Verify a letter' })).toBeVisible();
  const overflow = () =>
    page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
  expect(await overflow()).toBeLessThanOrEqual(0);
  await expectNoAxeViolation(page);

  const field = page.getByLabel('Verification code');
  await field.fill('k7qm 4xhp');
  await page.getByRole('button', { name: 'Check the code' }).click();
  const problem = page.getByRole('alert');
  await expect(problem).toContainText('Enter the 16 letters and digits of the code');
  await expect(problem).toBeFocused();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  expect(await overflow()).toBeLessThanOrEqual(0);
  await expectNoAxeViolation(page);

  await field.fill('k7qm4xhp2ztr9wnc');
  await page.getByRole('button', { name: 'Check the code' }).click();
  await expect(page).toHaveURL('/verify/K7QM-4XHP-2ZTR-9WNC');
  await expect(page.getByRole('heading', { name: 'No letter has this code' })).toBeVisible();
  await context.close();
});
