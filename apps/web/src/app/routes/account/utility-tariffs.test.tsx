import type { UtilityTariff } from '@portal/shared/utility-tariffs';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { admin } from '@web/testing/fixtures';
import { openScreen } from '@web/testing/open-screen';
import { columnHeaders, onePage } from '@web/testing/paged-lists';
import { makeTariff } from '@web/testing/utility-tariffs';
import { Component as UtilityTariffs } from './utility-tariffs';

const seeded = makeTariff({ superseded_by: 9 });
const announced: UtilityTariff = {
  ...seeded,
  id: 9,
  effective_from: '2999-01-01',
  reference: 'Gazette Notice No. 99 of 2998',
  fixed_charge: 15_000,
  in_force: false,
  billed: false,
  superseded_by: null,
};
const listed = { body: onePage('utility-tariffs', [announced, seeded]) };

const rowOf = async (reference: string) => {
  const table = await screen.findByRole('table', { name: 'Tariffs' });
  return within(within(table).getByText(reference).closest('tr')!);
};

afterEach(() => {
  vi.restoreAllMocks();
});

describe('tariffs list', () => {
  it('shows each version, and offers Edit and Delete only on one that has billed nothing', async () => {
    openScreen(<UtilityTariffs />, '/account/utility-tariffs', admin(), {
      'GET /api/utility-tariffs': listed,
    });
    const table = await screen.findByRole('table', { name: 'Tariffs' });
    expect(columnHeaders(table)).toEqual([
      '#',
      'Tariff',
      'Takes effect',
      'Reference',
      'Fixed charge',
      'Tax',
      'Blocks',
      'Status',
      'Billed',
      'Action',
    ]);
    const next = await rowOf('Gazette Notice No. 99 of 2998');
    expect(next.getByText('Announced')).toBeInTheDocument();
    expect(next.getByText('150 KES')).toBeInTheDocument();
    expect(next.getByRole('link', { name: 'Edit water domestic from 2999-01-01' })).toHaveAttribute(
      'href',
      '/account/edit-utility-tariff/9',
    );
    const current = await rowOf('Gazette Notice No. 4321 of 2025');
    expect(current.getByText('In force')).toBeInTheDocument();
    expect(current.queryByRole('link', { name: /^Edit/ })).not.toBeInTheDocument();
    expect(current.queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add New' })).toHaveAttribute(
      'href',
      '/account/create-utility-tariff',
    );
  });

  it('narrows the list to a service and class, kept in the address', async () => {
    const { user, address, calls } = openScreen(
      <UtilityTariffs />,
      '/account/utility-tariffs',
      admin(),
      { 'GET /api/utility-tariffs': listed },
    );
    await rowOf('Gazette Notice No. 4321 of 2025');
    await user.click(screen.getByRole('combobox', { name: 'Service' }));
    await user.click(await screen.findByRole('option', { name: 'Water' }));
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(address()).toBe('/account/utility-tariffs?service=water'));
    await waitFor(() =>
      expect(calls().some((call) => call.includes('utility-tariffs?service=water'))).toBe(true),
    );
  });
});
