import { paths } from '@web/config/resources';

/** Where finance's reconciliation screens live: declared in the registry (decision record 0025). */
export const reconciliationPaths = paths.paymentReconciliations;
