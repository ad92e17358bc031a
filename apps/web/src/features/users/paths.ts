import { paths } from '@web/config/resources';

/** Where the users screens live: declared in the registry (decision record 0025). */
export const userPaths = paths.users;
