import { Anchor } from '@mantine/core';
import type { UserRecord } from '@portal/shared/users';
import { Link } from 'react-router';
import type { Column } from '@web/components/data-table/column';
import { StatusBadge } from '@web/components/status-badge';
import { formatDate } from '@web/lib/format';
import { userPaths } from '../paths';
import { NONE, phoneOf } from '../present-user';
import { AccountStatusBadge } from './account-status-badge';

/**
 * The users list's columns between '#' and 'Action'; the priorities and widths let all of them
 * show from 1440 px, the contact and code columns fold first below that (record 0026). Name and
 * Role are wide enough for 'Administrator' not to break.
 */
export function userColumns({ changesStatus }: { changesStatus: boolean }): Column<UserRecord>[] {
  return [
    { header: 'Name', minWidth: 112, cell: (user) => user.name },
    { header: 'Email', priority: 2, minWidth: 104, cell: (user) => user.email },
    {
      header: 'Email Verified',
      priority: 2,
      minWidth: 64,
      cell: (user) =>
        user.email_verified_at ? (
          <StatusBadge tone="positive">Yes</StatusBadge>
        ) : (
          <StatusBadge tone="neutral">No</StatusBadge>
        ),
    },
    { header: 'Phone', priority: 3, minWidth: 80, cell: phoneOf },
    { header: 'Role', priority: 2, minWidth: 112, cell: (user) => user.user_role },
    { header: 'Type', priority: 3, minWidth: 80, cell: (user) => user.account_type ?? NONE },
    {
      header: 'Status',
      minWidth: 84,
      // A link only for those whose role may change it (users.status, record 0029).
      cell: (user) =>
        changesStatus ? (
          <Anchor
            component={Link}
            to={userPaths.accountStatus(user.id)}
            // Every row's link shows a status: the name also says whose it is and what the link does.
            aria-label={`${user.account_status}: change the account status of ${user.name}`}
          >
            <AccountStatusBadge user={user} />
          </Anchor>
        ) : (
          <AccountStatusBadge user={user} />
        ),
    },
    {
      header: 'Verification Code',
      priority: 3,
      minWidth: 64,
      cell: (user) => user.verification_code ?? NONE,
    },
    { header: 'Created', priority: 2, minWidth: 86, cell: (user) => formatDate(user.created_at) },
  ];
}
