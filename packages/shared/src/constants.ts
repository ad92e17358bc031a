/** Names the web app and the server must agree on. */
export const CURRENT_USER_STORAGE_KEY = 'currentUser';
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';

/** Base path of the back-office API (docs/product.md, "Calls and answers"). */
export const API_BASE = '/api';

/** Seeded roles whose ids carry meaning in code (docs/product.md, "Roles"). */
export const Role = {
  Administrator: 1,
  RegisteredUser: 2,
  SoftwareVendor: 3,
  Developer: 4,
  CommitteeMember: 5,
  Investor: 6,
} as const;
export type RoleId = (typeof Role)[keyof typeof Role];

/** Account status ids: 1 active (green badge), 2 blocked (red badge). */
export const AccountStatus = {
  Active: 1,
  Blocked: 2,
} as const;

/** Seats on a committee; the chairperson may decide the applications assigned to it. */
export const CommitteeRole = {
  Chairperson: 1,
  Secretary: 2,
  Member: 3,
} as const;

/** Service category ids: 1 green badge, 2 red badge. */
export const ServiceCategory = {
  AuthorityService: 1,
  PartnerService: 2,
} as const;

/** Lists: page size 10 unless per_page (at most 100) is asked for. */
export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;

export const MIN_PASSWORD_LENGTH = 6;
export const MAX_PASSWORD_LENGTH = 128;
export const MIN_PHONE_LENGTH = 9;

/** Ids are PostgreSQL `integer`s: a larger one names no row, and the database would refuse it. */
export const MAX_ID = 2_147_483_647;

/**
 * Lifetimes and tries of the account's secrets (records 0005 and 0009). The server enforces them;
 * the privacy policy and the user manual quote them from here.
 */
export const SECRET_LIMITS = {
  verificationCodeMinutes: 10,
  verificationCodeTries: 5,
  resetLinkMinutes: 60,
  sessionHours: 12,
  sessionIdleMinutes: 30,
  rememberMeDays: 30,
  /** The step between a right password and the second factor (record 0065). */
  signInChallengeMinutes: 5,
  /** How recent a sign-in or re-authentication a sensitive change needs. */
  reauthenticationMinutes: 5,
} as const;

/**
 * The per-account sign-in limit (record 0021): after `failures` wrong passwords within
 * `windowMinutes`, each attempt waits, from `firstWaitMinutes` doubling up to `maxWaitMinutes`;
 * the failures are forgotten `forgetHours` after the last one. The user manual quotes them.
 */
export const SIGN_IN_LIMIT = {
  failures: 5,
  windowMinutes: 15,
  firstWaitMinutes: 1,
  maxWaitMinutes: 15,
  forgetHours: 12,
} as const;

/** What one application may hold in all (docs/product.md, "Parcel allocation"). */
export const MAX_DOCUMENTS = 20;
export const MAX_DOCUMENTS_BYTES = 50 * 1024 * 1024;
/** Drafts one account may have at once: an applicant submits or withdraws one to start another. */
export const MAX_OPEN_DRAFTS = 3;
