import type { UtilityBill } from '@portal/shared/utility-bills';
import { useMatch, useParams } from 'react-router';
import { areas, fullPath } from '@web/config/resources';
import { BillPage } from '@web/features/utilities/components/bill-page';
import { ConnectionPage } from '@web/features/utilities/components/connection-page';
import { UtilitiesOverview } from '@web/features/utilities/components/utilities-overview';
import { PayInvoice } from '@web/features/payments/components/pay-invoice';

const { connection, bill } = areas.utilities.screens;

/** A bill paid online: its invoice, open while anything is left to pay. */
const payBill = (bill: UtilityBill) => (
  <PayInvoice
    invoice={{
      id: bill.invoice_id ?? 0,
      number: bill.invoice_number ?? '',
      balance: bill.balance,
      currency: bill.currency,
      open: bill.balance > 0,
    }}
  />
);

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
  if (onBill) return <BillPage key={`bill-${id}`} id={id} pay={payBill} />;
  return <UtilitiesOverview />;
}
