import { paths } from '@web/config/resources';

/** Where the tariffs' screens live: declared in the registry (decision record 0025). */
export const utilityTariffPaths = paths.utilityTariffs;
