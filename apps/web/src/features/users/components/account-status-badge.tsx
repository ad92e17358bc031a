import { AccountStatus } from '@portal/shared/constants';
import type { UserRecord } from '@portal/shared/users';
import { StatusBadge, type StatusTone } from '@web/components/status-badge';

const tones: Record<number, StatusTone> = {
  [AccountStatus.Active]: 'positive',
  [AccountStatus.Blocked]: 'negative',
};

/**
 * A user's account status (docs/product.md, "Screens and addresses"): green for 1, red for 2, named
 * in words.
 */
export function AccountStatusBadge({
  user,
}: {
  user: Pick<UserRecord, 'status' | 'account_status'>;
}) {
  // Statuses are seeded reference data: any other id would be a status added since.
  return <StatusBadge tone={tones[user.status] ?? 'neutral'}>{user.account_status}</StatusBadge>;
}
