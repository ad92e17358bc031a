import type { UserRecord } from '@portal/shared/users';
import { auditDetails, type RecordField } from '@web/components/record-modal';
import { committeesOf } from '../present-user';

/** The users list's View modal: committee membership, then who changed what. */
export function userDetails(user: UserRecord): RecordField[] {
  return [
    { label: 'Member of a committee', value: user.member_of_a_committee },
    { label: 'Committees', value: committeesOf(user) },
    ...auditDetails(user),
  ];
}
