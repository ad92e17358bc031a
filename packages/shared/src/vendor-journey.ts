/*
 * The data centre's vendor journey in words, without schemas, for the public pages as well as the
 * back office (docs/product.md, "Software and cloud vendors"; decision record 0054). Every name
 * here is a contract: stored, answered and filtered by exactly these words.
 */

/** What a call for expressions of interest may take. */
export const SOLUTION_CATEGORIES = [
  'saas',
  'paas',
  'iaas',
  'colocation',
  'managed_services',
] as const;
export type SolutionCategory = (typeof SOLUTION_CATEGORIES)[number];
export const SOLUTION_CATEGORY_LABELS: Record<SolutionCategory, string> = {
  saas: 'Software as a service',
  paas: 'Platform as a service',
  iaas: 'Infrastructure as a service',
  colocation: 'Colocation',
  managed_services: 'Managed services',
};

/** Where a call stands, read from the clock against its opening and closing times. */
export const CALL_STATUSES = ['upcoming', 'open', 'closed'] as const;
export type CallStatus = (typeof CALL_STATUSES)[number];
export const CALL_STATUS_LABELS: Record<CallStatus, string> = {
  upcoming: 'Upcoming',
  open: 'Open',
  closed: 'Closed',
};

/** Open from its opening instant up to, not including, its closing instant. */
export function callStatus(
  call: { opens_at: string; closes_at: string },
  now: Date | string,
): CallStatus {
  const at = new Date(now).getTime();
  if (at < new Date(call.opens_at).getTime()) return 'upcoming';
  return at < new Date(call.closes_at).getTime() ? 'open' : 'closed';
}

/** A call's reference: 'VEOI-2026-01', the year it opens and its number within that year. */
export const CALL_REFERENCE_PATTERN = /^VEOI-\d{4}-\d{2,}$/;

/**
 * The stages of a vendor application. Four share their names and meaning with the land journey
 * (draft, submitted, under evaluation, withdrawn); the decision is taken per solution, so the
 * application itself ends `decided` whatever each solution's outcome.
 */
export const VENDOR_STAGES = [
  'draft',
  'submitted',
  'under_evaluation',
  'clarification_requested',
  'decided',
  'withdrawn',
] as const;
export type VendorStage = (typeof VENDOR_STAGES)[number];
export const VENDOR_STAGE_LABELS: Record<VendorStage, string> = {
  draft: 'Draft',
  submitted: 'Submitted',
  under_evaluation: 'Under evaluation',
  clarification_requested: 'Clarification requested',
  decided: 'Decided',
  withdrawn: 'Withdrawn',
};

/** A solution's review status: the register's word for it. */
export const REVIEW_STATUSES = [
  'in_process',
  'approved',
  'approved_with_conditions',
  'not_recommended',
  'not_approved',
  'review_required',
  'withdrawn',
] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];
export const REVIEW_STATUS_LABELS: Record<ReviewStatus, string> = {
  in_process: 'In process',
  approved: 'Approved',
  approved_with_conditions: 'Approved with conditions',
  not_recommended: 'Not recommended',
  not_approved: 'Not approved',
  review_required: 'Review required',
  withdrawn: 'Withdrawn',
};

/** What a decision may give a solution. */
export const DECISION_STATUSES = [
  'approved',
  'approved_with_conditions',
  'not_recommended',
  'not_approved',
] as const;
export type DecisionStatus = (typeof DECISION_STATUSES)[number];

/**
 * The 100-point evaluation table, in its published order: the public page, the scorecard, the
 * server's totals and the decision letter all read it from here.
 */
export const VENDOR_CRITERIA = [
  { key: 'quality', label: 'Quality', points: 10 },
  { key: 'price_cost', label: 'Price/Cost', points: 10 },
  { key: 'performance_delivery', label: 'Performance/Delivery', points: 10 },
  { key: 'service', label: 'Service', points: 10 },
  { key: 'lead_time', label: 'Lead-Time', points: 10 },
  { key: 'financial_strength', label: 'Financial Strength', points: 10 },
  { key: 'technical_capability', label: 'Technical Capability', points: 10 },
  { key: 'management_approach', label: 'Management Approach', points: 10 },
  {
    key: 'geographical_location',
    label: 'Geographical Location (proximity to the technology city and its sites)',
    points: 5,
  },
  { key: 'ability_to_surpass_targets', label: 'Ability to Surpass Targets', points: 10 },
  {
    key: 'regulatory_compliance',
    label: 'Regulatory Compliance (adherence to the laws of the national government)',
    points: 5,
  },
] as const;
export type VendorCriterion = (typeof VENDOR_CRITERIA)[number]['key'];

/** The points of every criterion: 100 by construction, and a test holds it. */
export const VENDOR_CRITERIA_TOTAL = VENDOR_CRITERIA.reduce((sum, { points }) => sum + points, 0);

/**
 * A scorecard's total out of 100: the points given over the points available from the criteria
 * that apply (a criterion marked not applicable is `null`), to one decimal place. Null when no
 * criterion applies.
 */
export function scaledTotal(scores: Partial<Record<VendorCriterion, number | null>>): {
  total: number | null;
  scaled: boolean;
} {
  let given = 0;
  let available = 0;
  for (const { key, points } of VENDOR_CRITERIA) {
    const score = scores[key];
    if (score === null || score === undefined) continue;
    given += score;
    available += points;
  }
  if (available === 0) return { total: null, scaled: true };
  return {
    total: Math.round((given / available) * 1000) / 10,
    scaled: available !== VENDOR_CRITERIA_TOTAL,
  };
}

/** Documents a vendor may upload. */
export const VENDOR_DOCUMENT_KINDS = [
  'certificate_of_incorporation',
  'tax_compliance',
  'company_profile',
  'financial_statements',
  'security_certificate',
  'data_protection_registration',
  'other',
] as const;
export type VendorDocumentKind = (typeof VENDOR_DOCUMENT_KINDS)[number];
export const VENDOR_DOCUMENT_KIND_LABELS: Record<VendorDocumentKind, string> = {
  certificate_of_incorporation: 'Certificate of incorporation',
  tax_compliance: 'Tax compliance certificate',
  company_profile: 'Company profile',
  financial_statements: 'Financial statements',
  security_certificate: 'Security certificate',
  data_protection_registration: 'Data protection registration',
  other: 'Other document',
};
/** What submitting needs besides the fields. */
export const REQUIRED_VENDOR_DOCUMENTS: readonly VendorDocumentKind[] = [
  'certificate_of_incorporation',
  'company_profile',
];

/** Certifications a solution may hold, by their own names; `other` names itself in its text. */
export const CERTIFICATIONS = ['ISO 27001', 'ISO 27017', 'ISO 27018', 'SOC 2', 'other'] as const;
export type Certification = (typeof CERTIFICATIONS)[number];

/** The facility a solution's data may be kept in without naming one: the city's own. */
export const CITY_DATA_CENTRE = 'technology_city_data_centre';
export const CITY_DATA_CENTRE_LABEL = 'In the technology city’s data centre';

/**
 * Whether someone born on `birthDate` is 18 on `day` (both 'YYYY-MM-DD'), as the terms of service
 * want of a signatory: of age on the same date 18 years on; born on 29 February, on 1 March of a
 * year without one, as '-02-29' sorts between '-02-28' and '-03-01'.
 */
export function isAdultOn(birthDate: string, day: string): boolean {
  const eighteenth = `${String(Number(birthDate.slice(0, 4)) + 18).padStart(4, '0')}${birthDate.slice(4)}`;
  return eighteenth <= day;
}
