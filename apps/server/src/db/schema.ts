import type { Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { Journey, JourneyStage } from '@portal/shared/journeys';
import type { DocumentKind, DocumentType } from '@portal/shared/application-documents';
import type {
  InvoiceKind,
  InvoicePurpose,
  InvoiceStatus,
  PaymentMethod,
} from '@portal/shared/invoices';
import type { LetterKind } from '@portal/shared/letters';
import type { PartnershipStatus, WorkplanStatus } from '@portal/shared/vendor-partnership-words';
import type { AuditResult, FindingStatus, Severity } from '@portal/shared/vendor-audits';
import type { EvidenceKind } from '@portal/shared/vendor-evidence';
import type {
  Milestone,
  QuarterlyReviewStatus,
  ReviewStanding,
} from '@portal/shared/vendor-reviews';
import type { MailStatus } from '@portal/shared/mail-outbox';
import type {
  ReviewStatus,
  SolutionCategory,
  VendorDocumentKind,
} from '@portal/shared/vendor-journey';
import type { LandUse, LeaseTerm, SETTABLE_PARCEL_STATUSES, Zone } from '@portal/shared/parcels';
import type {
  ConnectionStatus,
  CustomerClass,
  MeterUnit,
  ReadingSource,
  RunStatus,
  UtilityService,
} from '@portal/shared/utilities';
import type { TaxCategory } from '@portal/shared/utility-charges';

/** UTC ISO-8601 text, `YYYY-MM-DDTHH:mm:ss.sssZ` (what `Date#toISOString()` gives) on both engines. */
export type Timestamp = string;
/** Booleans are integers on both engines. */
export type Flag = 0 | 1;

interface Audited {
  created_at: Generated<Timestamp>;
  updated_at: Generated<Timestamp>;
  created_by: number | null;
  updated_by: number | null;
}

interface Named {
  id: Generated<number>;
  name: string;
}

export interface RolesTable extends Named, Audited {}

export type AccountTypesTable = Named;
export type ServiceCategoriesTable = Named;
export type CommitteeRolesTable = Named;

export interface AccountStatusesTable extends Named {
  alias: string;
}

export interface CountriesTable extends Named {
  /** ISO 3166-1 alpha-2. */
  code: string;
  /** International dialling code with its plus sign, e.g. '+254'. */
  dial_code: string;
}

export interface UsersTable extends Audited {
  id: Generated<number>;
  name: string;
  /** Normalized (trimmed, lower-cased) before every write and look-up; unique. */
  email: string;
  password_hash: string;
  role_id: number;
  account_type_id: number | null;
  /** account_statuses.id: 1 active, 2 blocked. */
  status: Generated<number>;
  /** Dialling code of the user's country, e.g. '+254'. */
  country_code: string | null;
  phone: string | null;
  designation: string | null;
  address: string | null;
  website: string | null;
  contact_person_name: string | null;
  contact_person_email: string | null;
  contact_person_phone: string | null;
  alternative_contact_person_name: string | null;
  alternative_contact_person_email: string | null;
  alternative_contact_person_phone: string | null;
  referring_platform: string | null;
  member_of_a_committee: Generated<Flag>;
  email_verified_at: Timestamp | null;
  /** The pending 6-digit code (shown to administrators, never to its user). */
  verification_code: string | null;
  verification_expires_at: Timestamp | null;
  /** Wrong codes tried against the pending one; at 5 it is dead. */
  verification_attempts: Generated<number>;
}

export interface PasswordResetsTable {
  id: Generated<number>;
  user_id: number;
  /** SHA-256 of the mailed token. */
  token_hash: string;
  created_at: Generated<Timestamp>;
  expires_at: Timestamp;
}

export interface SessionsTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  remember: Generated<Flag>;
  created_at: Generated<Timestamp>;
  last_used_at: Generated<Timestamp>;
  expires_at: Timestamp;
  revoked_at: Timestamp | null;
  ip: string | null;
  user_agent: string | null;
  /** When the holder last proved who they are: signing in or re-authenticating (record 0065). */
  authenticated_at: Timestamp | null;
  /** How the session was opened, as space-separated methods: `pwd`, `pwd otp`, `passkey`… */
  auth_methods: string | null;
}

/** An account's authenticator app (RFC 6238), pending until a code confirms it (record 0065). */
export interface TotpAuthenticatorsTable {
  id: Generated<number>;
  user_id: number;
  /** The shared secret, sealed (lib/sealing.ts). */
  secret: string;
  confirmed_at: Timestamp | null;
  /** The newest time step a code was accepted for. */
  last_time_step: number | null;
  created_at: Generated<Timestamp>;
}

