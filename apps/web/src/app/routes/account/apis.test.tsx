import type { ApiKeyRecord } from '@portal/shared/api-keys';
import type { CurrentUser } from '@portal/shared/current-user';
import { messages } from '@portal/shared/messages';
import { QueryClientProvider } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { setCurrentUser } from '@web/lib/session';
import { admin, makeUser } from '@web/testing/fixtures';
import { clientWithFirstPage } from '@web/testing/paged-lists';
import { renderWithProviders } from '@web/testing/render-app';
import { Component as ApisScreen } from './apis';

const stamps = { created_at: '2025-01-02T03:04:05.000Z', updated_at: '2026-03-04T05:06:07.000Z' };

const planningApp: ApiKeyRecord = {
  id: 2,
  name: 'Planning app',
  key: 'tck_9PqF3nE0vZ2kXw7Lm4Rt8Yb1Hc6Jd5Ks0Ua3Vg2Nf7',
  requests: 12,
  expiry_date: '2027-12-31',
  status: 'Active',
  api_owner: { id: 7, name: 'Ivy Investor' },
  ...stamps,
};

const oldScript: ApiKeyRecord = {
  id: 1,
  name: 'Old script',
  key: 'tck_0aB1cD2eF3gH4iJ5kL6mN7oP8qR9sT0uV1wX2yZ3aB4',
  requests: 0,
  expiry_date: '2025-06-30',
  status: 'Expired',
  api_owner: { id: 1, name: 'Ada Admin' },
  ...stamps,
};

// The first page as the server answered it, so the screen shows it without a call.
function openApis(user: CurrentUser, keys: ApiKeyRecord[]) {
  setCurrentUser(user);
  renderWithProviders(
    <QueryClientProvider client={clientWithFirstPage('apis', keys)}>
      <ApisScreen />
    </QueryClientProvider>,
    '/account/apis',
  );
  expect(screen.getByRole('heading', { level: 1, name: 'APIs' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Add New' })).toHaveAttribute(
    'href',
    '/account/create-api',
  );
  return screen.getByRole('table', { name: 'APIs' });
}

const headersOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('columnheader')
    .map((header) => header.textContent);

const rowOf = (table: HTMLElement, name: string) =>
  within(within(table).getByRole('cell', { name }).closest('tr')!);

describe('API keys screen', () => {
  it('shows an administrator every key with its owner', () => {
    const table = openApis(admin(), [planningApp, oldScript]);
    expect(headersOf(table)).toEqual([
      '#',
      'Name',
      'Key',
      'Owner',
      'Requests',
      'Expiry Date',
      'Status',
      'Created',
      'Action',
    ]);
    expect(rowOf(table, 'Planning app').getByRole('cell', { name: 'Ivy Investor' })).toBeVisible();
    expect(rowOf(table, 'Old script').getByRole('cell', { name: 'Ada Admin' })).toBeVisible();
  });

  it('shows anyone else their keys, without an Owner column', () => {
    const table = openApis(makeUser(), [planningApp]);
    expect(headersOf(table)).toEqual([
      '#',
      'Name',
      'Key',
      'Requests',
      'Expiry Date',
      'Status',
      'Created',
      'Action',
    ]);
    const row = rowOf(table, 'Planning app');
    expect(row.queryByText('Ivy Investor')).not.toBeInTheDocument();
    expect(row.getByText(planningApp.key)).toBeInTheDocument();
    expect(row.getByRole('cell', { name: '12' })).toBeInTheDocument();
    expect(row.getByRole('link', { name: 'Edit Planning app' })).toHaveAttribute(
      'href',
      '/account/edit-api/2',
    );
    expect(row.getByRole('button', { name: 'Delete Planning app' })).toBeInTheDocument();
  });

  it('Copy puts the whole key on the clipboard and says Key copied', async () => {
    const user = userEvent.setup();
    const table = openApis(makeUser(), [planningApp, oldScript]);
    await user.click(
      rowOf(table, 'Old script').getByRole('button', { name: 'Copy key Old script' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.keyCopied);
    await expect(navigator.clipboard.readText()).resolves.toBe(oldScript.key);
  });

  it('says so when the browser refuses the clipboard', async () => {
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('Not allowed'));
    openApis(makeUser(), [planningApp]);
    await user.click(screen.getByRole('button', { name: 'Copy key Planning app' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The key could not be copied: select it and copy it by hand.',
    );
    expect(screen.queryByText(messages.keyCopied)).not.toBeInTheDocument();
  });

  it('says Active in green and Expired in red', () => {
    const table = openApis(makeUser(), [planningApp, oldScript]);
    const background = (name: string, status: string) =>
      rowOf(table, name).getByText(status).closest('.mantine-Badge-root');
    expect(background('Planning app', 'Active')).toHaveStyle({
      '--badge-bg': 'var(--mantine-color-green-7)',
    });
    expect(background('Old script', 'Expired')).toHaveStyle({
      '--badge-bg': 'var(--mantine-color-red-9)',
    });
  });

  it('View shows the name and when the key was last changed', async () => {
    const user = userEvent.setup();
    const table = openApis(makeUser(), [planningApp]);
    await user.click(
      rowOf(table, 'Planning app').getByRole('button', { name: 'View Planning app' }),
    );
    const details = screen.getByRole('dialog', { name: 'Planning app' });
    expect(
      within(details)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Name', 'Updated at']);
    const [name, updatedAt] = within(details).getAllByRole('definition');
    expect(name).toHaveTextContent('Planning app');
    // Created in 2025, last changed in 2026.
    expect(updatedAt).toHaveTextContent(/2026/);
  });
});
