/*
 * Utilities in words, without schemas, for the public pages as well as the back office
 * (docs/product.md, "Utilities"): the public pages load no schema library (record 0012), and
 * utilities.ts re-exports the words of services, units and classes. Every name here is a
 * contract: stored, answered and filtered by exactly these words.
 */

import { TAX_RATE_BPS, type TaxCategory } from './utility-charges';

export const UTILITY_SERVICES = ['water', 'electricity'] as const;
export type UtilityService = (typeof UTILITY_SERVICES)[number];
export const UTILITY_SERVICE_LABELS: Record<UtilityService, string> = {
  water: 'Water',
  electricity: 'Electricity',
};

export const METER_UNITS = ['m3', 'kWh'] as const;
export type MeterUnit = (typeof METER_UNITS)[number];
export const SERVICE_UNITS: Record<UtilityService, MeterUnit> = { water: 'm3', electricity: 'kWh' };
export const UNIT_SYMBOLS: Record<MeterUnit, string> = { m3: 'm³', kWh: 'kWh' };

export const CUSTOMER_CLASSES = ['domestic', 'commercial', 'industrial'] as const;
export type CustomerClass = (typeof CUSTOMER_CLASSES)[number];
export const CUSTOMER_CLASS_LABELS: Record<CustomerClass, string> = {
  domestic: 'Domestic',
  commercial: 'Commercial',
  industrial: 'Industrial',
};

/** Each tax category as a bill and the tariffs page name it: 'Standard-rated (VAT 16 %)'. */
export const TAX_CATEGORY_LABELS: Record<TaxCategory, string> = {
  standard: `Standard-rated (VAT ${TAX_RATE_BPS.standard / 100} %)`,
  exempt: 'Exempt from VAT',
  zero: 'Zero-rated (VAT 0 %)',
};

/** 'November 2026', from '2026-11'. */
export function periodLabel(period: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${period}-01T00:00:00Z`));
}
