import { paths } from '@web/config/resources';

/** Where the committees screens live: declared in the registry (decision record 0025). */
export const committeePaths = paths.committees;
