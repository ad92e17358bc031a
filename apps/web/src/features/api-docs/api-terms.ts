import type { PARCEL_API_PARAMS } from '@portal/shared/parcel-api';

export type ParcelApiParam = (typeof PARCEL_API_PARAMS)[number];

/** A query parameter's name in prose: checked against the API's own list, so it cannot drift. */
export const param = (name: ParcelApiParam) => name;
