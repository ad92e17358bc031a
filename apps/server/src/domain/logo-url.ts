import { logoPath } from '@portal/shared/services';

/**
 * A service's row as answers carry it: the logo's address instead of its hash (decision record
 * 0023). Here rather than in the services feature because the dashboard lists services too.
 */
export const withLogoUrl = <Row extends { id: number; logo_hash: string }>({
  logo_hash,
  ...row
}: Row) => ({ ...row, logo_url: logoPath(row.id, logo_hash) });
