// Plain data, free of test-runner imports: the server tests and the browser tests share it.

/** A draft with every field filled in: what submitting accepts. */
export const completeDraftFields = (overrides: Record<string, unknown> = {}) => ({
  organisation_name: 'Savannah Data Centres Ltd',
  registration_number: 'PVT-2019-004512',
  country: 'KE',
  contact_person: 'Baraka Otieno',
  contact_email: 'baraka@savannah.example',
  contact_country_code: '+254',
  contact_phone: '712345678',
  project_title: 'Tier III data centre',
  project_description: 'A 2 MW data centre serving the region, with a training academy.',
  investment_area: 'ICT/ITES',
  land_use: 'Commercial',
  acres: '2.5',
  preferred_parcel_id: null,
  planned_investment: 250_000_000_00,
  investment_currency: 'KES',
  jobs_expected: 120,
  months_to_start: 6,
  months_to_complete: 24,
  ...overrides,
});
