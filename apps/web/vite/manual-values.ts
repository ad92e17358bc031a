// Relative, not '@portal/shared/...': Vite bundles the config's relative imports but leaves
// package imports to Node, which cannot load TypeScript.
import {
  MAX_DOCUMENTS,
  MAX_DOCUMENTS_BYTES,
  MAX_OPEN_DRAFTS,
  MIN_PASSWORD_LENGTH,
  MIN_PHONE_LENGTH,
  SECRET_LIMITS,
  SIGN_IN_LIMIT,
} from '../../../packages/shared/src/constants';
import {
  DEFAULT_API_KEY_RATE_LIMIT,
  PARCEL_API_DEFAULT_PAGE_SIZE,
  PARCEL_API_MAX_PAGE_SIZE,
} from '../../../packages/shared/src/parcel-api';
import { formatMoney } from '../../../packages/shared/src/money';
import { site } from '../../../packages/shared/src/site';
import pkg from '../package.json' with { type: 'json' };
import type { ManualValues } from './render-manual-pdf';

/** What the manual's placeholders stand for: the values the web app and the server use. */
export const manualValues: ManualValues = {
  name: site.name,
  organisation: site.organisation,
  version: pkg.version,
  phone: site.phone.label,
  emails: site.emails.map(({ label, address }) => `${address} (${label})`).join(' or '),
  address: site.address.join(', '),
  officeHours: site.officeHours,
  registrationFee: formatMoney(site.registrationFee),
  signatoryName: site.signatory.name,
  signatoryTitle: site.signatory.title,
  passwordMinLength: String(MIN_PASSWORD_LENGTH),
  phoneMinLength: String(MIN_PHONE_LENGTH),
  apiKeyRateLimit: String(DEFAULT_API_KEY_RATE_LIMIT),
  apiDefaultPageSize: String(PARCEL_API_DEFAULT_PAGE_SIZE),
  apiMaxPageSize: String(PARCEL_API_MAX_PAGE_SIZE),
  maxDocuments: String(MAX_DOCUMENTS),
  maxDocumentsMegabytes: String(MAX_DOCUMENTS_BYTES / 1024 / 1024),
  maxDrafts: String(MAX_OPEN_DRAFTS),
  ...Object.fromEntries(
    Object.entries({ ...SECRET_LIMITS, ...SIGN_IN_LIMIT }).map(([name, value]) => [
      name,
      String(value),
    ]),
  ),
};
