import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** A toast with the given text (react-toastify renders each as an alert). */
export const toast = (page: Page, text: string | RegExp) =>
  page.getByRole('alert').filter({ hasText: text });

let sequence = 0;
/** A record name no other test of the run uses (the tests of a worker share its server). */
export const uniqueName = (label: string) => `${label} ${process.pid}-${Date.now()}-${++sequence}`;

/** Fails with every axe-core violation of the page as it stands, one line each. */
export async function expectNoAxeViolation(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(
    violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target).join(', ')})`),
  ).toEqual([]);
}

/** A back-office list screen by its title ('Roles'): the names the list page gives its parts. */
export function listScreen(page: Page, title: string) {
  const rows = page.getByRole('table', { name: title }).locator('tbody tr');
  return {
    rows,
    rowOf: (name: string) => rows.filter({ hasText: name }),
    search: async (term: string) => {
      await page.getByRole('searchbox', { name: `Search ${title.toLowerCase()}` }).fill(term);
      await page.getByRole('button', { name: 'Search', exact: true }).click();
    },
  };
}
