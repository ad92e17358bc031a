import { useMatch, useParams } from 'react-router';
import { areas, fullPath } from '@web/config/resources';
import { BillPage } from '@web/features/utilities/components/bill-page';
import { ConnectionPage } from '@web/features/utilities/components/connection-page';
import { UtilitiesOverview } from '@web/features/utilities/components/utilities-overview';

const { connection, bill } = areas.utilities.screens;

/**
 * The tenant's utilities (docs/product.md, "Utilities"): the overview at /account/utilities, a
 * connection at /account/utilities/connections/:id and a bill at /account/utilities/bills/:id.
 * One module for the three, as they share the address's first segment (decision record 0025).
 */
export function Component() {
  const id = Number(useParams().id);
  const onConnection = useMatch(fullPath(connection)) !== null;
  const onBill = useMatch(fullPath(bill)) !== null;
  // Keyed by the record: another connection or bill starts afresh (its forms, its pages).
  if (onConnection) return <ConnectionPage key={`connection-${id}`} id={id} />;
  if (onBill) return <BillPage key={`bill-${id}`} id={id} />;
  return <UtilitiesOverview />;
}
