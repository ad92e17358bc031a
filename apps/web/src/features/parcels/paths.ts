import { paths } from '@web/config/resources';

/** Where the parcel register's screens live: declared in the registry (decision record 0025). */
export const parcelPaths = paths.parcels;

export const allocationPaths = paths.allocations;
