// Plain data, free of test-runner imports: the server tests and the browser tests share it.

/** A vendor draft with every field filled in: what submitting accepts. */
export const completeVendorFields = (overrides: Record<string, unknown> = {}) => ({
  organisation_name: 'Nimbus Cloud Africa Ltd',
  registration_number: 'PVT-2015-118822',
  country: 'KE',
  year_founded: 2015,
  website: 'https://nimbus.example',
  contact_person: 'Wanjiru Kamau',
  contact_email: 'wanjiru@nimbus.example',
  contact_country_code: '+254',
  contact_phone: '712345678',
  signatory_name: 'Otieno Were',
  signatory_title: 'Managing Director',
  signatory_date_of_birth: '1980-04-12',
  markets: 'Kenya, Uganda and Tanzania: county governments and SMEs.',
  target_customers_first_year: 40,
  target_revenue_first_year: 12_000_000_00,
  ...overrides,
});

/** A whole solution: what adding one accepts. */
export const completeSolution = (overrides: Record<string, unknown> = {}) => ({
  name: 'Nimbus Backup',
  category: 'saas',
  service_model: 'public_cloud',
  data_location_country: 'KE',
  data_location_facility: 'technology_city_data_centre',
  certifications: [{ name: 'ISO 27001', other: null, expires_on: '2028-06-30' }],
  exit_plan: 'Customers export every backup as standard archives within 30 days.',
  description: 'Encrypted backup of servers and laptops, kept in the city.',
  ...overrides,
});

/** A scorecard of the 100-point table: full marks on every criterion, unless overridden. */
export const fullScores = (overrides: Record<string, number | null> = {}) => ({
  quality: 10,
  price_cost: 10,
  performance_delivery: 10,
  service: 10,
  lead_time: 10,
  financial_strength: 10,
  technical_capability: 10,
  management_approach: 10,
  geographical_location: 5,
  ability_to_surpass_targets: 10,
  regulatory_compliance: 5,
  ...overrides,
});
