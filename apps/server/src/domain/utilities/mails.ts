import { formatMoney } from '@portal/shared/money';
import { withReceipt, type PaymentReceipt } from '@server/domain/invoices/receipt-mail';
import { periodLabel, UTILITY_SERVICE_LABELS, type UtilityService } from '@portal/shared/utilities';
import type { Mail } from '@server/lib/mailer';
import { MAIL_SIGNATURE as signature, portalMail as mail } from '@server/lib/mail-text';

/** To the account holder, with every bill: what it asks, by when, and where it is explained. */
export function billIssuedMail(
  appUrl: string,
  to: { email: string; name: string },
  bill: {
    id: number;
    service: UtilityService;
    connection_number: string;
    period: string;
    invoice_number: string;
    amount_due: number;
    currency: string;
    due_date: string;
  },
): Mail {
  const service = UTILITY_SERVICE_LABELS[bill.service];
  const month = periodLabel(bill.period);
  return mail(to.email, `${service} bill for ${month}: ${bill.connection_number}`, [
    `Hello ${to.name},`,
    '',
    `Your ${service.toLowerCase()} bill for ${month} on connection ${bill.connection_number} is ready: ${formatMoney({ amount: bill.amount_due, currency: bill.currency })} is due by ${bill.due_date}.`,
    `Quote the invoice number ${bill.invoice_number} with your payment.`,
    `See how it was computed, line by line, and download it at ${appUrl}/account/utilities/bills/${bill.id}`,
    ...signature,
  ]);
}

/** To the account holder, for money received on their account. */
export function accountPaymentMail(
  appUrl: string,
  to: { email: string; name: string },
  payment: {
    connection_id: number;
    connection_number: string;
    amount: number;
    credit: number;
    currency: string;
    reference: string;
  },
  receipt?: PaymentReceipt,
): Mail {
  const money = (amount: number) => formatMoney({ amount, currency: payment.currency });
  return withReceipt(
    mail(to.email, `Payment received: ${payment.connection_number}`, [
      `Hello ${to.name},`,
      '',
      `We have received ${money(payment.amount)} (reference ${payment.reference}) on connection ${payment.connection_number}.`,
      ...(payment.credit > 0
        ? [
            `${money(payment.credit)} of it is more than your bills asked: it is credited to your next bill.`,
          ]
        : []),
      `Your statement: ${appUrl}/account/utilities/connections/${payment.connection_id}`,
      ...signature,
    ]),
    appUrl,
    receipt,
  );
}
