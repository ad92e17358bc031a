import { screen, waitFor, within } from '@testing-library/react';
import type { VendorApplicationRow } from '@portal/shared/vendor-applications';
import { describe, expect, it } from 'vitest';
import { success } from '@web/testing/applications';
import { makeUser } from '@web/testing/fixtures';
import { makeOpenCall, makeVendorApplicationRow } from '@web/testing/vendor-applications';
import { firstOfTwoPages, openScreen, refused } from '@web/testing/open-screen';
import { columnHeaders, rowsOf } from '@web/testing/paged-lists';
import { Component as Queue } from './vendor-applications';

const cloudCall = { id: 2, reference: 'VEOI-2026-02', title: 'Cloud partners' };
const row = (overrides: Partial<VendorApplicationRow>) =>
  makeVendorApplicationRow({
    id: 51,
    reference: 'VND-2026-000051',
    stage: 'submitted',
    call: cloudCall,
    solutions: 2,
    days_in_stage: 1,
    target_days: 10,
    ...overrides,
  });
// Overdue first, as the server orders them.
const late = row({
  id: 52,
  reference: 'VND-2026-000052',
  stage: 'under_evaluation',
  organisation_name: 'Stratus Systems Ltd',
  call: { id: 1, reference: 'VEOI-2026-01', title: 'Software partners' },
  solutions: 1,
  committee: { id: 3, name: 'Vendor committee' },
  days_in_stage: 34,
  target_days: 30,
  overdue: true,
});
const fresh = row({ organisation_name: null });
const listed = { body: firstOfTwoPages('vendor-applications', [late, fresh]) };
const openCalls = success([makeOpenCall(cloudCall)]);
const viewer = makeUser({ id: 20, name: 'Vic Viewer', permissions: ['vendors.view_all'] });
const answers = {
  'GET /api/vendor-applications': listed,
  'GET /api/public/vendor-calls': openCalls,
};

