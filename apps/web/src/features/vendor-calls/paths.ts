import { paths } from '@web/config/resources';

/** Where the vendor calls' screens live: declared in the registry (decision record 0025). */
export const vendorCallPaths = paths.vendorCalls;
