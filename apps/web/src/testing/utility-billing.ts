import type { CreditNote, RunDetail, UtilityBill } from '@portal/shared/utility-bills';
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

/** A water bill of November 2026, issued: 25 m³ on three blocks, no credit, nothing owed before. */
export function makeBill(overrides: Partial<UtilityBill> = {}): UtilityBill {
  return {
    id: 201,
    invoice_id: 31,
    invoice_number: 'INV-2026-000031',
    connection_id: 12,
    connection_number: 'W-TC-P3-0079',
    service: 'water',
    unit: 'm3',
    account_holder: 'Ivy Investor',
    parcel_number: 'TC-P3-0079',
    period: '2026-11',
    status: 'issued',
    opening_reading: { value: 100, read_at: '2026-10-31T07:00:00.000Z', source: 'actual' },
    closing_reading: { value: 125, read_at: '2026-11-30T07:00:00.000Z', source: 'customer' },
    consumption: 25,
    lines: [
      { kind: 'block', label: '0–6 m³', units: 6, rate: 45_00, amount: 270_00 },
      { kind: 'block', label: '6–20 m³', units: 14, rate: 67_00, amount: 938_00 },
      { kind: 'block', label: '20–50 m³', units: 5, rate: 70_00, amount: 350_00 },
    ],
    subtotal: 1_558_00,
    tax: 0,
    credits: 100_00,
    arrears: 200_00,
    total: 1_458_00,
    amount_due: 1_658_00,
    balance: 1_458_00,
    currency: 'KES',
    due_date: '2026-12-15',
    code: 'ABCD-EFGH-JKLM-NPQR',
    issued_at: '2026-12-01T08:00:00.000Z',
    ...overrides,
  };
}

export function makeCreditNote(overrides: Partial<CreditNote> = {}): CreditNote {
  return {
    id: 7,
    bill_id: 201,
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
