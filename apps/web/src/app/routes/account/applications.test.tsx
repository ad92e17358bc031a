import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeApplicationRow, success } from '@web/testing/applications';
import { makeUser } from '@web/testing/fixtures';
import { firstOfTwoPages, openScreen, refused } from '@web/testing/open-screen';
import { columnHeaders, rowsOf } from '@web/testing/paged-lists';
import { renderApp } from '@web/testing/render-app';
import { Component as Queue } from './applications';

const clerk = makeUser({ id: 20, name: 'Quinn Clerk', permissions: ['applications.view_all'] });
const late = makeApplicationRow({
  id: 41,
  reference: 'EOI-2026-000041',
  stage: 'under_evaluation',
  committee: { id: 3, name: 'Land committee' },
  days_in_stage: 34,
  target_days: 30,
  overdue: true,
});
const fresh = makeApplicationRow({
  id: 42,
  reference: 'EOI-2026-000042',
  stage: 'submitted',
  organisation_name: null,
  committee: null,
  days_in_stage: 1,
  target_days: 30,
  overdue: false,
});
const listed = { body: firstOfTwoPages('applications', [late, fresh]) };
/** GET /applications/options: the committees come only to whoever may assign. */
const noCommittees = success({ parcels: [], committees: [] });
const committees = success({
  parcels: [],
  committees: [
    { id: 3, name: 'Land committee', members: 3, member_ids: [41, 42, 43] },
    { id: 4, name: 'Finance committee', members: 2, member_ids: [44, 45] },
  ],
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('applications queue', () => {
  it('shows each application’s stage, time in stage against its target, and leads to its page', async () => {
    const { calls } = openScreen(<Queue />, '/account/applications', clerk, {
      'GET /api/applications': listed,
      'GET /api/applications/options': noCommittees,
    });
    const table = await screen.findByRole('table', { name: 'Applications' });
    expect(calls()).toContain('/api/applications');
    expect(columnHeaders(table)).toEqual([
      '#',
      'Reference',
      'Organisation',
      'Project',
      'Stage',
      'Days in stage',
      'Committee',
    ]);
    const [first, second] = rowsOf(table);
    expect(first!.getByRole('link', { name: 'EOI-2026-000041' })).toHaveAttribute(
      'href',
      '/account/show-application/41',
    );
    expect(first!.getByText('Under evaluation')).toBeInTheDocument();
    expect(first!.getByText('34 days, target 30')).toBeInTheDocument();
    expect(first!.getByText('Overdue')).toBeInTheDocument();
    expect(first!.getByText('Land committee')).toBeInTheDocument();
    expect(second!.getByText('Submitted, fee due')).toBeInTheDocument();
    expect(second!.getByText('1 day, target 30')).toBeInTheDocument();
    expect(second!.queryByText('Overdue')).not.toBeInTheDocument();
    expect(second!.getByText('Not assigned')).toBeInTheDocument();
  });

  it('keeps search and filters in the address: a shared link, Apply and page links', async () => {
    const { user, calls, address } = openScreen(
      <Queue />,
      '/account/applications?stage=under_evaluation&overdue=true',
      clerk,
      { 'GET /api/applications': listed, 'GET /api/applications/options': committees },
    );
    await screen.findByRole('table', { name: 'Applications' });
    expect(calls()).toContain('/api/applications?stage=under_evaluation&overdue=true');
    expect(screen.getByRole('combobox', { name: 'Stage' })).toHaveValue('Under evaluation');
    expect(screen.getByRole('checkbox', { name: 'Overdue only' })).toBeChecked();

    await user.type(screen.getByRole('textbox', { name: /^Search/ }), 'savanna');
    await user.click(screen.getByRole('combobox', { name: 'Committee' }));
    await user.click(await screen.findByRole('option', { name: 'Land committee' }));
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    const filtered = '?search_term=savanna&stage=under_evaluation&committee_id=3&overdue=true';
    await waitFor(() => expect(address()).toBe(`/account/applications${filtered}`));
    await waitFor(() => expect(calls().at(-1)).toBe(`/api/applications${filtered}`));

    const pagination = screen.getByRole('navigation', { name: 'Pagination' });
    await user.click(within(pagination).getByRole('button', { name: 'Next »' }));
    await waitFor(() =>
      expect(address()).toBe(`/account/applications?page=2&${filtered.slice(1)}`),
    );
    await waitFor(() =>
      expect(calls().at(-1)).toBe(`/api/applications?page=2&${filtered.slice(1)}`),
    );

    await user.click(screen.getByRole('checkbox', { name: 'Overdue only' }));
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(address()).toBe(
        '/account/applications?search_term=savanna&stage=under_evaluation&committee_id=3',
      ),
    );

    await user.click(screen.getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(address()).toBe('/account/applications'));
    expect(screen.getByRole('textbox', { name: /^Search/ })).toHaveValue('');
  });

  it('offers no committee filter to those who may not assign, and no number to type', async () => {
    openScreen(<Queue />, '/account/applications', clerk, {
      'GET /api/applications': listed,
      'GET /api/applications/options': noCommittees,
    });
    await screen.findByRole('table', { name: 'Applications' });
    expect(screen.queryByRole('combobox', { name: 'Committee' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Committee/ })).not.toBeInTheDocument();
  });

  it('shows the server’s refusal of an address’s filter under its field', async () => {
    openScreen(<Queue />, '/account/applications?stage=lost', clerk, {
      'GET /api/applications': refused({ stage: ['Choose one of the listed values.'] }),
      'GET /api/applications/options': noCommittees,
    });
    expect(await screen.findByText('Choose one of the listed values.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Stage' })).toHaveAccessibleDescription(
      'Choose one of the listed values.',
    );
  });

  it('is closed to those whose role does not grant applications.view_all', async () => {
    const { router } = renderApp('/account/applications', { user: makeUser() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/account/dashboard');
  });
});
