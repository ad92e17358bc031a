import type { Partnership, Workplan } from '@portal/shared/vendor-partnerships';
import type { CorrectiveAction, Review } from '@portal/shared/vendor-reviews';
import { VENDOR_CRITERIA } from '@portal/shared/vendor-journey';
import { makeUser } from './fixtures';

/** The vendor of the partnership below. */
export const partnerVendor = makeUser({ id: 40, name: 'Vera Vendor', token: 'token-vera-v' });

/** Staff who run partnerships: approve plans, record audits, close findings, verify actions. */
export const partnershipManager = makeUser({
  id: 41,
  name: 'Mona Manager',
  token: 'token-mona',
  permissions: ['vendors.manage'],
});

const QUARTERS = ['2026-Q4', '2027-Q1', '2027-Q2', '2027-Q3'];

/** Version 1 of year 1's plan, approved; override what matters. */
export function makeWorkplan(overrides: Partial<Workplan> = {}): Workplan {
  return {
    id: 3,
    year: 1,
    version: 1,
    status: 'approved',
    targets: QUARTERS.map((quarter) => ({ quarter, customers: 2, revenue: 500_000_00 })),
    leads: [{ name: 'Savanna Bank', stage: 'proposal', expected_value: 1_200_000_00 }],
    activities: [{ title: 'Joint roadshow in Nairobi', quarter: '2026-Q4' }],
    people: [{ name: 'Vera Vendor', role: 'Partner manager', email: 'vera@nimbus.example' }],
    return_note: null,
    submitted_at: '2026-11-22T08:00:00.000Z',
    approved_at: '2026-11-23T08:00:00.000Z',
    approved_by: 'Mona Manager',
    created_at: '2026-11-21T10:00:00.000Z',
    updated_at: '2026-11-23T08:00:00.000Z',
    ...overrides,
  };
}

/** The open review of 2026-Q4, not yet reported; override what matters. */
export function makeReview(overrides: Partial<Review> = {}): Review {
  return {
    id: 9,
    partnership_id: 5,
    year: 1,
    quarter: '2026-Q4',
    status: 'open',
    opened_at: '2026-12-31T00:00:00.000Z',
    workplan: { id: 3, version: 1 },
    targets: { customers: 2, revenue: 500_000_00 },
    actuals: null,
    actuals_reported_at: null,
    no_activity: true,
    suggested_target_points: 0,
    criteria: VENDOR_CRITERIA.map(({ key, label, points }) => ({ key, label, points })),
    scorecards: [],
    scored_by: 0,
    total: null,
    standing: null,
    finalised_at: null,
    finalised_by: null,
    corrective_actions: [],
    evidence: [],
    actions: [],
    ...overrides,
  };
}

/** Nimbus's partnership in its first year, as GET /vendor-partnerships/5 answers it. */
export function makePartnership(overrides: Partial<Partnership> = {}): Partnership {
  return {
    id: 5,
    vendor_id: partnerVendor.id,
    vendor: 'Nimbus Cloud Africa Ltd',
    application_id: 12,
    application_reference: 'VA-2026-0012',
    status: 'active',
    starts_on: '2026-11-21',
    year: 1,
    year_starts_on: '2026-11-21',
    ends_on: '2027-11-20',
    share_bps: 1250,
    standing: null,
    overdue_returns: 0,
    audit_overdue: false,
    open_critical_findings: 0,
    actions_past_due: 0,
    needs_attention: false,
    currency: 'KES',
    quarters: QUARTERS,
    solutions: [{ id: 21, name: 'Stratus Backup', code: 'SOL-0021', review_status: 'approved' }],
    workplans: [],
    workplan_in_force: null,
    reviews: [],
    corrective_actions: [],
    audit_due_on: '2027-11-21',
    audits: [],
    findings: [],
    register_hold: null,
    returns: [],
    return_quarters: [],
    actions: [],
    ...overrides,
  };
}

/** A corrective action set by the review of 2026-Q4, planned; override what matters. */
export function makeCorrectiveAction(overrides: Partial<CorrectiveAction> = {}): CorrectiveAction {
  return {
    id: 8,
    review_id: 9,
    quarter: '2026-Q4',
    title: 'Two more reseller agreements',
    owner: 'Vera Vendor',
    due_on: '2027-02-28',
    milestone: 'planned',
    overdue: false,
    updated_at: '2027-01-02T08:00:00.000Z',
    ...overrides,
  };
}
