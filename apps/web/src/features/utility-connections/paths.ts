import { paths } from '@web/config/resources';

/** Where the connections' and readings' screens live: declared in the registry (record 0025). */
export const utilityConnectionPaths = paths.utilityConnections;
export const utilityReadingPaths = paths.utilityReadings;
