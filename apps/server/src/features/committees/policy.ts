import { Role } from '@portal/shared/constants';
import type { User } from '../../db/schema';

/** show-committee/{id}: administrators, and the committee's members (docs/product.md, "Roles"). */
export function canViewCommittee(actor: Pick<User, 'role_id'>, isMember: boolean): boolean {
  return actor.role_id === Role.Administrator || isMember;
}
