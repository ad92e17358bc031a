import {
  RENEWAL_DECISION_LABELS,
  type RenewalDecision,
} from '@portal/shared/vendor-partnership-words';
import { REVIEW_STANDING_LABELS } from '@portal/shared/vendor-reviews';
import { site } from '@portal/shared/site';
import type { LetterWriter } from '@server/domain/applications/letters/issue';
import type { PdfBlock } from '@server/lib/pdf/document';

/**
 * The renewal letter (docs/product.md, "The vendor partnership"): the year it closes, its four
 * reviews, the decision and what it means for the next year, verifiable by its code as any
 * letter.
 */
export function renewalLetter(decision: {
  decision: RenewalDecision;
  note: string;
  partnershipId: number;
  year: number;
  yearStartsOn: string;
  endsOn: string;
  nextEndsOn: string | null;
}): LetterWriter {
  return async (trx, application, issuedOn) => {
    const reviews = await trx
      .selectFrom('vendor_reviews')
      .select(['quarter', 'total', 'standing'])
      .where('partnership_id', '=', decision.partnershipId)
      .where('year', '=', decision.year)
      .orderBy('quarter')
      .execute();
    const blocks: PdfBlock[] = [
      {
        table: [
          ['Reference', application.reference],
          ['Date', issuedOn],
          ['To', application.organisation_name ?? ''],
          ['Partnership year', `${decision.year}: ${decision.yearStartsOn} to ${decision.endsOn}`],
          ['Decision', RENEWAL_DECISION_LABELS[decision.decision]],
        ],
      },
      { heading: 'The year in review' },
      {
        table: reviews.map((review) => [
          review.quarter,
          review.standing
            ? `${review.total} out of 100, ${REVIEW_STANDING_LABELS[review.standing].toLowerCase()}`
            : 'Not finalised',
        ]),
      },
      { paragraph: decision.note },
      {
        paragraph:
          decision.decision === 'not_renewed'
            ? `The partnership ends on ${decision.endsOn}. On that day your solutions leave the public register of cloud solutions as withdrawn; revenue returns remain due for every quarter of the year.`
            : `The partnership continues to ${decision.nextEndsOn}${decision.decision === 'renewed_with_corrective_measures' ? ', under corrective measures: each open corrective action must be done and verified' : ''}. Submit the new year's workplan for approval on the portal.`,
      },
      { signature: { ...site.signatory, organisation: site.organisation } },
    ];
    return blocks;
  };
}
