import type { Statement, UtilityBill } from '@portal/shared/utility-bills';
import type { Connection } from '@portal/shared/utility-connections';
import type { Reading } from '@portal/shared/utility-readings';
import { auditedByAda } from './fixtures';

/** Ivy's water connection as GET /utility-connections/{id} answers it; override what matters. */
export function makeConnection(overrides: Partial<Connection> = {}): Connection {
  return {
    id: 4,
    number: 'W-TC-P3-0079',
    parcel_id: 79,
    parcel_number: 'TC-P3-0079',
    service: 'water',
    account_holder_id: 7,
    account_holder: 'Ivy Investor',
    customer_class: 'commercial',
    sewerage: true,
    start_date: '2026-01-15',
    status: 'active',
    status_reason: null,
    closed_on: null,
    meter: { id: 2, serial: 'WM-00417', unit: 'm3', dials: 6, installed_on: '2026-01-15' },
    last_reading: { id: 31, value: 1234, read_at: '2026-11-30T06:15:00.000Z', source: 'actual' },
    account: {
      currency: 'KES',
      owed: 450_000,
      credit: 100_050,
      last_bill: {
        id: 9,
        period: '2026-11',
        amount_due: 1_234_550,
        balance: 450_000,
        due_date: '2026-12-15',
      },
    },
    ...auditedByAda,
    ...overrides,
  };
}

/** November's water bill of that connection, line by line; override what matters. */
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

/** A reading of that connection as GET /utility-readings lists it. */
export function makeReading(overrides: Partial<Reading> = {}): Reading {
  return {
    id: 31,
    connection_id: 4,
    connection_number: 'W-TC-P3-0079',
    meter_serial: 'WM-00417',
    value: 1234,
    read_at: '2026-11-30T06:15:00.000Z',
    source: 'actual',
    rollover: false,
    role: 'regular',
    consumption: 34,
    flagged: false,
    flag_reason: null,
    review: null,
    review_note: null,
    created_at: '2026-11-30T06:20:00.000Z',
    ...overrides,
  };
}

/** A statement of that connection between two days. */
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
