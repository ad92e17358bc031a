import { paths } from '@web/config/resources';

/** Where the audit trail lives: declared in the registry (decision record 0025). */
export const auditPaths = paths.audit;
