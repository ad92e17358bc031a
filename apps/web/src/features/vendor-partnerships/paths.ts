import { paths } from '@web/config/resources';

/** Where the partnership's screens live: declared in the registry (decision record 0025). */
export const partnershipPaths = paths.vendorPartnerships;
