import { createHash } from 'node:crypto';
import { letterVerificationPath } from '@portal/shared/letters';
import { formatMoney } from '@portal/shared/money';
import { ONLINE_METHOD_LABELS } from '@portal/shared/payments';
import { site } from '@portal/shared/site';
import { renderPdf } from '@server/lib/pdf/document';
import { newLetterCode } from '@server/domain/applications/letters/codes';
import type { PaymentReceipt } from '@server/domain/invoices/receipt-mail';
import type { ProviderMoney } from './providers/types';

const nairobiTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: site.timeZone,
  dateStyle: 'long',
  timeStyle: 'short',
});

export type IssuedReceipt = PaymentReceipt & { pdf: Buffer; sha256: string };

/**
 * A receipt for money a provider confirmed (docs/payments.md): the invoice it settled, the amount,
 * the provider's transaction, and a code anyone can check the printed receipt by.
 */
export async function issueReceipt(
  money: ProviderMoney,
  invoice: { number: string; description: string },
  payer: string,
  appUrl: string,
): Promise<IssuedReceipt> {
  const code = newLetterCode();
  const pdf = await renderPdf({
    title: 'Payment receipt',
    subject: invoice.number,
    blocks: [
      {
        table: [
          ['Received from', payer],
          ['Invoice', `${invoice.number}, ${invoice.description}`],
          ['Amount', formatMoney({ amount: money.amount, currency: money.currency })],
          ['Paid by', ONLINE_METHOD_LABELS[money.method]],
          ['Transaction', money.transaction_id],
          ['Paid at', `${nairobiTime.format(new Date(money.paid_at))} (Nairobi)`],
        ],
      },
      {
        paragraph: `${site.organisation} received this payment through its payment provider. Keep this receipt: its code below proves it.`,
      },
    ],
    verification: { code, url: `${appUrl}${letterVerificationPath(code)}` },
  });
  return {
    code,
    pdf,
    sha256: createHash('sha256').update(pdf).digest('hex'),
    attachment: {
      filename: `receipt-${invoice.number}.pdf`,
      contentType: 'application/pdf',
      base64: pdf.toString('base64'),
    },
  };
}
