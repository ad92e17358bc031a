import { Anchor } from '@mantine/core';
import type { UserRecord } from '@portal/shared/users';
import { Link } from 'react-router';
import type { Column } from '../../../components/data-table/data-table';
import { StatusBadge } from '../../../components/status-badge';
import { formatDate } from '../../../lib/format';
import { userPaths } from '../paths';
import { NONE, phoneOf } from '../present-user';
import { AccountStatusBadge } from './account-status-badge';

/** The users list's columns between '#' and 'Action'. */
export const userColumns: Column<UserRecord>[] = [
  { header: 'Name', cell: (user) => user.name },
  { header: 'Email', cell: (user) => user.email },
  {
    header: 'Email Verified',
    cell: (user) =>
      user.email_verified_at ? (
        <StatusBadge tone="positive">Yes</StatusBadge>
      ) : (
        <StatusBadge tone="neutral">No</StatusBadge>
      ),
  },
  { header: 'Phone', cell: phoneOf },
  { header: 'Role', cell: (user) => user.user_role },
  { header: 'Type', cell: (user) => user.account_type ?? NONE },
  {
    header: 'Status',
    cell: (user) => (
      <Anchor
        component={Link}
        to={userPaths.accountStatus(user.id)}
        // Every row's link shows a status: the name also says whose it is and what the link does.
        aria-label={`${user.account_status}: change the account status of ${user.name}`}
      >
        <AccountStatusBadge user={user} />
      </Anchor>
    ),
  },
  { header: 'Verification Code', cell: (user) => user.verification_code ?? NONE },
  { header: 'Created', cell: (user) => formatDate(user.created_at) },
];
