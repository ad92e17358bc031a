import { letterVerificationPath } from '@portal/shared/letters';
import type { Mail, MailAttachment } from '@server/lib/mailer';

/** A payment's receipt (docs/payments.md): its verification code and its PDF, for the payer's mail. */
export type PaymentReceipt = { code: string; attachment: MailAttachment };

/**
 * `mail` with the receipt attached and a line saying where anyone can check it, before the
 * signature's blank line; unchanged without a receipt (a payment a clerk typed).
 */
export function withReceipt(mail: Mail, appUrl: string, receipt: PaymentReceipt | undefined): Mail {
  if (!receipt) return mail;
  const line = `Your receipt is attached. Anyone can check it with its code ${receipt.code} at ${appUrl}${letterVerificationPath(receipt.code)}`;
  const lines = mail.text.split('\n');
  const signatureAt = lines.lastIndexOf('');
  lines.splice(signatureAt < 0 ? lines.length : signatureAt, 0, '', line);
  return { ...mail, text: lines.join('\n'), attachments: [receipt.attachment] };
}
