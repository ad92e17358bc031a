import type {
  Solution,
  VendorApplication,
  VendorApplicationRow,
} from '@portal/shared/vendor-applications';
import type { PublicVendorCall } from '@portal/shared/vendor-calls';

/** An open call for expressions of interest taking software and platforms as a service. */
export function makeOpenCall(overrides: Partial<PublicVendorCall> = {}): PublicVendorCall {
  return {
    id: 4,
    reference: 'VEOI-2026-01',
    title: 'Cloud solutions for the city',
    description: 'Software and platforms offered through the data centre.',
    categories: ['saas', 'paas'],
    opens_at: '2026-11-01T06:00:00.000Z',
    closes_at: '2026-12-31T06:00:00.000Z',
    status: 'open',
    ...overrides,
  };
}

/** A row of the vendor applications lists: Vera's draft to the open call; override the rest. */
export function makeVendorApplicationRow(
  overrides: Partial<VendorApplicationRow> = {},
): VendorApplicationRow {
  return {
    id: 31,
    reference: 'VND-2026-000031',
    stage: 'draft',
    organisation_name: 'Nimbus Cloud Africa Ltd',
    call: { id: 4, reference: 'VEOI-2026-01', title: 'Cloud solutions for the city' },
    solutions: 1,
    applicant: { id: 7, name: 'Vera Vendor' },
    committee: null,
    stage_entered_at: '2026-11-20T08:00:00.000Z',
    days_in_stage: 2,
    target_days: null,
    overdue: false,
    updated_at: '2026-11-21T09:30:00.000Z',
    scored_by_viewer: false,
    ...overrides,
  };
}

/** A solution kept in the city's data centre, with one certification. */
export function makeSolution(overrides: Partial<Solution> = {}): Solution {
  return {
    id: 5,
    name: 'Nimbus Backup',
    category: 'saas',
    service_model: 'public_cloud',
    data_location_country: 'KE',
    data_location_facility: 'technology_city_data_centre',
    certifications: [{ name: 'ISO 27001', other: null, expires_on: '2028-06-30' }],
    exit_plan: 'Customers export every backup within 30 days.',
    description: 'Encrypted backup of servers and laptops.',
    review_status: null,
    conditions: [],
    code: null,
    decided_at: null,
    ...overrides,
  };
}

/** One vendor application: Vera's draft, every answer given, one solution; override the rest. */
export function makeVendorApplication(
  overrides: Partial<VendorApplication> = {},
): VendorApplication {
  const { id, reference, title, categories, closes_at, status } = makeOpenCall();
  return {
    ...makeVendorApplicationRow(),
    call: { id, reference, title, categories, closes_at, status },
    call_id: id,
    registration_number: 'PVT-2015-118822',
    country: 'KE',
    year_founded: 2015,
    website: 'https://nimbus.example',
    contact_person: 'Vera Vendor',
    contact_email: 'vera@nimbus.example',
    contact_country_code: '+254',
    contact_phone: '712345678',
    signatory_name: 'Otieno Were',
    signatory_title: 'Managing Director',
    signatory_date_of_birth: '1980-04-12',
    markets: 'Kenya, Uganda and Tanzania.',
    target_customers_first_year: 40,
    target_revenue_first_year: 12_000_000_00,
    share_bps: null,
    created_at: '2026-11-20T08:00:00.000Z',
    submitted_at: null,
    solutions: [makeSolution()],
    documents: [],
    scores: { cards: [], members: 0, average: null },
    letters: [],
    history: [
      { from: null, to: 'draft', at: '2026-11-20T08:00:00.000Z', actor: 'Vera Vendor', note: null },
    ],
    actions: ['edit', 'add_document', 'submit', 'withdraw'],
    ...overrides,
  };
}
