import {
  applicationPagePath,
  stageLabel,
  type Journey,
  type JourneyStage,
} from '@portal/shared/journeys';
import { INVOICE_PURPOSE_LABELS, type InvoicePurpose } from '@portal/shared/invoices';
import { LETTER_KIND_LABELS, type LetterKind } from '@portal/shared/letters';
import { formatMoney } from '@portal/shared/money';
import { withReceipt, type PaymentReceipt } from '@server/domain/invoices/receipt-mail';
import type { Mail } from '@server/lib/mailer';
import { MAIL_SIGNATURE as signature, portalMail as mail } from '@server/lib/mail-text';

/** What every mail of an application's journey names: the application and where to read it. */
export type MailedApplication = {
  id: number;
  journey: Journey;
  reference: string;
  project_title: string | null;
};

const link = (appUrl: string, application: MailedApplication) =>
  `${appUrl}${applicationPagePath(application.journey, application.id)}`;
const titled = (application: MailedApplication) =>
  application.project_title
    ? `${application.reference} (${application.project_title})`
    : application.reference;

/** To the applicant, at every change of stage. */
export function stageChangedMail(
  appUrl: string,
  to: { email: string; name: string },
  application: MailedApplication,
  stage: JourneyStage,
  note: string | null,
  details: string[] = [],
): Mail {
  const label = stageLabel(application.journey, stage);
  return mail(to.email, `${application.reference}: ${label}`, [
    `Hello ${to.name},`,
    '',
    `Your application ${titled(application)} is now: ${label}.`,
    ...(note ? ['', note] : []),
    ...(details.length > 0 ? ['', ...details] : []),
    '',
    `Follow it, and see what comes next, at ${link(appUrl, application)}`,
    ...signature,
  ]);
}

/** To the applicant, with every invoice. */
export function invoiceIssuedMail(
  appUrl: string,
  to: { email: string; name: string },
  application: MailedApplication,
  invoice: {
    number: string;
    purpose: InvoicePurpose;
    amount: number;
    currency: string;
    due_date: string;
  },
): Mail {
  return mail(to.email, `Invoice ${invoice.number}: ${INVOICE_PURPOSE_LABELS[invoice.purpose]}`, [
    `Hello ${to.name},`,
    '',
    `Invoice ${invoice.number} for the ${INVOICE_PURPOSE_LABELS[invoice.purpose].toLowerCase()} of application ${titled(application)} is ${formatMoney(invoice)}, due by ${invoice.due_date}.`,
    `Quote the invoice number ${invoice.number} with your payment. How to pay is shown with the invoice at ${link(appUrl, application)}`,
    ...signature,
  ]);
}

/** To the applicant, with every letter. */
export function letterIssuedMail(
  appUrl: string,
  to: { email: string; name: string },
  application: MailedApplication,
  kind: LetterKind,
): Mail {
  return mail(to.email, `${application.reference}: ${LETTER_KIND_LABELS[kind]}`, [
    `Hello ${to.name},`,
    '',
    `The ${LETTER_KIND_LABELS[kind]} for application ${titled(application)} has been issued.`,
    `Download it from ${link(appUrl, application)}`,
    ...signature,
  ]);
}

/** To each member of the committee an application is assigned to. */
export function assignedMail(
  appUrl: string,
  to: { email: string; name: string },
  application: MailedApplication,
  committee: string,
): Mail {
  return mail(to.email, `${application.reference}: for evaluation by ${committee}`, [
    `Hello ${to.name},`,
    '',
    `Application ${titled(application)} has been assigned to ${committee} for evaluation.`,
    `Read it and give your scores at ${link(appUrl, application)}`,
    ...signature,
  ]);
}

/** To the applicant, for every payment recorded against one of their invoices. */
export function paymentReceivedMail(
  appUrl: string,
  to: { email: string; name: string },
  application: MailedApplication,
  payment: {
    invoice: string;
    amount: number;
    balance: number;
    currency: string;
    reference: string;
  },
  receipt?: PaymentReceipt,
): Mail {
  const { currency } = payment;
  return withReceipt(
    mail(to.email, `Payment received on invoice ${payment.invoice}`, [
      `Hello ${to.name},`,
      '',
      `We have recorded your payment of ${formatMoney({ amount: payment.amount, currency })} (reference ${payment.reference}) on invoice ${payment.invoice} of application ${titled(application)}.`,
      payment.balance === 0
        ? 'The invoice is now paid in full.'
        : `The balance still due is ${formatMoney({ amount: payment.balance, currency })}.`,
      '',
      `Keep this mail as your receipt. The invoice and its payments are at ${link(appUrl, application)}`,
      ...signature,
    ]),
    appUrl,
    receipt,
  );
}
