import { formatMoney } from '@portal/shared/money-format';
import type { PublicBill } from '@portal/shared/utility-bills';
import { periodLabel, UTILITY_SERVICE_LABELS } from '@portal/shared/utility-words';
import styles from '../landing.module.css';

const day = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'Africa/Nairobi' });

/**
 * A utility bill found by the code printed on it (docs/product.md, "Utilities"): what it asked
 * and when, so that whoever was handed the paper can tell it is the authority's. No name is shown.
 */
export function UtilityBillRecord({ bill }: { bill: PublicBill }) {
  return (
    <>
      <p className={styles.lead}>
        This code belongs to a bill the authority issued. Check that the printed bill says the same.
      </p>
      <dl className={styles.terms}>
        <dt>Bill</dt>
        <dd>
          {UTILITY_SERVICE_LABELS[bill.service]} bill for {periodLabel(bill.period)}
        </dd>
        <dt>Invoice number</dt>
        <dd>{bill.invoice_number}</dd>
        <dt>Connection</dt>
        <dd style={{ overflowWrap: 'anywhere' }}>{bill.connection_number}</dd>
        <dt>Amount due</dt>
        <dd>{formatMoney({ amount: bill.amount_due, currency: bill.currency })}</dd>
        <dt>Due date</dt>
        <dd>{day.format(new Date(`${bill.due_date}T12:00:00+03:00`))}</dd>
        <dt>Issued on</dt>
        <dd>{day.format(new Date(bill.issued_at))}</dd>
      </dl>
    </>
  );
}
