import { Role } from '@portal/shared/constants';
import type { User } from '../../db/schema';

/** show-committee/{id} (SPEC-NOTES.md): administrators, and the members of that committee. */
export function canViewCommittee(actor: Pick<User, 'role_id'>, isMember: boolean): boolean {
  return actor.role_id === Role.Administrator || isMember;
}
