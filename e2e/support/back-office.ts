import type { Locator, Page } from '@playwright/test';
import { signInAs } from './accounts';
import { ADMIN, expect } from './fixtures';
import { scaled } from './machine';

/** A toast with the given text (react-toastify renders each as an alert). */
export const toast = (page: Page, text: string | RegExp) =>
  page.getByRole('alert').filter({ hasText: text });

/**
 * Waits for a toast and closes it: with a modal's overlay open, axe misreads the colours of a
 * toast above it. On a busy machine the toast may close itself (5 s) before the click lands;
 * either way it ends hidden.
 */
export async function dismissToast(page: Page, text: string) {
  const shown = toast(page, text);
  await expect(shown).toBeVisible();
  await shown
    .getByRole('button', { name: 'close' })
    .click({ timeout: scaled(2_000) })
    .catch(() => undefined);
  await expect(shown).toBeHidden({ timeout: scaled(10_000) });
}

let sequence = 0;
/** A record name no other test of the run uses (the tests of a worker share its server). */
export const uniqueName = (label: string) => `${label} ${process.pid}-${Date.now()}-${++sequence}`;

/** Signs in as the seeded administrator and opens `path`; answers the administrator. */
export async function openAsAdmin(page: Page, path: string) {
  const admin = await signInAs(page, ADMIN);
  await page.goto(path);
  return admin;
}

/** A back-office list screen by its title ('Roles'): the names the list page gives its parts. */
export function listScreen(page: Page, title: string) {
  const rows = page.getByRole('table', { name: title }).locator('tbody tr');
  const search = async (term: string) => {
    await page.getByRole('searchbox', { name: `Search ${title.toLowerCase()}` }).fill(term);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    // What a person waits for before going on: the list of what was found, at its own address.
    await expect.poll(() => new URL(page.url()).searchParams.get('search_term')).toBe(term);
  };
  return {
    rows,
    // A row of records, not the empty list's one cell, which may quote a search term.
    rowOf: (name: string) => rows.filter({ has: page.locator('td + td'), hasText: name }),
    search,
    /** Searches for `term` and expects the one row it finds, as the toast counts it. */
    findOne: async (term: string) => {
      await search(term);
      // One of them, in the singular: 'Roles' finds '1 role found.'.
      await expect(toast(page, `1 ${title.toLowerCase().replace(/s$/, '')} found.`)).toBeVisible();
      await expect(rows).toHaveCount(1);
    },
  };
}

/**
 * Eleven records named `${label} #01` to `#11`, the newest first, page by ten
 * (docs/product.md, "Screens and addresses"): page 2 goes on numbering from 11, and a search for
 * them keeps its term on its page 2.
 */
export async function expectElevenPagedByTen(page: Page, title: string, label: string) {
  const list = listScreen(page, title);
  const pagination = page.getByRole('navigation', { name: 'Pagination' });
  const pageButton = (n: number) =>
    pagination.getByRole('button', { name: `Page ${n}`, exact: true });
  await expect(list.rows).toHaveCount(10);
  await expect(pagination.getByRole('button', { name: '« Previous' })).toBeDisabled();
  await pagination.getByRole('button', { name: 'Next »' }).click();
  await expect(pageButton(2)).toHaveAttribute('aria-current', 'page');
  await expect(list.rows.first().getByRole('cell').first()).toHaveText('11');

  await list.search(label.toLowerCase());
  await expect(toast(page, `11 ${title.toLowerCase()} found.`)).toBeVisible();
  await expect(list.rows).toHaveCount(10);
  // Newest first.
  await expect(list.rows.first()).toContainText(`${label} #11`);
  await pageButton(2).click();
  await expect(list.rows).toHaveCount(1);
  await expect(list.rows).toContainText(`${label} #01`);
  await expect(list.rows.getByRole('cell').first()).toHaveText('11');
  await expect(pagination.getByRole('button', { name: 'Next »' })).toBeDisabled();
}

/**
 * The cell of `row` under the column headed `header` in the list `title`: which columns a list
 * shows depends on the screen's width (record 0026).
 */
export async function cellInColumn(page: Page, title: string, row: Locator, header: string) {
  const table = page.getByRole('table', { name: title });
  await expect(table.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
  const headers = await table.getByRole('columnheader').allTextContents();
  return row.getByRole('cell').nth(headers.indexOf(header));
}

/** Picks an option of a Mantine select, which Playwright sees as a combobox. */
export async function choose(page: Page, select: string, option: string) {
  await page.getByRole('combobox', { name: select, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** From the list of `noun`s ('role'), Add New opens the create form under its heading. */
export async function openCreateForm(page: Page, noun: string) {
  await page.goto(`/account/${noun}s`);
  await page.getByRole('link', { name: 'Add New' }).click();
  await expect(page).toHaveURL(`/account/create-${noun}`);
  await expect(page.getByRole('heading', { level: 1, name: `Create ${noun}` })).toBeVisible();
}

/** Submits a back-office form: the server's `message` is toasted and the list at `listPath` opens. */
export async function submitToList(page: Page, message: string, listPath: string) {
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(toast(page, message)).toBeVisible();
  await expect(page).toHaveURL(listPath);
}

/** The terms that close every back-office record's details (who made and changed it, when). */
export const AUDIT_TERMS = ['Created', 'Created by', 'Updated by', 'Updated at'];

/** View on the row named `name`: the details modal, its terms checked. */
export async function viewDetails(page: Page, name: string, terms: string[]) {
  await page.getByRole('button', { name: `View ${name}` }).click();
  const details = page.getByRole('dialog', { name });
  await expect(details.getByRole('term')).toHaveText(terms);
  return details;
}

export async function closeDetails(details: Locator) {
  await details.getByRole('button', { name: 'Close' }).click();
  await expect(details).toBeHidden();
}

/**
 * Delete on the row named `name` asks first: Cancel keeps `row`; Delete takes it off and says so
 * with `message` in an error-style toast (docs/product.md, "Errors").
 */
export async function cancelThenDelete(page: Page, name: string, row: Locator, message: string) {
  const deleteButton = page.getByRole('button', { name: `Delete ${name}` });
  const confirm = page.getByRole('dialog', { name: 'Remove?' });
  await deleteButton.click();
  await expect(confirm).toContainText("You won't be able to revert this!");
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(row).toHaveCount(1);

  await deleteButton.click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.locator('.Toastify__toast--error').filter({ hasText: message })).toBeVisible();
  await expect(row).toHaveCount(0);
}
