import { Anchor } from '@mantine/core';
import { formatMoney } from '@portal/shared/money';
import type { Connection } from '@portal/shared/utility-connections';
import { CUSTOMER_CLASS_LABELS, UTILITY_SERVICE_LABELS } from '@portal/shared/utility-words';
import { Link } from 'react-router';
import type { Column } from '@web/components/data-table/column';
import { UnbrokenReference } from '@web/components/unbroken-reference';
import { utilityConnectionPaths } from '../paths';
import { ConnectionStatusBadge } from './connection-status-badge';

/** What each connection is, whose, and what its account still asks. */
export const connectionColumns: Column<Connection>[] = [
  {
    header: 'Number',
    minWidth: 130,
    cell: (connection) => (
      <Anchor component={Link} to={utilityConnectionPaths.show(connection.id)} inherit>
        <UnbrokenReference reference={connection.number} />
      </Anchor>
    ),
  },
  {
    header: 'Service',
    priority: 3,
    minWidth: 90,
    cell: (connection) => UTILITY_SERVICE_LABELS[connection.service],
  },
  {
    header: 'Parcel',
    priority: 2,
    minWidth: 100,
    cell: (connection) => <UnbrokenReference reference={connection.parcel_number} />,
  },
  {
    header: 'Holder',
    minWidth: 140,
    cell: (connection) => connection.account_holder ?? 'Account deleted',
  },
  {
    header: 'Class',
    priority: 3,
    minWidth: 100,
    cell: (connection) => CUSTOMER_CLASS_LABELS[connection.customer_class],
  },
  {
    header: 'Status',
    minWidth: 100,
    cell: (connection) => <ConnectionStatusBadge status={connection.status} />,
  },
  {
    header: 'Meter',
    priority: 2,
    minWidth: 110,
    cell: (connection) =>
      connection.meter ? <UnbrokenReference reference={connection.meter.serial} /> : 'None yet',
  },
  {
    header: 'Owed',
    priority: 2,
    minWidth: 100,
    align: 'right',
    cell: ({ account }) => formatMoney({ amount: account.owed, currency: account.currency }),
  },
];
