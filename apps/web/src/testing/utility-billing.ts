import type { CreditNote, RunDetail, Statement, UtilityBill } from '@portal/shared/utility-bills';
import { makeUser } from './fixtures';

/** Staff who run and issue the bills, and raise and decide credit notes. */
export const biller = makeUser({
  id: 50,
  name: 'Bea Biller',
  token: 'token-bea',
  permissions: ['utilities.bill', 'utilities.view_all'],
});

/** Finance: records money received, reads arrears, sees no connection. */
export const cashier = makeUser({
  id: 40,
  name: 'Fay Finance',
  token: 'token-fay',
  permissions: ['payments.record'],
});

/** November 2026 computed as drafts: one flagged reading, one estimate, one connection unbilled. */
export function makeRun(overrides: Partial<RunDetail> = {}): RunDetail {
  return {
    id: 4,
    period: '2026-11',
    status: 'draft',
    bills_count: 2,
    total: 3_116_00,
    flagged: 1,
    estimated: 1,
    computed_at: '2026-12-01T06:00:00.000Z',
    issued_at: null,
    created_by: 'Bea Biller',
    issued_by: null,
    currency: 'KES',
    flagged_readings: [
      {
        id: 91,
        connection_id: 12,
        connection_number: 'W-TC-P3-0079',
        value: 1_900,
        read_at: '2026-11-30T07:00:00.000Z',
        flag_reason: 'Three times the usual daily use',
      },
    ],
    estimated_bills: [
      { bill_id: 202, connection_id: 13, connection_number: 'E-TC-P3-0079', consumption: 310 },
    ],
    unbilled: [],
    ...overrides,
  };
}

/** November's bill of Ivy's water connection (makeConnection), line by line; override what matters. */
export function makeBill(overrides: Partial<UtilityBill> = {}): UtilityBill {
  return {
    id: 9,
    invoice_id: 55,
    invoice_number: 'INV-2026-000055',
    connection_id: 4,
    connection_number: 'W-TC-P3-0079',
    service: 'water',
    unit: 'm3',
    account_holder: 'Ivy Investor',
    parcel_number: 'TC-P3-0079',
    period: '2026-11',
    status: 'issued',
    opening_reading: { value: 1200, read_at: '2026-10-31T06:00:00.000Z', source: 'actual' },
    closing_reading: { value: 1234, read_at: '2026-11-30T06:15:00.000Z', source: 'actual' },
    consumption: 34,
    lines: [
      { kind: 'block', label: 'Block 1 (0 to 6 m³)', units: 6, rate: 4500, amount: 27_000 },
      { kind: 'block', label: 'Block 2 (6 to 20 m³)', units: 14, rate: 6700, amount: 93_800 },
      { kind: 'block', label: 'Block 3 (20 to 50 m³)', units: 14, rate: 7050, amount: 98_700 },
      {
        kind: 'sewerage',
        label: 'Sewerage (75 % of 34 m³)',
        units: 25.5,
        rate: null,
        amount: 164_625,
      },
      { kind: 'fixed', label: 'Fixed charge', units: null, rate: null, amount: 20_000 },
    ],
    subtotal: 404_125,
    tax: 0,
    credits: 100_000,
    arrears: 930_425,
    total: 304_125,
    amount_due: 1_234_550,
    balance: 1_234_550,
    currency: 'KES',
    due_date: '2026-12-15',
    code: 'UB7K-2M9Q-X4TD',
    issued_at: '2026-12-01T07:00:00.000Z',
    ...overrides,
  };
}

export function makeCreditNote(overrides: Partial<CreditNote> = {}): CreditNote {
  return {
    id: 7,
    bill_id: 9,
    connection_number: 'W-TC-P3-0079',
    period: '2026-11',
    amount: 58_00,
    currency: 'KES',
    reason: 'Meter misread by a digit',
    status: 'pending',
    requested_by_id: 61,
    requested_by: 'Carl Clerk',
    requested_at: '2026-12-02T09:00:00.000Z',
    decided_by: null,
    decided_at: null,
    ...overrides,
  };
}

/** A statement of Ivy's water connection between two days. */
export function makeStatement(overrides: Partial<Statement> = {}): Statement {
  return {
    connection_id: 4,
    connection_number: 'W-TC-P3-0079',
    account_holder: 'Ivy Investor',
    from: '2025-12-05',
    to: '2026-12-05',
    currency: 'KES',
    opening_balance: 0,
    entries: [
      {
        date: '2026-11-01',
        kind: 'bill',
        description: 'Water bill for October 2026 (INV-2026-000041)',
        amount: 930_425,
        balance: 930_425,
      },
      {
        date: '2026-11-20',
        kind: 'payment',
        description: 'Mobile money QK7H2M1',
        amount: -1_030_475,
        balance: -100_050,
      },
    ],
    closing_balance: -100_050,
    ...overrides,
  };
}
