import {
  PARCEL_API,
  PARCEL_API_MAX_PAGE_SIZE,
  type AllocationsAnswerSchema,
  type ParcelApiError,
  type ParcelsAnswerSchema,
  parcelApiMessages,
} from '@portal/shared/parcel-api';
import type { LeaseTerm } from '@portal/shared/parcels';
import type { z } from 'zod';
import { API_KEY_PREFIX } from '@portal/shared/api-keys';
import { param, type ParcelApiParam } from './api-terms';

const EXAMPLE_KEY = `${API_KEY_PREFIX}YOUR_API_KEY`;
/** The fetch example reads the key from the environment, as a server keeps it, not from code. */
const KEY_VARIABLE = 'TECHCITY_API_KEY';

type Query = Partial<Record<ParcelApiParam, string | number>>;

type Endpoint = (typeof PARCEL_API)[keyof typeof PARCEL_API];

/** An endpoint's full URL; typed on the parameters the API knows, so a renamed one fails to build. */
function parcelApiUrl(origin: string, path: Endpoint, query: Query) {
  const search = new URLSearchParams(
    Object.entries(query).map(([name, value]) => [name, String(value)]),
  );
  return `${origin}${path}?${search.toString()}`;
}

// Two items a page, to keep the sample answers short and true to the request that gives them.
const firstPageOfTwo = { page: 1, pageSize: 2 } satisfies Query;

export const curlWithBearer = (origin: string) =>
  [
    `curl -H "Authorization: Bearer ${EXAMPLE_KEY}" \\`,
    `  "${parcelApiUrl(origin, PARCEL_API.parcels, firstPageOfTwo)}"`,
  ].join('\n');

export const curlWithQueryKey = (origin: string) =>
  `curl "${parcelApiUrl(origin, PARCEL_API.allocations, { ...firstPageOfTwo, apiKey: EXAMPLE_KEY })}"`;

export const fetchExample = (origin: string) =>
  [
    `// Node 18 or later: ${KEY_VARIABLE}=${EXAMPLE_KEY} node parcels.mjs`,
    `const response = await fetch('${parcelApiUrl(origin, PARCEL_API.parcels, firstPageOfTwo)}', {`,
    `  headers: { Authorization: \`Bearer \${process.env.${KEY_VARIABLE}}\` },`,
    '});',
    'const answer = await response.json();',
    'if (!response.ok) {',
    '  throw new Error(`${response.status} ${answer.code}: ${answer.message}`);',
    '}',
    'console.log(`${answer.totalResults} parcels`, answer.parcels);',
  ].join('\n');

export const sampleParcelsAnswer: z.infer<typeof ParcelsAnswerSchema> = {
  status: 'ok',
  totalResults: 42,
  parcels: [
    {
      number: 'TC-P1-0042',
      acre: 2.5,
      min_floors: 2,
      max_floors: 12,
      land_use: 'Commercial',
      zone: 'Central Business District',
      status: 'Available',
    },
    {
      number: 'TC-P1-0041',
      acre: 1.25,
      min_floors: 1,
      max_floors: 4,
      land_use: 'Residential',
      zone: 'Residential North',
      status: 'Allocated',
    },
  ],
};

type SampleAllocation = z.infer<typeof AllocationsAnswerSchema>['parcels'][number] & {
  lease_term_years: LeaseTerm;
};

export const sampleAllocationsAnswer: z.infer<typeof AllocationsAnswerSchema> = {
  status: 'ok',
  totalResults: 17,
  parcels: [
    {
      number: 'TC-P2-0107',
      acre: 5,
      min_floors: 3,
      max_floors: 20,
      land_use: 'Mixed Use',
      zone: 'Mixed-Use Corridor',
      allocated_to: 'Savannah Data Systems Ltd',
      allocated_at: '2026-03-18',
      lease_term_years: 60,
    },
    {
      number: 'TC-P1-0041',
      acre: 1.25,
      min_floors: 1,
      max_floors: 4,
      land_use: 'Residential',
      zone: 'Residential North',
      allocated_to: 'Kilima Homes Ltd',
      allocated_at: '2026-02-02',
      lease_term_years: 90,
    },
  ] satisfies SampleAllocation[],
};

export const sampleErrorAnswer: ParcelApiError = {
  status: 'error',
  code: 'parameterInvalid',
  message: parcelApiMessages.wholeNumber(param('pageSize'), PARCEL_API_MAX_PAGE_SIZE),
};

export const asJson = (value: unknown) => JSON.stringify(value, null, 2);
