import { site } from '@portal/shared/site';
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
