import {
  ApiAllocationSchema,
  ApiParcelSchema,
  PARCEL_API_DEFAULT_PAGE_SIZE,
  PARCEL_API_MAX_PAGE_SIZE,
  PARCEL_API_PARAMS,
  type ApiAllocation,
  type ApiParcel,
} from '@portal/shared/parcel-api';
import { LAND_USES, LEASE_TERMS, MAX_FLOORS, PARCEL_STATUSES, ZONES } from '@portal/shared/parcels';
import type { ParcelApiParam } from './api-terms';

const oneOf = (values: readonly (string | number)[]) =>
  new Intl.ListFormat('en-GB', { type: 'disjunction' }).format(values.map(String));

type FieldDoc = { type: 'string' | 'number' | 'integer'; meaning: string };

// Typed on the answer's fields: a field added to or dropped from the API fails to build here.
const fieldDocs: Record<keyof ApiParcel | keyof ApiAllocation, FieldDoc> = {
  number: { type: 'string', meaning: 'The parcel number, such as TC-P1-0042.' },
  acre: { type: 'number', meaning: 'The area in acres, such as 2.5.' },
  min_floors: {
    type: 'integer',
    meaning: `The fewest floors a building on the parcel may have, from 0 to ${MAX_FLOORS}.`,
  },
  max_floors: {
    type: 'integer',
    meaning: `The most floors a building on the parcel may have, from 0 to ${MAX_FLOORS}.`,
  },
  land_use: { type: 'string', meaning: `What may be built: ${oneOf(LAND_USES)}.` },
  zone: { type: 'string', meaning: `The district of the master plan: ${oneOf(ZONES)}.` },
  status: {
    type: 'string',
    meaning: `${oneOf(PARCEL_STATUSES)}; a parcel with an allocation is Allocated.`,
  },
  allocated_to: { type: 'string', meaning: 'The person or company the parcel is allocated to.' },
  allocated_at: { type: 'string', meaning: 'The date of the allocation, as YYYY-MM-DD.' },
  lease_term_years: { type: 'integer', meaning: `The lease term in years: ${oneOf(LEASE_TERMS)}.` },
};

/** The fields of an item, in the order the API gives them, each with its type and meaning. */
const fieldRows = <F extends keyof typeof fieldDocs>(shape: Record<F, unknown>) =>
  (Object.keys(shape) as F[]).map(
    (field) => [field, fieldDocs[field].type, fieldDocs[field].meaning] as const,
  );

export const parcelFieldRows = fieldRows(ApiParcelSchema.shape);
export const allocationFieldRows = fieldRows(ApiAllocationSchema.shape);

const paramDocs: Record<ParcelApiParam, { default: string; meaning: string }> = {
  apiKey: { default: 'none', meaning: 'Your API key, when it is not in the Authorization header.' },
  page: {
    default: '1',
    meaning: 'The page to answer, counted from 1. A page past the end has no items.',
  },
  pageSize: {
    default: String(PARCEL_API_DEFAULT_PAGE_SIZE),
    meaning: `Items a page, from 1 to ${PARCEL_API_MAX_PAGE_SIZE}.`,
  },
  number: {
    default: 'none',
    meaning:
      'Only the item of the parcel with this number, in any case (TC-P1-0001): totalResults is 1, or 0 when no parcel has it.',
  },
};

export const paramRows = PARCEL_API_PARAMS.map(
  (name) => [name, paramDocs[name].default, paramDocs[name].meaning] as const,
);
