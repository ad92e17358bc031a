import { site } from '@portal/shared/site';
import type { Kysely } from 'kysely';
import type { Database } from '@server/db/schema';
import type { MailOutbox } from '@server/lib/mail-outbox/outbox';
import type { Mail } from '@server/lib/mailer';
import { MAIL_SIGNATURE, portalMail } from '@server/lib/mail-text';

/** Where a partnership is read on the portal. */
export const partnershipPath = (id: number) => `/account/show-vendor-partnership/${id}`;

/** To the vendor, when a quarter's review opens: what to report, and where. */
export function reviewOpenedMail(
  appUrl: string,
  to: { email: string; name: string },
  partnershipId: number,
  quarter: string,
): Mail {
  return portalMail(to.email, `Report your results for ${quarter}`, [
    `Hello ${to.name},`,
    '',
    `The review of ${quarter} of your partnership with ${site.organisation} is open.`,
    "Report the quarter's customers won, revenue, leads and activities, with evidence, so that the committee can score it against your workplan.",
    '',
    `Report it at ${appUrl}${partnershipPath(partnershipId)}`,
    ...MAIL_SIGNATURE,
  ]);
}

/** To the vendor, when a quarter's review is finalised: its standing, and any plan it calls for. */
export function reviewFinalisedMail(
  appUrl: string,
  to: { email: string; name: string },
  partnershipId: number,
  review: { quarter: string; total: number; standing: string; actions: number },
): Mail {
  return portalMail(to.email, `Your review of ${review.quarter}: ${review.standing}`, [
    `Hello ${to.name},`,
    '',
    `The committee has finalised the review of ${review.quarter}: ${review.total} out of 100, ${review.standing.toLowerCase()}.`,
    ...(review.actions > 0
      ? [
          `It sets ${review.actions} corrective ${review.actions === 1 ? 'action' : 'actions'}, each with an owner and a due date. Mark each one in progress and done as you go.`,
        ]
      : []),
    '',
    `Read it at ${appUrl}${partnershipPath(partnershipId)}`,
    ...MAIL_SIGNATURE,
  ]);
}

/** To the vendor and partnership staff, when its solutions go under review or come back. */
export function registerHoldMail(
  appUrl: string,
  to: { email: string; name: string },
  hold: { vendor: string; partnershipId: number; solutions: string[]; held: boolean; why: string },
): Mail {
  const names = hold.solutions.join(', ');
  return portalMail(
    to.email,
    hold.held
      ? `${hold.vendor}: solutions under review in the register`
      : `${hold.vendor}: solutions back in the register`,
    [
      `Hello ${to.name},`,
      '',
      hold.held
        ? `The public register now shows ${names} of ${hold.vendor} as "Review required". ${hold.why}`
        : `The public register shows ${names} of ${hold.vendor} with their status again: ${hold.why}`,
      '',
      `The partnership: ${appUrl}${partnershipPath(hold.partnershipId)}`,
      ...MAIL_SIGNATURE,
    ],
  );
}

/** To the vendor, when an audit is recorded: its result and each finding's deadline. */
export function auditRecordedMail(
  appUrl: string,
  to: { email: string; name: string },
  partnershipId: number,
  audit: { audited_on: string; result: string; findings: { title: string; deadline_on: string }[] },
): Mail {
  return portalMail(to.email, `Data-security audit of ${audit.audited_on}: ${audit.result}`, [
    `Hello ${to.name},`,
    '',
    `The data-security audit of ${audit.audited_on} is recorded: ${audit.result.toLowerCase()}.`,
    ...(audit.findings.length > 0
      ? [
          'Answer each finding on the portal by its deadline:',
          ...audit.findings.map((finding) => `- ${finding.title} (by ${finding.deadline_on})`),
        ]
      : []),
    '',
    `The partnership: ${appUrl}${partnershipPath(partnershipId)}`,
    ...MAIL_SIGNATURE,
  ]);
}

/** Queues `write`'s mail to vendor `vendorId` in `trx`; nothing when its account is gone. */
export async function mailVendor(
  outbox: MailOutbox,
  trx: Kysely<Database>,
  vendorId: number,
  write: (to: { email: string; name: string }) => Mail,
): Promise<void> {
  const vendor = await trx
    .selectFrom('users')
    .select(['name', 'email'])
    .where('id', '=', vendorId)
    .executeTakeFirst();
  if (vendor) await outbox.queueMail(trx, write(vendor));
}
