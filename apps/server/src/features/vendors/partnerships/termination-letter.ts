import { site } from '@portal/shared/site';
import type { LetterWriter } from '@server/domain/applications/letters/issue';

/**
 * The termination letter (docs/product.md, "The vendor partnership"): the partnership ends today,
 * before its term, for the reason given; the solutions leave the register and the returns of the
 * quarters it ran stay due. Verifiable by its code as any letter.
 */
export function terminationLetter(termination: {
  reason: string;
  year: number;
  yearStartsOn: string;
  endsOn: string;
  withdrawn: string[];
}): LetterWriter {
  return async (_trx, application, issuedOn) => [
    {
      table: [
        ['Reference', application.reference],
        ['Date', issuedOn],
        ['To', application.organisation_name ?? ''],
        [
          'Partnership year',
          `${termination.year}: ${termination.yearStartsOn} to ${termination.endsOn}`,
        ],
        ['Decision', 'Terminated'],
      ],
    },
    { paragraph: termination.reason },
    {
      paragraph: `The partnership ends on ${termination.endsOn}. ${
        termination.withdrawn.length > 0
          ? `Your solutions (${termination.withdrawn.join(', ')}) are withdrawn from the public register of cloud solutions today.`
          : 'No solution of yours remains in the public register of cloud solutions.'
      } Revenue returns remain due for every quarter the partnership ran.`,
    },
    { signature: { ...site.signatory, organisation: site.organisation } },
  ];
}