/** One of an account's ten recovery codes, hashed like a password. */
export interface RecoveryCodesTable {
  id: Generated<number>;
  user_id: number;
  code_hash: string;
  used_at: Timestamp | null;
  created_at: Generated<Timestamp>;
}

/** A passkey (WebAuthn credential) of an account (record 0066). */
export interface PasskeysTable {
  id: Generated<number>;
  user_id: number;
  /** The credential id, base64url. */
  credential_id: string;
  /** The COSE public key, base64url. */
  public_key: string;
  /** The authenticator's signature counter as last seen; 0 for one that keeps none. */
  sign_count: Generated<number>;
  /** How the browser reaches it (`internal`, `usb`, `hybrid`…), as JSON. */
  transports: string | null;
  name: string;
  /** Whether it is synced to the holder's other devices. */
  backed_up: Generated<Flag>;
  created_at: Generated<Timestamp>;
  last_used_at: Timestamp | null;
}

/** A one-time WebAuthn challenge: a registration's, or a sign-in's (record 0066). */
export interface PasskeyChallengesTable {
  id: Generated<number>;
  challenge: string;
  purpose: 'register' | 'sign-in';
  user_id: number | null;
  created_at: Generated<Timestamp>;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

/** A linked service's OpenID Connect client (record 0067). */
export interface OidcClientsTable {
  id: Generated<number>;
  client_id: string;
  /** SHA-256 of the secret, hex. */
  secret_hash: string;
  service_id: number;
  /** JSON arrays. */
  redirect_uris: string;
  post_logout_redirect_uris: string;
  backchannel_logout_uri: string | null;
  scopes: string;
  first_party: Generated<Flag>;
  created_at: Generated<Timestamp>;
  updated_at: Generated<Timestamp>;
}

/** One of the OpenID provider's records: a session, code, token, grant, interaction… */
export interface OidcRecordsTable {
  /** The provider's model name: `Session`, `AuthorizationCode`, `RefreshToken`… */
  kind: string;
  id: string;
  /** The provider's JSON. */
  payload: string;
  grant_id: string | null;
  uid: string | null;
  /** The portal user a session or grant belongs to: signing out ends the one, consent is the other. */
  account_id: string | null;
  /** The client a code, token or grant was given to, so that removing the client ends them. */
  client_id: string | null;
  expires_at: Timestamp | null;
  consumed_at: Timestamp | null;
}

/** A key the OpenID provider signs ID tokens with (record 0067). */
export interface OidcKeysTable {
  id: Generated<number>;
  /** The private JWK, sealed. */
  private_jwk: string;
  created_at: Generated<Timestamp>;
  /** Published before, it signs from then on. */
  activates_at: Timestamp;
}

/** The step of a sign-in between a right password and the second factor. */
export interface SignInChallengesTable {
  id: Generated<number>;
  user_id: number;
  /** SHA-256 of the challenge token handed to the client. */
  token_hash: string;
  remember: Generated<Flag>;
  created_at: Generated<Timestamp>;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

export interface CommitteesTable extends Named, Audited {
  alias: string | null;
}

export interface CommitteeMembersTable {
  id: Generated<number>;
  committee_id: number;
  user_id: number;
  committee_role_id: number;
  created_at: Generated<Timestamp>;
  updated_at: Generated<Timestamp>;
}

export interface ServicesTable extends Named, Audited {
  link: string;
  has_sso: Generated<Flag>;
  description: string;
  /** Base64 data URL. */
  logo: string;
  /** SHA-256 of the logo's bytes, base64url: its ETag and the version in its address (record 0023). */
  logo_hash: string;
  category_id: number;
  /** SHA-256 of the single sign-on secret; null while the service has none (record 0020). */
  sso_secret_hash: string | null;
}

export interface ApiKeysTable {
  id: Generated<number>;
  name: string;
  /** The owner. */
  user_id: number;
  /** HMAC of the key, for look-up. */
  key_hash: string;
  /** The key encrypted with APP_KEY, for display to its owner and administrators. */
  key_encrypted: string;
  key_prefix: string;
  requests: Generated<number>;
  /** 'YYYY-MM-DD': valid through the end of that day. */
  expiry_date: string;
  last_used_at: Timestamp | null;
  created_at: Generated<Timestamp>;
  updated_at: Generated<Timestamp>;
}

export interface ParcelsTable extends Audited {
  id: Generated<number>;
  /** E.g. 'TC-P1-0001'; compared byte by byte on both engines. */
  number: string;
  /** Decimal text, e.g. '2.50'. */
  acre: string;
  min_floors: number;
  max_floors: number;
  land_use: LandUse;
  zone: Zone;
  /** What an administrator set; the parcel reads Allocated while an allocation names it. */
  status: Generated<(typeof SETTABLE_PARCEL_STATUSES)[number]>;
}

export interface ParcelAllocationsTable extends Audited {
  id: Generated<number>;
  /** Unique: one allocation a parcel. */
  parcel_id: number;
  /** The allottee's portal account, when they have one. */
  user_id: number | null;
  allocated_to: string;
  /** 'YYYY-MM-DD'. */
  allocated_at: string;
  lease_term_years: LeaseTerm;
}

export interface SsoHandoffsTable {
  id: Generated<number>;
  /** SHA-256 of the token in the URL Get service opened. */
  token_hash: string;
  service_id: number;
  user_id: number;
  created_at: Generated<Timestamp>;
  expires_at: Timestamp;
  /** When the service redeemed it; a token is redeemed once. */
  used_at: Timestamp | null;
  /** The service's secret hash when the token was issued: only that secret redeems it. */
  secret_hash: string | null;
}

/** Failed sign-ins against one email, known or not (record 0021). */
export interface SignInFailuresTable {
  email: string;
  /** Failures of the current run; reaching the threshold starts a lock episode. */
  failures: number;
  window_started_at: Timestamp;
  last_failure_at: Timestamp;
  /** Until then every attempt is refused without a password check. */
  locked_until: Timestamp | null;
  /** The owner has been told of this lock episode. */
  lock_mailed: Generated<Flag>;
}

/** One mail of the outbox (migration 0015, decision record 0019). */
export interface MailOutboxTable {
  id: Generated<number>;
  recipient: string;
  subject: string;
  /** The text (and HTML) sealed with a key derived from APP_KEY; null once sent or given up. */
  sealed_body: string | null;
  status: Generated<MailStatus>;
  /** Deliveries begun, counted when a worker claims the mail. */
  attempts: Generated<number>;
  /** The mail server's words on the last failure, credentials removed. */
  last_error: string | null;
  next_attempt_at: Timestamp;
  /** The worker run that holds the mail, until `claimed_until`; another run takes it after. */
  claim: string | null;
  claimed_until: Timestamp | null;
  created_at: Generated<Timestamp>;
  sent_at: Timestamp | null;
}

/** What a role grants beyond the signed-in basics (record 0029); role 1 holds all, in code. */
export interface RolePermissionsTable {
  role_id: number;
  permission: string;
}

/** One administrative act (record 0029); append-only, enforced by triggers. */
export interface AuditEventsTable {
  id: Generated<number>;
  at: Timestamp;
  /** Null when nobody was signed in (a sign-in refused for lock-out). */
  actor_id: number | null;
  /** The actor's name when they acted: the event outlives their account. */
  actor_name: string | null;
  ip: string | null;
  action: string;
  record_type: string;
  record_id: number | null;
  /** JSON `{field: {before, after}}`, secrets never included. */
  changes: string;
  /** 1 when the system made the change on the actor's behalf (record 0043). */
  by_system: Generated<Flag>;
}

/** A land application (migration 0021, decision record 0030); fields stay null in a draft. */
export interface ApplicationsTable {
  id: Generated<number>;
  reference: string;
  applicant_id: number | null;
  journey: Generated<Journey>;
  stage: Generated<JourneyStage>;
  stage_entered_at: Generated<Timestamp>;
  committee_id: number | null;
  organisation_name: string | null;
  registration_number: string | null;
  country: string | null;
  contact_person: string | null;
  contact_email: string | null;
  contact_country_code: string | null;
  contact_phone: string | null;
  project_title: string | null;
  project_description: string | null;
  investment_area: string | null;
  land_use: string | null;
  /** Decimal text, e.g. '12.50'. */
  acres: string | null;
  preferred_parcel_id: number | null;
  /** Minor units of `investment_currency`. */
  planned_investment: number | null;
  investment_currency: string | null;
  jobs_expected: number | null;
  months_to_start: number | null;
  months_to_complete: number | null;
  offer_parcel_id: number | null;
  stand_premium: number | null;
  annual_ground_rent: number | null;
  offer_currency: string | null;
  term_years: LeaseTerm | null;
  signatory_name: string | null;
  signatory_title: string | null;
  lease_number: string | null;
  /** 'YYYY-MM-DD'. */
  lease_start_date: string | null;
  handover_date: string | null;
  submitted_at: Timestamp | null;
  /** The vendor journey's call, answers and decided revenue share (basis points). */
  call_id: number | null;
  year_founded: number | null;
  website: string | null;
  /** 'YYYY-MM-DD'. */
  signatory_date_of_birth: string | null;
  markets: string | null;
  target_customers_first_year: number | null;
  /** Minor units of the authority's currency. */
  target_revenue_first_year: number | null;
  share_bps: number | null;
  created_at: Generated<Timestamp>;
  updated_at: Generated<Timestamp>;
}

export interface ApplicationStageChangesTable {
  id: Generated<number>;
  application_id: number;
  /** Null for the first row: the draft being started. */
  from_stage: JourneyStage | null;
  to_stage: JourneyStage;
  at: Timestamp;
  actor_id: number | null;
  /** The actor's name when they acted. */
  actor_name: string | null;
  note: string | null;
}

export interface ApplicationDocumentsTable {
  id: Generated<number>;
  application_id: number;
  /** A kind of the application's journey, or the evidence of a partnership's review or finding. */
  kind: DocumentKind | VendorDocumentKind | EvidenceKind;
  /** As the applicant named it, cleaned for a download header. */
  file_name: string;
  /** What the bytes are, found by reading them. */
  content_type: DocumentType;
  size: number;
  sha256: string;
  content: Buffer;
  uploaded_by: number | null;
  created_at: Generated<Timestamp>;
  /** What a piece of evidence supports (decision record 0062): null on the application's own. */
  vendor_review_id: number | null;
  vendor_finding_id: number | null;
}

export interface ApplicationScorecardsTable {
  id: Generated<number>;
  application_id: number;
  member_id: number;
  /** The committee the card was given for: only the assigned committee's cards count. */
  committee_id: number | null;
  /** JSON `{criterion: points}`. */
  scores: string;
  total: number;
  comment: string | null;
  created_at: Generated<Timestamp>;
  updated_at: Generated<Timestamp>;
}

export interface InvoicesTable {
  id: Generated<number>;
  number: string;
  /** Null on a utility bill's invoice. */
  application_id: number | null;
  kind: Generated<InvoiceKind>;
  /** The connection a utility bill's invoice is for. */
  connection_id: number | null;
  purpose: InvoicePurpose;
  description: string;
  /** Minor units. */
  amount: number;
  paid: Generated<number>;
  currency: string;
  /** 'YYYY-MM-DD'. */
  due_date: string;
  status: Generated<InvoiceStatus>;
  /** The lease year a ground rent is for (1 from the lease's start date); 0 for one-off invoices. */
  lease_year: Generated<number>;
  /** The version of a partnership's revenue return a revenue share invoices. */
  revenue_return_id: number | null;
  created_at: Generated<Timestamp>;
  updated_at: Generated<Timestamp>;
}

/** One row per scheduled job (record 0042): when it is due and who holds it now. */
/** A vendor's partnership with the authority (docs/product.md, "The vendor partnership"). */
export interface VendorPartnershipsTable {
  id: Generated<number>;
  vendor_id: number;
  /** The application whose decision opened it; its committee scores the reviews. */
  application_id: number;
  committee_id: number | null;
  status: Generated<PartnershipStatus>;
  /** 'YYYY-MM-DD', Nairobi: the first day, and the first and last day of the year it is in. */
  starts_on: string;
  year: Generated<number>;
  year_starts_on: string;
  ends_on: string;
  share_bps: number;
  created_at: Generated<Timestamp>;
  updated_at: Generated<Timestamp>;
}

/** A version of a partnership year's workplan. */
export interface VendorWorkplansTable {
  id: Generated<number>;
  partnership_id: number;
  year: number;
  version: number;
  status: Generated<WorkplanStatus>;
  /** JSON of `WorkplanContent`. */
  content: string;
  return_note: string | null;
  submitted_at: Timestamp | null;
  approved_at: Timestamp | null;
  approved_by: number | null;
  superseded_at: Timestamp | null;
  created_by: number | null;
  created_at: Generated<Timestamp>;
  updated_at: Generated<Timestamp>;
}

/** A partnership's review of one quarter: one per quarter, however many open it. */
export interface VendorReviewsTable {
  id: Generated<number>;
  partnership_id: number;
  year: number;
  /** 'YYYY-Qn'. */
  quarter: string;
  status: Generated<QuarterlyReviewStatus>;
  /** JSON of `Actuals`. */
  actuals: string | null;
  actuals_reported_at: Timestamp | null;
  /** Kept at finalising: the plan, the criteria (JSON), the total and standing. */
  workplan_id: number | null;
  criteria: string | null;
  total: number | null;
  standing: ReviewStanding | null;
  no_activity: Generated<0 | 1>;
  finalised_at: Timestamp | null;
  finalised_by: number | null;
  created_at: Generated<Timestamp>;
  updated_at: Generated<Timestamp>;
}

export interface VendorReviewScoresTable {
  id: Generated<number>;
  review_id: number;
  member_id: number;
  /** JSON `{criterion: points}`. */
  scores: string;
  /** Out of 100 over the criteria that apply. */
  total: number;
  comment: string | null;
  created_at: Generated<Timestamp>;
  updated_at: Generated<Timestamp>;
}

export interface VendorCorrectiveActionsTable {
  id: Generated<number>;
  partnership_id: number;
  review_id: number;
  title: string;
  owner: string;
  /** 'YYYY-MM-DD'. */
  due_on: string;
  milestone: Generated<Milestone>;
  created_at: Generated<Timestamp>;
  updated_at: Generated<Timestamp>;
}

/** A partnership's data-security audit. */
export interface VendorAuditsTable {
  id: Generated<number>;
  partnership_id: number;
  /** 'YYYY-MM-DD'. */
  audited_on: string;
  auditor: string;
  /** JSON: the ids of the solutions it covered. */
  scope: string;
  result: AuditResult;
  recorded_by: number | null;
  created_at: Generated<Timestamp>;
  updated_at: Generated<Timestamp>;
}

export interface VendorAuditFindingsTable {
  id: Generated<number>;
  audit_id: number;
  partnership_id: number;
  title: string;
  severity: Severity;
  /** 'YYYY-MM-DD'. */
  deadline_on: string;
  status: Generated<FindingStatus>;
  response: string | null;
  responded_at: Timestamp | null;
  note: string | null;
  closed_at: Timestamp | null;
  closed_by: number | null;
  created_at: Generated<Timestamp>;
  updated_at: Generated<Timestamp>;
}

/** A version of a partnership's revenue return for a quarter. */
export interface VendorRevenueReturnsTable {
  id: Generated<number>;
  partnership_id: number;
  /** 'YYYY-Qn'. */
  quarter: string;
  version: number;
  status: Generated<'filed' | 'replaced'>;
  /** Minor units, of `currency`. */
  revenue: number;
  currency: string;
  share_bps: number;
  share: number;
  credited: Generated<number>;
  replaces_id: number | null;
  filed_by: number | null;
  filed_at: Timestamp;
  created_at: Generated<Timestamp>;
  updated_at: Generated<Timestamp>;
}

export interface VendorRevenueReturnLinesTable {
  id: Generated<number>;
  return_id: number;
  solution_id: number;
  revenue: number;
}

export interface ScheduledJobsTable {
  name: string;
  next_run_at: Timestamp;
  last_started_at: Timestamp | null;
  last_finished_at: Timestamp | null;
  last_error: string | null;
  locked_by: string | null;
  locked_until: Timestamp | null;
}

export interface PaymentsTable {
  id: Generated<number>;
  invoice_id: number;
  amount: number;
  method: PaymentMethod;
  reference: string;
  /** `reference` normalised (record 0041), unique per method; none on a duplicate older than it. */
  reference_key: string | null;
  /** 'YYYY-MM-DD'. */
  paid_on: string;
  recorded_by: number | null;
  /** The money received on a utility account that this part of it settled. */
  receipt_id: number | null;
  created_at: Generated<Timestamp>;
}

export interface LettersTable {
  id: Generated<number>;
  application_id: number;
  kind: LetterKind;
  /** The printed verification code, e.g. 'K7QM-4XHP-2ZTR-9WNC'. */
  code: string;
  /** Hex SHA-256 of `pdf`. */
  sha256: string;
  pdf: Buffer;
  issued_at: Timestamp;
  /** The partnership year a renewal letter opens; 0 for an application's own letters. */
  partnership_year: Generated<number>;
}

/** A call for expressions of interest from software and cloud vendors. */
export interface VendorCallsTable {
  id: Generated<number>;
  /** 'VEOI-2026-01'. */
  reference: string;
  title: string;
  description: string;
  /** JSON array of `SolutionCategory`. */
  categories: string;
  opens_at: Timestamp;
  closes_at: Timestamp;
  created_by: number | null;
  updated_by: number | null;
  created_at: Generated<Timestamp>;
  updated_at: Generated<Timestamp>;
}

/** One solution of a vendor application, reviewed on its own. */
export interface VendorSolutionsTable {
  id: Generated<number>;
  application_id: number;
  name: string | null;
  category: SolutionCategory | null;
  service_model: string | null;
  data_location_country: string | null;
  data_location_facility: string | null;
  /** JSON `[{name, other, expires_on}]`. */
  certifications: Generated<string>;
  exit_plan: string | null;
  description: string | null;
  /** Null in a draft. */
  review_status: ReviewStatus | null;
  /** Its verification code, from its first decision. */
  code: string | null;
  /** The status the register gives back once the cause of a partnership's hold is resolved. */
  held_from: ReviewStatus | null;
  decided_at: Timestamp | null;
  created_at: Generated<Timestamp>;
  updated_at: Generated<Timestamp>;
}

export interface VendorSolutionConditionsTable {
  id: Generated<number>;
  solution_id: number;
  text: string;
  /** 'YYYY-MM-DD'. */
  due_on: string;
  created_at: Generated<Timestamp>;
}

export interface VendorSolutionStatusChangesTable {
  id: Generated<number>;
  solution_id: number;
  from_status: ReviewStatus | null;
  to_status: ReviewStatus;
  at: Timestamp;
  note: string | null;
}

/** A parcel's connection to water or electricity (docs/product.md, "Utilities"). */
export interface UtilityConnectionsTable {
  id: Generated<number>;
  /** 'W-TC-P3-0079'. */
  number: string;
  parcel_id: number;
  service: UtilityService;
  account_holder_id: number | null;
  customer_class: CustomerClass;
  sewerage: Generated<Flag>;
  /** 'YYYY-MM-DD': readings from this day on are accepted. */
  start_date: string;
  status: Generated<ConnectionStatus>;
  status_reason: string | null;
  closed_on: string | null;
  application_id: number | null;
  created_by: number | null;
  updated_by: number | null;
  created_at: Generated<Timestamp>;
  updated_at: Generated<Timestamp>;
}

export interface UtilityMetersTable {
  id: Generated<number>;
  connection_id: number;
  serial: string;
  unit: MeterUnit;
  dials: number;
  installed_on: string;
  /** Null while it is the connection's meter. */
  removed_on: string | null;
  created_by: number | null;
  created_at: Generated<Timestamp>;
}

export interface UtilityReadingsTable {
  id: Generated<number>;
  connection_id: number;
  meter_id: number;
  /** Whole units as the dials show them. */
  value: number;
  read_at: Timestamp;
  source: ReadingSource;
  /** The dials went past their maximum since the previous reading. */
  rollover: Generated<Flag>;
  role: Generated<'regular' | 'opening' | 'closing'>;
  /** Why it was flagged for review; null when it was not. */
  flag_reason: string | null;
  review: 'accepted' | 'rejected' | null;
  review_note: string | null;
  reviewed_by: number | null;
  reviewed_at: Timestamp | null;
  recorded_by: number | null;
  created_at: Generated<Timestamp>;
}

export interface UtilityTariffsTable {
  id: Generated<number>;
  service: UtilityService;
  customer_class: CustomerClass;
  /** 'YYYY-MM-DD'. */
  effective_from: string;
  reference: string;
  fixed_charge: number;
  minimum_charge: number;
  sewerage_percent: number;
  tax_category: TaxCategory;
  /** JSON `[{from, to, rate}]`. */
  blocks: string;
  created_by: number | null;
  updated_by: number | null;
  created_at: Generated<Timestamp>;
  updated_at: Generated<Timestamp>;
}

export interface UtilityBillingRunsTable {
  id: Generated<number>;
  /** 'YYYY-MM'. */
  period: string;
  status: Generated<RunStatus>;
  bills_count: Generated<number>;
  total: Generated<number>;
  flagged: Generated<number>;
  estimated: Generated<number>;
  /** JSON `[{connection_id, connection_number, reason}]`. */
  unbilled: Generated<string>;
  claimed_by: string | null;
  claimed_until: Timestamp | null;
  computed_at: Timestamp | null;
  issued_at: Timestamp | null;
  created_by: number | null;
  issued_by: number | null;
  created_at: Generated<Timestamp>;
  updated_at: Generated<Timestamp>;
}

export interface UtilityBillsTable {
  id: Generated<number>;
  run_id: number;
  connection_id: number;
  period: string;
  status: Generated<RunStatus>;
  invoice_id: number | null;
  opening_value: number;
  opening_read_at: Timestamp;
  opening_source: ReadingSource;
  closing_value: number;
  closing_read_at: Timestamp;
  closing_source: ReadingSource;
  consumption: number;
  /** JSON `[{kind, label, units, rate, amount, tariff_id}]`. */
  lines: string;
  subtotal: number;
  tax: number;
  credits: Generated<number>;
  arrears: Generated<number>;
  total: number;
  amount_due: number;
  currency: string;
  due_date: string;
  code: string | null;
  pdf: Buffer | null;
  issued_at: Timestamp | null;
  created_at: Generated<Timestamp>;
  updated_at: Generated<Timestamp>;
}

export interface UtilityBillTariffsTable {
  bill_id: number;
  tariff_id: number;
}

export interface UtilityCreditNotesTable {
  id: Generated<number>;
  bill_id: number;
  amount: number;
  reason: string;
  status: Generated<'pending' | 'approved' | 'rejected'>;
  requested_by: number | null;
  requested_at: Timestamp;
  decided_by: number | null;
  decided_at: Timestamp | null;
}

export interface UtilityReceiptsTable {
  id: Generated<number>;
  connection_id: number;
  amount: number;
  method: PaymentMethod;
  reference: string;
  reference_key: string;
  paid_on: string;
  recorded_by: number | null;
  created_at: Generated<Timestamp>;
}

export interface UtilityCreditsTable {
  id: Generated<number>;
  connection_id: number;
  amount: number;
  source: 'overpayment' | 'credit_note' | 'correction';
  receipt_id: number | null;
  credit_note_id: number | null;
  from_bill_id: number | null;
  applied_bill_id: number | null;
  created_at: Generated<Timestamp>;
}

/** Totals kept by triggers (migration 0011), so a list's size costs one row, not a count. */
export interface RowCountsTable {
  table_name: string;
  row_count: number;
}

/** Rows per block of ids (migration 0024), so that a deep page need not skip every row before it. */
export interface RowBlocksTable {
  table_name: string;
  block: number;
  row_count: number;
}

/** The providers' channels: Daraja (M-Pesa, or the simulator speaking it) and the aggregator. */
export type PaymentChannel = 'mpesa' | 'aggregator';
export type OnlineMethod = 'mobile_money' | 'card';
export type PaymentAttemptStatus = 'pending' | 'succeeded' | 'failed' | 'expired';
export type SuspenseReason =
  | 'unknown_reference'
  | 'invoice_not_open'
  | 'over_balance'
  | 'amount_differs'
  | 'currency_differs'
  | 'reference_recorded';
export type ReconciliationOutcome =
  'matched' | 'missing_in_portal' | 'missing_at_provider' | 'amount_differs';

export interface PaymentAttemptsTable {
  id: Generated<number>;
  invoice_id: number;
  started_by: number | null;
  method: OnlineMethod;
  phone: string | null;
  amount: number;
  currency: string;
  provider: PaymentChannel;
  provider_reference: string | null;
  checkout_url: string | null;
  status: Generated<PaymentAttemptStatus>;
  failure_reason: string | null;
  /** ISO: when the provider is next asked about it while it is pending. */
  check_at: string;
  checks: Generated<number>;
  created_at: Generated<Timestamp>;
  updated_at: Generated<Timestamp>;
}

export interface PaymentTransactionsTable {
  id: Generated<number>;
  provider: PaymentChannel;
  /** The money's own id at the provider: M-Pesa's receipt number, the aggregator's transaction. */
  transaction_id: string;
  method: OnlineMethod;
  /** Minor units. */
  amount: number;
  currency: string;
  /** The invoice number as the payer typed it or the attempt gave it. */
  account_reference: string;
  payer: string | null;
  /** ISO, UTC. */
  paid_at: string;
  attempt_id: number | null;
  source: 'stk_callback' | 'c2b_confirmation' | 'webhook' | 'status_query';
  invoice_id: number | null;
  suspense_reason: SuspenseReason | null;
  suspense_status: 'held' | 'allocated' | 'refunded' | null;
  resolution_note: string | null;
  resolved_by: number | null;
  resolved_at: string | null;
  receipt_code: string | null;
  receipt_pdf: Buffer | null;
  receipt_sha256: string | null;
  created_at: Generated<Timestamp>;
}

export interface PaymentCallbacksTable {
  id: Generated<number>;
  provider: PaymentChannel;
  event_id: string;
  kind: string;
  received_at: Generated<Timestamp>;
}

export interface PaymentReconciliationsTable {
  id: Generated<number>;
  provider: PaymentChannel;
  day: string;
  created_at: Generated<Timestamp>;
}

export interface PaymentReconciliationItemsTable {
  id: Generated<number>;
  reconciliation_id: number;
  outcome: ReconciliationOutcome;
  transaction_id: string;
  account_reference: string | null;
  currency: string;
  portal_amount: number | null;
  provider_amount: number | null;
  payment_transaction_id: number | null;
  resolution_note: string | null;
  resolved_by: number | null;
  resolved_at: string | null;
}

export interface Database {
  roles: RolesTable;
  account_types: AccountTypesTable;
  account_statuses: AccountStatusesTable;
  service_categories: ServiceCategoriesTable;
  committee_roles: CommitteeRolesTable;
  countries: CountriesTable;
  users: UsersTable;
  sessions: SessionsTable;
  totp_authenticators: TotpAuthenticatorsTable;
  recovery_codes: RecoveryCodesTable;
  passkeys: PasskeysTable;
  passkey_challenges: PasskeyChallengesTable;
  oidc_clients: OidcClientsTable;
  oidc_records: OidcRecordsTable;
  oidc_keys: OidcKeysTable;
  sign_in_challenges: SignInChallengesTable;
  password_resets: PasswordResetsTable;
  committees: CommitteesTable;
  committee_members: CommitteeMembersTable;
  services: ServicesTable;
  api_keys: ApiKeysTable;
  parcels: ParcelsTable;
  parcel_allocations: ParcelAllocationsTable;
  row_counts: RowCountsTable;
  row_blocks: RowBlocksTable;
  sso_handoffs: SsoHandoffsTable;
  mail_outbox: MailOutboxTable;
  sign_in_failures: SignInFailuresTable;
  role_permissions: RolePermissionsTable;
  audit_events: AuditEventsTable;
  applications: ApplicationsTable;
  application_stage_changes: ApplicationStageChangesTable;
  application_documents: ApplicationDocumentsTable;
  application_scorecards: ApplicationScorecardsTable;
  invoices: InvoicesTable;
  payments: PaymentsTable;
  letters: LettersTable;
  vendor_calls: VendorCallsTable;
  vendor_solutions: VendorSolutionsTable;
  vendor_solution_conditions: VendorSolutionConditionsTable;
  vendor_solution_status_changes: VendorSolutionStatusChangesTable;
  vendor_partnerships: VendorPartnershipsTable;
  vendor_workplans: VendorWorkplansTable;
  vendor_reviews: VendorReviewsTable;
  vendor_review_scores: VendorReviewScoresTable;
  vendor_corrective_actions: VendorCorrectiveActionsTable;
  vendor_audits: VendorAuditsTable;
  vendor_audit_findings: VendorAuditFindingsTable;
  vendor_revenue_returns: VendorRevenueReturnsTable;
  vendor_revenue_return_lines: VendorRevenueReturnLinesTable;
  scheduled_jobs: ScheduledJobsTable;
  utility_connections: UtilityConnectionsTable;
  utility_meters: UtilityMetersTable;
  utility_readings: UtilityReadingsTable;
  utility_tariffs: UtilityTariffsTable;
  utility_billing_runs: UtilityBillingRunsTable;
  utility_bills: UtilityBillsTable;
  utility_bill_tariffs: UtilityBillTariffsTable;
  utility_credit_notes: UtilityCreditNotesTable;
  utility_receipts: UtilityReceiptsTable;
  utility_credits: UtilityCreditsTable;
  payment_attempts: PaymentAttemptsTable;
  payment_transactions: PaymentTransactionsTable;
  payment_callbacks: PaymentCallbacksTable;
  payment_reconciliations: PaymentReconciliationsTable;
  payment_reconciliation_items: PaymentReconciliationItemsTable;
}

export type User = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type Session = Selectable<SessionsTable>;
export type Role = Selectable<RolesTable>;
export type Committee = Selectable<CommitteesTable>;
export type Service = Selectable<ServicesTable>;
export type ApiKey = Selectable<ApiKeysTable>;
export type Parcel = Selectable<ParcelsTable>;
export type ParcelAllocation = Selectable<ParcelAllocationsTable>;
