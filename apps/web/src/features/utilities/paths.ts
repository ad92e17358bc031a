import { paths } from '@web/config/resources';

/** Where the tenant's utilities screens live: declared in the registry (decision record 0025). */
export const utilityPaths = paths.utilities;
