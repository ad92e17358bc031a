import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RegisterChange, RegisterEntry } from '@portal/shared/cloud-solutions';
import { afterEach, describe, expect, it } from 'vitest';
import { hydrateIsland } from '@web/hydrate-islands';
import { render as prerender } from '@web/prerender';
import { onePage } from '@web/testing/paged-lists';
import { stubFetch, type Answer } from '@web/testing/stub-fetch';
import { CloudSolutionsPage } from './pages/cloud-solutions-page';

const aurora: RegisterEntry = {
  code: 'K7QM-4XHP-2ZTR-9WNC',
  vendor: 'Nimbus Cloud Africa Ltd',
  solution: 'Aurora Analytics',
  category: 'paas',
  data_location_country: 'KE',
  data_location_facility: 'technology_city_data_centre',
  certifications: [
    { name: 'ISO 27001', other: null, expires_on: '2099-06-30' },
    { name: 'other', other: 'PCI DSS', expires_on: '2020-01-31' },
  ],
  status: 'approved_with_conditions',
  conditions: [{ text: 'Annual penetration test.', due_on: '2027-09-30' }],
  decided_on: '2026-11-21',
};
const borealis: RegisterEntry = {
  ...aurora,
  code: 'B8RN-5YJQ-3ASU-0XOD',
  solution: 'Borealis Mail',
  category: 'saas',
  data_location_country: 'ZA',
  data_location_facility: 'Teraco JB1',
  certifications: [],
  status: 'not_approved',
  conditions: [],
};
const changes: RegisterChange[] = [
  {
    code: aurora.code,
    vendor: aurora.vendor,
    solution: aurora.solution,
    from_status: 'approved',
    to_status: 'review_required',
    at: '2026-11-25T09:00:00.000Z',
  },
  {
    code: borealis.code,
    vendor: borealis.vendor,
    solution: borealis.solution,
    from_status: 'in_process',
    to_status: 'not_approved',
    at: '2026-11-21T07:00:00.000Z',
  },
];

const listed = (entries: RegisterEntry[], total = entries.length): Answer => ({
  body: { ...onePage('public/cloud-solutions', entries), total },
});
const fed: Answer = { body: { status: 'success', message: '', data: changes } };

function openRegister(answers: Record<string, Answer>, address = '/landing/cloud-solutions') {
  window.history.replaceState(null, '', address);
  const fetch = stubFetch({ 'GET /api/public/cloud-solutions/changes': fed, ...answers });
  render(<CloudSolutionsPage />);
  /** The register's calls, path and query, in order. */
  const asked = () =>
    fetch.mock.calls
      .map(([input]) => new URL(String(input)))
      .filter((url) => url.pathname === '/api/public/cloud-solutions')
      .map((url) => url.search);
  return { asked, user: userEvent.setup() };
}

const table = () => screen.findByRole('table', { name: 'Solutions' });

afterEach(() => {
  window.history.replaceState(null, '', '/');
});

