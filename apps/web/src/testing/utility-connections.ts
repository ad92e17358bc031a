import type { Connection } from '@portal/shared/utility-connections';
import type { Reading } from '@portal/shared/utility-readings';
import { auditedByAda, makeUser } from './fixtures';

/** Staff who open, change and read connections, and review and import readings. */
export const meterClerk = makeUser({
  id: 30,
  name: 'Mwangi Meters',
  token: 'token-mwangi',
  permissions: ['utilities.manage', 'utilities.view_all', 'parcels.manage', 'users.view'],
});

/** Staff who read every connection and change none. */
export const utilitiesReader = makeUser({
  id: 31,
  name: 'Vera Viewer',
  token: 'token-vera',
  permissions: ['utilities.view_all'],
});

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

/** The last reading of Ivy's water connection as GET /utility-readings lists it. */
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

/** A reading of that meter far above the usual use, flagged for review; override the rest. */
export function makeFlaggedReading(overrides: Partial<Reading> = {}): Reading {
  return makeReading({
    id: 41,
    value: 1_250,
    consumption: 950,
    flagged: true,
    flag_reason:
      'High: 31.7 m³ a day since the previous reading, more than 3 times the average of 5 m³ a day over the last 6 months.',
    created_at: '2026-11-30T07:00:00.000Z',
    ...overrides,
  });
}
