import type { PublicUtilityTariff, UtilityTariff } from '@portal/shared/utility-tariffs';
import { auditedByAda } from './fixtures';

/** Homes' water tariff in force since 2026, as the public tariffs page is sent it. */
export function makePublicTariff(
  overrides: Partial<PublicUtilityTariff> = {},
): PublicUtilityTariff {
  return {
    id: 1,
    service: 'water',
    customer_class: 'domestic',
    effective_from: '2026-01-01',
    reference: 'Gazette Notice No. 4321 of 2025',
    fixed_charge: 0,
    minimum_charge: 27_000,
    sewerage_percent: 75,
    tax_category: 'exempt',
    tax_rate_bps: 0,
    blocks: [
      { from: 0, to: 6, rate: 4_500 },
      { from: 6, to: null, rate: 6_700 },
    ],
    in_force: true,
    ...overrides,
  };
}

/** That tariff as staff read it: billed on, not superseded; override what matters. */
export function makeTariff(overrides: Partial<UtilityTariff> = {}): UtilityTariff {
  return {
    ...makePublicTariff(),
    billed: true,
    superseded_by: null,
    ...auditedByAda,
    ...overrides,
  };
}
