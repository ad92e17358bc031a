import { paths } from '@web/config/resources';

/** Where the roles screens live: declared in the registry (decision record 0025). */
export const rolePaths = paths.roles;
