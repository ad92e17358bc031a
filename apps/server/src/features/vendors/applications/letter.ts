import {
  REVIEW_STATUS_LABELS,
  SOLUTION_CATEGORY_LABELS,
  scaledTotal,
  type VendorCriterion,
} from '@portal/shared/vendor-journey';
import { site } from '@portal/shared/site';
import type { LetterWriter } from '@server/domain/applications/letters/issue';
import { averageOf } from '@server/domain/applications/evaluation';
import type { PdfBlock } from '@server/lib/pdf/document';
import { solutionsOf } from './solutions';

const percent = (bps: number) => `${(bps / 100).toFixed(2).replace(/\.?0+$/, '')}%`;

/**
 * The decision letter (docs/product.md, "Software and cloud vendors"): to whom, on which call,
 * the committee's average score, and each solution with its status, its register code and the
 * conditions of its approval. Anyone can check a solution's status today by its code.
 */
export const vendorDecisionLetter: LetterWriter = async (trx, application, issuedOn) => {
  const call = await trx
    .selectFrom('vendor_calls')
    .select(['reference', 'title'])
    .where('id', '=', application.call_id ?? 0)
    .executeTakeFirstOrThrow();
  const cards = await trx
    .selectFrom('application_scorecards')
    .select('scores')
    .where('application_id', '=', application.id)
    .where('committee_id', '=', application.committee_id ?? 0)
    .execute();
  const totals = cards.flatMap(
    (card) =>
      scaledTotal(JSON.parse(card.scores) as Partial<Record<VendorCriterion, number | null>>)
        .total ?? [],
  );
  const solutions = await solutionsOf(trx, application.id);
  const average = averageOf(totals);
  const blocks: PdfBlock[] = [
    {
      table: [
        ['Reference', application.reference],
        ['Date', issuedOn],
        ['To', application.organisation_name ?? ''],
        ['Attention', application.signatory_name ?? application.contact_person ?? ''],
        ['Call', `${call.reference}: ${call.title}`],
      ],
    },
    {
      paragraph: `The authority's committee has evaluated your application against the published criteria. Its average score is ${average === null ? 'not given' : `${average} out of 100`}, from ${totals.length} ${totals.length === 1 ? 'scorecard' : 'scorecards'}. Its decision on each solution follows.`,
    },
  ];
  for (const solution of solutions) {
    const certifications = solution.certifications
      .map(
        (held) =>
          `${held.name === 'other' ? (held.other ?? 'Other') : held.name} (until ${held.expires_on})`,
      )
      .join(', ');
    blocks.push(
      { heading: solution.name },
      {
        table: [
          ['Status', REVIEW_STATUS_LABELS[solution.review_status ?? 'in_process']],
          ['Category', SOLUTION_CATEGORY_LABELS[solution.category]],
          ['Register code', solution.code ?? ''],
          ...(certifications ? [['Certifications', certifications] as const] : []),
        ],
      },
      ...solution.conditions.map((condition, index): PdfBlock => ({
        paragraph: `Condition ${index + 1}, to be met by ${condition.due_on}: ${condition.text}`,
      })),
    );
  }
  const approved = solutions.some((solution) =>
    ['approved', 'approved_with_conditions'].includes(solution.review_status ?? ''),
  );
  blocks.push({
    paragraph: approved
      ? `The approved solutions may be offered through the technology city${application.share_bps === null ? '' : `, with a revenue share to the authority of ${percent(application.share_bps)}`}, under the partnership terms published on the portal. Their status can be checked at any time in the public register of cloud solutions, by the codes above.`
      : 'No solution was approved. You may apply again to a later call with a revised solution.',
  });
  blocks.push({ signature: { ...site.signatory, organisation: site.organisation } });
  return blocks;
};