describe('the register of cloud solutions', () => {
  it('shows each solution: vendor, category, where its data is, certifications, status, conditions, decision and code', async () => {
    openRegister({ 'GET /api/public/cloud-solutions': listed([aurora, borealis]) });
    const rows = within(await table()).getAllByRole('row');
    expect(screen.getByText('2 solutions in the register')).toBeVisible();
    const first = within(rows[1]!);
    expect(first.getByRole('rowheader')).toHaveTextContent(
      'Aurora AnalyticsNimbus Cloud Africa LtdCode K7QM-4XHP-2ZTR-9WNC',
    );
    expect(first.getByRole('link', { name: 'K7QM-4XHP-2ZTR-9WNC' })).toHaveAttribute(
      'href',
      '/verify/K7QM-4XHP-2ZTR-9WNC',
    );
    expect(first.getByText('Platform as a service')).toBeVisible();
    expect(first.getByText('In the technology city’s data centre, Kenya')).toBeVisible();
    const certifications = first.getAllByRole('listitem').slice(0, 2);
    expect(certifications.map((item) => item.textContent)).toEqual([
      'ISO 27001, expires 30 June 2099',
      'PCI DSS, expired 31 January 2020Expired',
    ]);
    expect(first.getByText('Approved with conditions')).toBeVisible();
    expect(first.getByText(/Annual penetration test\./)).toHaveTextContent(
      'Annual penetration test. Due 30 September 2027.',
    );
    expect(first.getByText('21 November 2026')).toBeVisible();

    const second = within(rows[2]!);
    expect(second.getByText('Teraco JB1, South Africa')).toBeVisible();
    expect(second.getByText('None')).toBeVisible();
    expect(second.getByText('Not approved')).toBeVisible();
    expect(second.queryByText('Conditions')).not.toBeInTheDocument();
  });

  it('lists the latest changes, each leading to its solution’s check', async () => {
    openRegister({ 'GET /api/public/cloud-solutions': listed([aurora]) });
    const latest = screen.getByRole('heading', { name: 'Latest changes' }).closest('section')!;
    const items = await within(latest).findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      '25 November 2026Aurora Analytics by Nimbus Cloud Africa Ltd: Review required, was Approved',
      '21 November 2026Borealis Mail by Nimbus Cloud Africa Ltd: Not approved',
    ]);
    expect(within(items[1]!).getByRole('link', { name: 'Borealis Mail' })).toHaveAttribute(
      'href',
      `/verify/${borealis.code}`,
    );
  });

  it('searches and filters by status and category, keeping the search in the address', async () => {
    const { asked, user } = openRegister({
      'GET /api/public/cloud-solutions': listed([aurora, borealis]),
    });
    await table();
    expect(asked()).toEqual(['?per_page=20']);
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'aurora');
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Status' }),
      'Approved with conditions',
    );
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Category' }),
      'Platform as a service',
    );
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const search = '?search_term=aurora&status=approved_with_conditions&category=paas';
    await waitFor(() => expect(asked().at(-1)).toBe(`${search}&per_page=20`));
    expect(window.location.search).toBe(search);
    expect(await screen.findByText('2 solutions match your search')).toBeVisible();

    await user.click(screen.getByRole('link', { name: 'Clear the search' }));
    await waitFor(() => expect(asked().at(-1)).toBe('?per_page=20'));
    expect(window.location.search).toBe('');
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
  });

  it('shows the search a shared address names, what the server would refuse left out', async () => {
    const { asked } = openRegister(
      { 'GET /api/public/cloud-solutions': listed([borealis]) },
      '/landing/cloud-solutions?status=not_approved&category=lost&page=x',
    );
    await table();
    expect(asked()).toEqual(['?status=not_approved&per_page=20']);
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveDisplayValue('Not approved');
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveDisplayValue('All categories');
  });

  it('pages through the register', async () => {
    const { asked, user } = openRegister({
      'GET /api/public/cloud-solutions': {
        body: { ...onePage('public/cloud-solutions', [aurora]), last_page: 3, total: 41 },
      },
    });
    await table();
    const pages = screen.getByRole('navigation', { name: 'Pages of the register' });
    expect(within(pages).getByText('Page 1 of 3')).toBeVisible();
    expect(within(pages).queryByRole('link', { name: 'Previous page' })).not.toBeInTheDocument();
    const next = within(pages).getByRole('link', { name: 'Next page' });
    expect(next).toHaveAttribute('href', '/landing/cloud-solutions?page=2');
    await user.click(next);
    await waitFor(() => expect(asked().at(-1)).toBe('?page=2&per_page=20'));
    expect(window.location.search).toBe('?page=2');
    expect(screen.getByRole('heading', { name: 'Solutions' })).toHaveFocus();
  });

  it('says when no solution matches the search', async () => {
    openRegister(
      { 'GET /api/public/cloud-solutions': listed([]) },
      '/landing/cloud-solutions?search_term=zzz',
    );
    expect(await screen.findByText(/No solution matches your search/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'see every solution' })).toHaveAttribute(
      'href',
      '/landing/cloud-solutions',
    );
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says when the register is still empty', async () => {
    openRegister({ 'GET /api/public/cloud-solutions': listed([]) });
    expect(await screen.findByText(/No solution has been decided yet\. Solutions/)).toBeVisible();
  });

  it('says when the register could not be loaded', async () => {
    openRegister({
      'GET /api/public/cloud-solutions': { status: 429, body: { status: 'error', message: '' } },
    });
    expect(
      await screen.findByText('The register could not be loaded. Please try again later.'),
    ).toBeVisible();
  });

  it('is prerendered without the register, which loads once its island hydrates', async () => {
    window.history.replaceState(null, '', '/landing/cloud-solutions?status=approved');
    const fetch = stubFetch({
      'GET /api/public/cloud-solutions': listed([aurora]),
      'GET /api/public/cloud-solutions/changes': fed,
    });
    document.body.innerHTML = `<div id="root">${await prerender('/landing/cloud-solutions')}</div>`;
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Register of cloud solutions',
    );
    expect(screen.getAllByText('Loading the register…')).toHaveLength(1);
    act(() =>
      document
        .querySelectorAll<HTMLElement>('[data-island^="cloud-solution"]')
        .forEach(hydrateIsland),
    );
    expect(await screen.findByRole('table', { name: 'Solutions' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveDisplayValue('Approved');
    expect(fetch).toHaveBeenCalledWith(
      expect.objectContaining({
        search: '?status=approved&per_page=20',
      }),
      expect.anything(),
    );
  });
});
