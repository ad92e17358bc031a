import type { Migration } from 'kysely';
import * as m0001 from './2026-11-21-0001-reference-tables';
import * as m0002 from './2026-11-21-0002-roles-and-users';
import * as m0003 from './2026-11-21-0003-sessions';
import * as m0004 from './2026-11-21-0004-committees';
import * as m0005 from './2026-11-21-0005-services';
import * as m0006 from './2026-11-21-0006-api-keys';
import * as m0007 from './2026-11-21-0007-parcels';
import * as m0008 from './2026-11-21-0008-verification-and-password-resets';
import * as m0009 from './2026-11-21-0009-user-search-index';
import * as m0010 from './2026-11-21-0010-case-insensitive-unique-names';
import * as m0011 from './2026-11-21-0011-kept-row-counts';
import * as m0012 from './2026-11-21-0012-parcel-register';
import * as m0013 from './2026-11-21-0013-parcel-register-seed';
import * as m0014 from './2026-11-21-0014-sso-handoffs';
import * as m0015 from './2026-11-24-0015-mail-outbox';
import * as m0016 from './2026-11-24-0016-sso-secrets';
import * as m0017 from './2026-11-24-0017-sign-in-failures';
import * as m0018 from './2026-11-24-0018-service-logo-hashes';
import * as m0019 from './2026-11-24-0019-role-permissions';
import * as m0020 from './2026-11-24-0020-audit-events';
import * as m0021 from './2026-11-24-0021-applications';
import * as m0022 from './2026-11-24-0022-application-lists-at-volume';
import * as m0023 from './2026-11-24-0023-own-drafts-index';
import * as m0024 from './2026-11-24-0024-row-blocks';
import * as m0025 from './2026-11-26-0025-payment-references-and-committee-cards';
import * as m0026 from './2026-11-26-0026-scheduled-jobs-and-ground-rent';
import * as m0027 from './2026-11-26-0027-audit-on-behalf';
import * as m0028 from './2026-11-26-0028-vendor-journey';
import * as m0029 from './2026-11-27-0029-journey-first-indexes';
import * as m0030 from './2026-11-27-0030-utilities';
import * as m0031 from './2026-11-27-0031-utility-tariffs-seed';
import * as m0032 from './2026-11-27-0032-online-payments';
import * as m0033 from './2026-11-27-0033-vendor-partnerships';
import * as m0034 from './2026-11-27-0034-vendor-reviews';
import * as m0035 from './2026-11-27-0035-vendor-audits';
import * as m0036 from './2026-11-27-0036-vendor-revenue-returns';
import * as m0037 from './2026-11-27-0037-partnership-renewal-letters';
import * as m0038 from './2026-11-27-0038-vendor-evidence';
import * as m0039 from './2026-11-27-0039-second-factors';
import * as m0040 from './2026-11-27-0040-invoices-by-application';
import * as m0041 from './2026-11-27-0041-passkeys';
import * as m0042 from './2026-11-27-0042-oidc-provider';

// Listed by hand because the production server is one esbuild bundle: nothing to scan at run time.
export const migrations: Record<string, Migration> = {
  '2026-11-21-0001-reference-tables': m0001,
  '2026-11-21-0002-roles-and-users': m0002,
  '2026-11-21-0003-sessions': m0003,
  '2026-11-21-0004-committees': m0004,
  '2026-11-21-0005-services': m0005,
  '2026-11-21-0006-api-keys': m0006,
  '2026-11-21-0007-parcels': m0007,
  '2026-11-21-0008-verification-and-password-resets': m0008,
  '2026-11-21-0009-user-search-index': m0009,
  '2026-11-21-0010-case-insensitive-unique-names': m0010,
  '2026-11-21-0011-kept-row-counts': m0011,
  '2026-11-21-0012-parcel-register': m0012,
  '2026-11-21-0013-parcel-register-seed': m0013,
  '2026-11-21-0014-sso-handoffs': m0014,
  '2026-11-24-0015-mail-outbox': m0015,
  '2026-11-24-0016-sso-secrets': m0016,
  '2026-11-24-0017-sign-in-failures': m0017,
  '2026-11-24-0018-service-logo-hashes': m0018,
  '2026-11-24-0019-role-permissions': m0019,
  '2026-11-24-0020-audit-events': m0020,
  '2026-11-24-0021-applications': m0021,
  '2026-11-24-0022-application-lists-at-volume': m0022,
  '2026-11-24-0023-own-drafts-index': m0023,
  '2026-11-24-0024-row-blocks': m0024,
  '2026-11-26-0025-payment-references-and-committee-cards': m0025,
  '2026-11-26-0026-scheduled-jobs-and-ground-rent': m0026,
  '2026-11-26-0027-audit-on-behalf': m0027,
  '2026-11-26-0028-vendor-journey': m0028,
  '2026-11-27-0029-journey-first-indexes': m0029,
  '2026-11-27-0030-utilities': m0030,
  '2026-11-27-0031-utility-tariffs-seed': m0031,
  '2026-11-27-0032-online-payments': m0032,
  '2026-11-27-0033-vendor-partnerships': m0033,
  '2026-11-27-0034-vendor-reviews': m0034,
  '2026-11-27-0035-vendor-audits': m0035,
  '2026-11-27-0036-vendor-revenue-returns': m0036,
  '2026-11-27-0037-partnership-renewal-letters': m0037,
  '2026-11-27-0038-vendor-evidence': m0038,
  '2026-11-27-0039-second-factors': m0039,
  '2026-11-27-0040-invoices-by-application': m0040,
  '2026-11-27-0041-passkeys': m0041,
  '2026-11-27-0042-oidc-provider': m0042,
};
