import type { C2bNotification } from '@portal/shared/payment-protocols';
import { shillings } from './ledger';
import { compactTime } from './nairobi-time';

/** What Daraja posts to the C2B validation and confirmation addresses about one payment. */
export function c2bNotification(payment: {
  transId: string;
  paidAt: Date;
  amountMinor: number;
  shortCode: string;
  accountReference: string;
  phone: string;
}): C2bNotification {
  return {
    TransactionType: 'Pay Bill',
    TransID: payment.transId,
    TransTime: compactTime(payment.paidAt),
    TransAmount: shillings(payment.amountMinor),
    BusinessShortCode: payment.shortCode,
    BillRefNumber: payment.accountReference,
    InvoiceNumber: '',
    OrgAccountBalance: '',
    ThirdPartyTransID: '',
    MSISDN: payment.phone,
    FirstName: 'Simulated',
  };
}

/** A validation answer accepts the payment when its ResultCode is 0, as text or number. */
export function validationAccepts(answer: unknown): boolean {
  const code =
    typeof answer === 'object' && answer !== null && 'ResultCode' in answer
      ? answer.ResultCode
      : undefined;
  return code === 0 || code === '0';
}
