import type { Connection } from '@portal/shared/utility-connections';
import type { Reading } from '@portal/shared/utility-readings';
import { makeUser } from './fixtures';

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

/** A metered water connection with a bill still owed; override what the test is about. */
export function makeConnection(overrides: Partial<Connection> = {}): Connection {
  return {
    id: 5,
    number: 'W-TC-P3-0079',
    parcel_id: 79,
    parcel_number: 'TC-P3-0079',
    service: 'water',
    account_holder_id: 12,
    account_holder: 'Hawa Holder',
    customer_class: 'commercial',
    sewerage: true,
    start_date: '2026-09-01',
    status: 'active',
    status_reason: null,
    closed_on: null,
    meter: { id: 3, serial: 'WM-204518', unit: 'm3', dials: 6, installed_on: '2026-09-01' },
    last_reading: { id: 41, value: 1_250, read_at: '2026-11-30T06:15:00.000Z', source: 'actual' },
    account: {
      currency: 'KES',
      owed: 432_150,
      credit: 0,
      last_bill: {
        id: 8,
        period: '2026-10',
        amount_due: 432_150,
        balance: 432_150,
        due_date: '2026-11-19',
      },
    },
    created_at: '2026-09-01T07:00:00.000Z',
    updated_at: '2026-09-01T07:00:00.000Z',
    created_by: 'Mwangi Meters',
    updated_by: 'Mwangi Meters',
    ...overrides,
  };
}

/** A reading of that connection's meter, far above the usual use; override the rest. */
export function makeReading(overrides: Partial<Reading> = {}): Reading {
  return {
    id: 41,
    connection_id: 5,
    connection_number: 'W-TC-P3-0079',
    meter_serial: 'WM-204518',
    value: 1_250,
    read_at: '2026-11-30T06:15:00.000Z',
    source: 'actual',
    rollover: false,
    role: 'regular',
    consumption: 950,
    flagged: true,
    flag_reason:
      'High: 31.7 m³ a day since the previous reading, more than 3 times the average of 5 m³ a day over the last 6 months.',
    review: null,
    review_note: null,
    created_at: '2026-11-30T07:00:00.000Z',
    ...overrides,
  };
}
