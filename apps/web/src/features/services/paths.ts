import { paths } from '@web/config/resources';

/** Where the services screens live: declared in the registry (decision record 0025). */
export const servicePaths = paths.services;