describe('vendor applications queue', () => {
  it('shows each application’s call, solutions, stage and time in stage, overdue first, and leads to its page', async () => {
    const { calls } = openScreen(<Queue />, '/account/vendor-applications', viewer, answers);
    const table = await screen.findByRole('table', { name: 'Vendor applications' });
    expect(calls()).toContain('/api/vendor-applications');
    expect(columnHeaders(table)).toEqual([
      '#',
      'Reference',
      'Organisation',
      'Call',
      'Solutions',
      'Stage',
      'Days in stage',
      'Committee',
      'Updated',
    ]);
    const [first, second] = rowsOf(table);
    expect(first!.getByRole('link', { name: 'VND-2026-000052' })).toHaveAttribute(
      'href',
      '/account/show-vendor-application/52',
    );
    expect(first!.getByText('VEOI-2026-01')).toBeInTheDocument();
    expect(first!.getByText('Under evaluation')).toBeInTheDocument();
    expect(first!.getByText('34 days, target 30')).toBeInTheDocument();
    expect(first!.getByText('Overdue')).toBeInTheDocument();
    expect(first!.getByText('Vendor committee')).toBeInTheDocument();
    expect(second!.getByText('Submitted')).toBeInTheDocument();
    expect(second!.getByText('1 day, target 10')).toBeInTheDocument();
    expect(second!.queryByText('Overdue')).not.toBeInTheDocument();
    expect(second!.getByText('Not assigned')).toBeInTheDocument();
    expect(second!.getByText('—')).toBeInTheDocument();
  });

  it('keeps search and filters in the address: a shared link, Apply and page links', async () => {
    const { user, calls, address } = openScreen(
      <Queue />,
      '/account/vendor-applications?stage=under_evaluation&overdue=true',
      viewer,
      answers,
    );
    await screen.findByRole('table', { name: 'Vendor applications' });
    expect(calls()).toContain('/api/vendor-applications?stage=under_evaluation&overdue=true');
    expect(screen.getByRole('combobox', { name: 'Stage' })).toHaveValue('Under evaluation');
    expect(screen.getByRole('checkbox', { name: 'Overdue only' })).toBeChecked();

    await user.type(screen.getByRole('textbox', { name: /^Search/ }), 'nimbus');
    await user.click(screen.getByRole('combobox', { name: 'Call' }));
    await user.click(await screen.findByRole('option', { name: 'VEOI-2026-02 · Cloud partners' }));
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    const filtered = '?search_term=nimbus&stage=under_evaluation&call_id=2&overdue=true';
    await waitFor(() => expect(address()).toBe(`/account/vendor-applications${filtered}`));
    await waitFor(() => expect(calls().at(-1)).toBe(`/api/vendor-applications${filtered}`));

    const pagination = screen.getByRole('navigation', { name: 'Pagination' });
    await user.click(within(pagination).getByRole('button', { name: 'Next »' }));
    await waitFor(() =>
      expect(address()).toBe(`/account/vendor-applications?page=2&${filtered.slice(1)}`),
    );

    await user.click(screen.getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(address()).toBe('/account/vendor-applications'));
    expect(screen.getByRole('textbox', { name: /^Search/ })).toHaveValue('');
    expect(screen.getByRole('checkbox', { name: 'Overdue only' })).not.toBeChecked();
  });

  it('offers the open calls and those of the applications listed', async () => {
    const { user } = openScreen(<Queue />, '/account/vendor-applications', viewer, answers);
    await screen.findByRole('table', { name: 'Vendor applications' });
    await user.click(screen.getByRole('combobox', { name: 'Call' }));
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual([
      'VEOI-2026-02 · Cloud partners',
      'VEOI-2026-01 · Software partners',
    ]);
  });

  it('asks for every call when the viewer manages them', async () => {
    const manager = makeUser({ permissions: ['vendors.view_all', 'vendors.manage'] });
    const { calls } = openScreen(<Queue />, '/account/vendor-applications', manager, {
      'GET /api/vendor-applications': listed,
      'GET /api/vendor-calls': { body: firstOfTwoPages('vendor-calls', []) },
    });
    await screen.findByRole('table', { name: 'Vendor applications' });
    await waitFor(() => expect(calls()).toContain('/api/vendor-calls?per_page=100'));
    expect(calls()).not.toContain('/api/public/vendor-calls');
  });

  it('offers a committee member the applications theirs to evaluate, in the address too', async () => {
    const member = makeUser({ committees: [{ id: 3, name: 'Vendor committee', role: 'Member' }] });
    const { user, calls, address } = openScreen(
      <Queue />,
      '/account/vendor-applications',
      member,
      answers,
    );
    await screen.findByRole('table', { name: 'Vendor applications' });
    await user.click(screen.getByRole('checkbox', { name: 'Mine to evaluate' }));
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(address()).toBe('/account/vendor-applications?to_evaluate=true'));
    await waitFor(() => expect(calls().at(-1)).toBe('/api/vendor-applications?to_evaluate=true'));
  });

  it('offers no such choice to staff who sit on no committee', async () => {
    openScreen(<Queue />, '/account/vendor-applications', viewer, answers);
    await screen.findByRole('table', { name: 'Vendor applications' });
    expect(screen.queryByRole('checkbox', { name: 'Mine to evaluate' })).not.toBeInTheDocument();
  });

  it('says what to do when no application matches the filters', async () => {
    openScreen(<Queue />, '/account/vendor-applications?stage=decided', viewer, {
      ...answers,
      'GET /api/vendor-applications': { body: firstOfTwoPages('vendor-applications', []) },
    });
    expect(
      await screen.findByText(
        'No vendor application matches these filters. Clear them to see the whole queue.',
      ),
    ).toBeInTheDocument();
  });

  it('shows the server’s refusal of an address’s filter under its field', async () => {
    openScreen(<Queue />, '/account/vendor-applications?stage=lost', viewer, {
      ...answers,
      'GET /api/vendor-applications': refused({ stage: ['Choose one of the listed values.'] }),
    });
    expect(await screen.findByText('Choose one of the listed values.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Stage' })).toHaveAccessibleDescription(
      'Choose one of the listed values.',
    );
  });
});
