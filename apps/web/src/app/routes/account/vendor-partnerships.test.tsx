import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openScreen } from '@web/testing/open-screen';
import { onePage } from '@web/testing/paged-lists';
import { makePartnership, partnershipManager } from '@web/testing/partnerships';
import { Component as Partnerships } from './vendor-partnerships';

const behind = makePartnership({
  id: 6,
  vendor: 'Cirrus Data Ltd',
  standing: 'at_risk',
  overdue_returns: 2,
  audit_overdue: true,
  open_critical_findings: 1,
  actions_past_due: 1,
  needs_attention: true,
});
const fine = makePartnership({ standing: 'on_track' });
const list = { body: onePage('vendor-partnerships', [behind, fine]) };

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the vendor partnerships', () => {
  it('say on each row what needs attention, and lead to each partnership', async () => {
    openScreen(<Partnerships />, '/account/vendor-partnerships', partnershipManager, {
      'GET /api/vendor-partnerships': list,
    });
    const table = await screen.findByRole('table', { name: 'Vendor partnerships' });
    const first = within(within(table).getByText('Cirrus Data Ltd').closest('tr')!);
    expect(first.getByText('At risk')).toBeVisible();
    expect(first.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Last review: at risk',
      '2 revenue returns overdue',
      'Data-security audit overdue',
      '1 critical finding open',
      '1 corrective action past due',
    ]);
    expect(first.getByRole('link', { name: 'Show Cirrus Data Ltd' })).toHaveAttribute(
      'href',
      '/account/show-vendor-partnership/6',
    );
    const second = within(within(table).getByText('Nimbus Cloud Africa Ltd').closest('tr')!);
    expect(second.getByText('Nothing')).toBeVisible();
  });

  it('ask the server for the search, queue and filters the address names', async () => {
    const screenOpen = openScreen(
      <Partnerships />,
      '/account/vendor-partnerships?waiting=renewal&attention=true&search_term=nimbus',
      partnershipManager,
      { 'GET /api/vendor-partnerships': list },
    );
    await screen.findByRole('table', { name: 'Vendor partnerships' });
    await waitFor(() =>
      expect(screenOpen.calls()).toContain(
        '/api/vendor-partnerships?search_term=nimbus&attention=true&waiting=renewal',
      ),
    );
    expect(screen.getByRole('combobox', { name: 'Waiting for' })).toHaveValue('Renewal decision');
    expect(screen.getByRole('textbox', { name: 'Search' })).toHaveValue('nimbus');
  });
});
