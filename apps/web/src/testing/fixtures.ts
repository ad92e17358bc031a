import { AccountStatus, Role } from '@portal/shared/constants';
import type { CurrentUser } from '@portal/shared/current-user';
import type { CountryOption } from '@portal/shared/lookups';
import { PERMISSION_KEYS } from '@portal/shared/permissions';
import type { Profile } from '@portal/shared/profile';
import type { UserRecord } from '@portal/shared/users';

/** A valid current user; override what the test is about. */
export function makeUser(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return {
    id: 7,
    name: 'Ivy Investor',
    email: 'ivy@example.com',
    status: AccountStatus.Active,
    role: Role.Investor,
    created_at: '2025-01-02T03:04:05.000Z',
    updated_at: '2025-01-02T03:04:05.000Z',
    email_verified_at: '2025-01-02T03:05:00.000Z',
    token: 'token-ivy',
    user_role: 'Investor',
    account_status: 'Active',
    verification_code: null,
    phone: null,
    address: null,
    website: null,
    contact_person_name: null,
    contact_person_email: null,
    contact_person_phone: null,
    alternative_contact_person_name: null,
    alternative_contact_person_email: null,
    alternative_contact_person_phone: null,
    referring_platform: null,
    member_of_a_committee: 'No',
    committees: [],
    permissions: [],
    must_set_up_second_factor: false,
    holds_utility_connection: false,
    holds_vendor_partnership: false,
    ...overrides,
  };
}

export const admin = () =>
  makeUser({
    id: 1,
    name: 'Ada Admin',
    role: Role.Administrator,
    user_role: 'Administrator',
    token: 'token-ada',
    permissions: [...PERMISSION_KEYS],
  });

/** When and by whom a back-office record was made and last changed: spread into record fixtures. */
export const auditedByAda = {
  created_at: '2026-01-02T03:04:05.000Z',
  updated_at: '2026-01-02T03:04:05.000Z',
  created_by: 'Ada Admin',
  updated_by: 'Ada Admin',
};

/** Ivy's profile as GET /profile answers it; override what the test is about. */
export function makeProfile(overrides: Partial<Profile> = {}): Profile {
  return {
    id: 7,
    name: 'Ivy Investor',
    email: 'ivy@example.com',
    user_role: 'Investor',
    account_status: 'Active',
    status: AccountStatus.Active,
    created_at: '2025-01-02T03:04:05.000Z',
    country_code: '+254',
    phone: '712345678',
    designation: 'Director',
    permissions: [],
    ...overrides,
  };
}

/** A user as the users list and GET /users/{id} answer one; override what the test is about. */
export function makeUserRecord(overrides: Partial<UserRecord> = {}): UserRecord {
  return {
    id: 12,
    name: 'Carol Chair',
    email: 'carol@example.com',
    email_verified_at: '2026-01-02T03:04:05.000Z',
    country: '+254',
    phone: '712345678',
    user_role: 'Investor',
    role: Role.Investor,
    account_type: 'Company',
    account_type_id: 2,
    account_status: 'Active',
    status: AccountStatus.Active,
    verification_code: null,
    ...auditedByAda,
    member_of_a_committee: 'No',
    user_committees: [],
    website: null,
    address: null,
    contact_person_name: null,
    contact_person_phone: null,
    contact_person_email: null,
    alternative_contact_person_name: null,
    alternative_contact_person_phone: null,
    alternative_contact_person_email: null,
    ...overrides,
  };
}

/** Countries as GET /unpaginated-items-home lists them; two share +1, as in the real list. */
export const countries: CountryOption[] = [
  { id: 1, name: 'Canada', code: '+1', iso_code: 'CA' },
  { id: 2, name: 'Kenya', code: '+254', iso_code: 'KE' },
  { id: 3, name: 'United Kingdom', code: '+44', iso_code: 'GB' },
  { id: 4, name: 'United States', code: '+1', iso_code: 'US' },
];
