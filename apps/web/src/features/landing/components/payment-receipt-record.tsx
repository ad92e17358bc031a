import { formatMoney } from '@portal/shared/money-format';
import type { ReceiptCheckSchema } from '@portal/shared/payments';
import type { z } from 'zod';
import styles from '../landing.module.css';

/** What a receipt's code confirms, as the open call answers it. */
export type ReceiptCheck = z.infer<typeof ReceiptCheckSchema>;

// Public pages load no schema library, so not the payments module's own labels (record 0012).
const METHOD_LABELS: Record<ReceiptCheck['method'], string> = {
  mobile_money: 'M-Pesa',
  card: 'Card',
};

const moment = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'Africa/Nairobi',
});

/**
 * A payment receipt found by the code printed on it (docs/payments.md): the invoice it paid, how
 * much, how and when, and the fingerprint of the PDF, so that whoever was handed the receipt can
 * tell it is the authority's. No name is shown.
 */
export function PaymentReceiptRecord({ receipt }: { receipt: ReceiptCheck }) {
  return (
    <>
      <p className={styles.lead}>
        This code belongs to a receipt the authority issued for a payment it received. Check that
        the printed receipt says the same.
      </p>
      <dl className={styles.terms}>
        <dt>Invoice number</dt>
        <dd>{receipt.invoice_number}</dd>
        <dt>Amount</dt>
        <dd>{formatMoney({ amount: receipt.amount, currency: receipt.currency })}</dd>
        <dt>Paid by</dt>
        <dd>{METHOD_LABELS[receipt.method]}</dd>
        <dt>Transaction</dt>
        <dd style={{ overflowWrap: 'anywhere' }}>{receipt.transaction_id}</dd>
        <dt>Paid at</dt>
        <dd>{moment.format(new Date(receipt.paid_at))} (Nairobi time)</dd>
        <dt>SHA-256 of the PDF</dt>
        <dd>
          <code style={{ overflowWrap: 'anywhere' }}>{receipt.sha256}</code>
        </dd>
      </dl>
      <p>
        If you were sent the receipt as a PDF, its fingerprint (SHA-256) must match the one above
        exactly: a different one means the file was changed.
      </p>
    </>
  );
}
