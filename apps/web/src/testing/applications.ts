import type { Application } from '@portal/shared/application-detail';
import type { ApplicationRow } from '@portal/shared/application-lists';
import type { Invoice } from '@portal/shared/invoices';
import { onePage } from './paged-lists';

/** A row of the applications lists: Ivy's draft; override what the test is about. */
export function makeApplicationRow(overrides: Partial<ApplicationRow> = {}): ApplicationRow {
  return {
    id: 12,
    reference: 'EOI-2026-000012',
    stage: 'draft',
    organisation_name: 'Savanna Labs Ltd',
    project_title: 'Data centre campus',
    applicant: { id: 7, name: 'Ivy Investor' },
    committee: null,
    stage_entered_at: '2026-11-20T08:00:00.000Z',
    days_in_stage: 4,
    target_days: null,
    overdue: false,
    updated_at: '2026-11-21T09:30:00.000Z',
    scored_by_viewer: false,
    ...overrides,
  };
}

/** The applicant's list of applications answering these rows. */
export const applicationList = (rows: ApplicationRow[]) => ({
  body: onePage('applications', rows),
});

/** An open registration-fee invoice of 15,000 KES. */
export function makeInvoice(overrides: Partial<Invoice> = {}): Invoice {
  return {
    id: 31,
    number: 'INV-2026-000031',
    kind: 'application',
    application_id: 12,
    application_reference: 'EOI-2026-000012',
    connection_id: null,
    connection_number: null,
    purpose: 'registration_fee',
    description: 'Registration fee for EOI-2026-000012',
    amount: 1_500_000,
    paid: 0,
    balance: 1_500_000,
    currency: 'KES',
    due_date: '2026-12-24',
    status: 'open',
    refund_due: 0,
    payer: 'Savanna Labs Ltd',
    created_at: '2026-11-24T08:00:00.000Z',
    payments: [],
    ...overrides,
  };
}

/** One application: Ivy's draft with the organisation filled in; override the rest. */
export function makeApplication(overrides: Partial<Application> = {}): Application {
  return {
    ...makeApplicationRow(),
    organisation_name: 'Savanna Labs Ltd',
    registration_number: 'PVT-2020-123',
    country: 'KE',
    contact_person: 'Ivy Investor',
    contact_email: 'ivy@example.com',
    contact_country_code: '+254',
    contact_phone: '712345678',
    project_title: 'Data centre campus',
    project_description: 'A tier III data centre.',
    investment_area: 'ICT/ITES',
    land_use: 'Commercial',
    acres: '12.5',
    preferred_parcel_id: null,
    preferred_parcel_number: null,
    planned_investment: 250_000_000,
    investment_currency: 'KES',
    jobs_expected: 120,
    months_to_start: 6,
    months_to_complete: 24,
    offer: null,
    signatory_name: null,
    signatory_title: null,
    lease_number: null,
    lease_start_date: null,
    handover_date: null,
    site: null,
    created_at: '2026-11-20T08:00:00.000Z',
    submitted_at: null,
    documents: [],
    invoices: [],
    letters: [],
    scores: { cards: [], members: 0, average: null },
    history: [
      {
        from: null,
        to: 'draft',
        at: '2026-11-20T08:00:00.000Z',
        actor: 'Ivy Investor',
        note: null,
      },
    ],
    actions: ['edit', 'submit', 'withdraw'],
    ...overrides,
  };
}

/** A success envelope around `data`, as every single-record call answers. */
export const success = (data: unknown, message = '') => ({
  body: { status: 'success', message, data },
});

/** A site handed over: Ivy's parcel, lease and ground rent. */
export const handedOverSite = {
  parcel: { id: 7, number: 'TC-P1-0007', zone: 'Science and Technology Park', acre: '12.5' },
  lease_number: 'LR-2026-0042',
  term_years: 60,
  lease_start_date: '2026-12-01',
  annual_ground_rent: 1_200_000_00,
  currency: 'KES',
  handover_date: '2026-12-15',
};
