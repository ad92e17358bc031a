import { render, screen, within } from '@testing-library/react';
import type { PublicUtilityTariff } from '@portal/shared/utility-tariffs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '@web/testing/stub-fetch';
import { makePublicTariff } from '@web/testing/utility-tariffs';
import { UtilityTariffsPage } from './pages/utility-tariffs-page';

const waterDomestic = makePublicTariff({
  blocks: [
    { from: 0, to: 6, rate: 4_500 },
    { from: 6, to: 20, rate: 6_700 },
    { from: 20, to: 50, rate: 7_000 },
    { from: 50, to: 100, rate: 8_100 },
    { from: 100, to: 300, rate: 8_100 },
    { from: 300, to: null, rate: 9_700 },
  ],
});
const electricityDomestic: PublicUtilityTariff = {
  ...waterDomestic,
  id: 4,
  service: 'electricity',
  reference: 'Gazette Notice No. 4322 of 2025',
  fixed_charge: 15_000,
  minimum_charge: 0,
  sewerage_percent: 0,
  tax_category: 'standard',
  tax_rate_bps: 1600,
  blocks: [
    { from: 0, to: 30, rate: 1_200 },
    { from: 30, to: 100, rate: 1_600 },
    { from: 100, to: null, rate: 2_000 },
  ],
};
const announced: PublicUtilityTariff = {
  ...waterDomestic,
  id: 9,
  effective_from: '2027-01-01',
  reference: 'Gazette Notice No. 99 of 2026',
  in_force: false,
};

const openPage = (versions: PublicUtilityTariff[]) => {
  stubFetch({
    'GET /api/public/utility-tariffs': { body: { status: 'success', message: '', data: versions } },
  });
  render(<UtilityTariffsPage />);
};

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the utility tariffs page', () => {
  it('shows each tariff’s blocks, charges, tax, reference and day, with a worked example', async () => {
    openPage([waterDomestic, electricityDomestic]);
    const water = await screen.findByRole('table', { name: /^Water, domestic/ });
    expect(
      within(water)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'Units a monthRate per m³',
      '0 to 6 m³45 KES',
      '6 to 20 m³67 KES',
      '20 to 50 m³70 KES',
      '50 to 100 m³81 KES',
      '100 to 300 m³81 KES',
      'Over 300 m³97 KES',
    ]);
    expect(screen.getAllByText('Gazette Notice No. 4321 of 2025')).toHaveLength(1);
    expect(screen.getAllByText('1 January 2026')).toHaveLength(2);
    // 6 × 45 + 14 × 67 + 5 × 70 = 1,558; sewerage on 18.75 m³ through the same blocks.
    expect(screen.getByText(/25 m³ in a month/)).toHaveTextContent(
      'Example: 25 m³ in a month costs 1,558 KES before sewerage and tax; with 1,124.25 KES for sewerage and no VAT, the bill is 2,682.25 KES.',
    );
    // 30 × 12 + 70 × 16 + 100 × 20 = 3,480, the fixed 150, and 16 % VAT on both.
    expect(screen.getByText(/200 kWh in a month/)).toHaveTextContent(
      'Example: 200 kWh in a month costs 3,480 KES before the fixed charge and tax; with 150 KES fixed charge and 580.80 KES VAT, the bill is 4,210.80 KES.',
    );
    expect(screen.getAllByText('No tariff is in force for this class at the moment.')).toHaveLength(
      4,
    );
  });

  it('shows a version announced for a day to come beside the one in force', async () => {
    openPage([waterDomestic, announced]);
    expect(
      await screen.findByRole('heading', { level: 4, name: 'From 1 January 2027' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('table', { name: /^Water, domestic.*, from 1 January 2027$/ }),
    ).toBeInTheDocument();
  });

  it('says when the tariffs could not be loaded', async () => {
    stubFetch({ 'GET /api/public/utility-tariffs': { status: 503, body: {} } });
    render(<UtilityTariffsPage />);
    expect(
      await screen.findByText('The tariffs could not be loaded. Please try again later.'),
    ).toBeVisible();
  });
});
