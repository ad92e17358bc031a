/** Outcomes of a cloud-solution review, in the order the terms list them. */
export const reviewStatuses: { status: string; meaning: string }[] = [
  {
    status: 'Approved',
    meaning:
      'The solution meets the authority’s requirements and may be offered through the technology city.',
  },
  {
    status: 'Approved with conditions',
    meaning:
      'The solution may be offered only while the conditions stated in the review decision are met.',
  },
  {
    status: 'Not recommended',
    meaning:
      'The review advises against adopting the solution, and the vendor must address the concerns raised before it is considered again.',
  },
  {
    status: 'Not approved',
    meaning:
      'The solution does not meet the authority’s requirements and may not be offered; a revised solution needs a new application.',
  },
  {
    status: 'Review Required',
    meaning:
      'The solution must be reviewed again, for example after a significant change or a security incident, before it may continue to be offered.',
  },
  {
    status: 'Withdrawn',
    meaning:
      'The solution has been withdrawn from review or from the catalogue, by the vendor or by the authority, and is no longer offered.',
  },
  {
    status: 'In process',
    meaning: 'The review is under way and no decision has been made yet.',
  },
];

/** What an onboarded software or cloud vendor commits to (docs/product.md, "Who uses it"). */
export const partnershipTerms: { title: string; text: string }[] = [
  {
    title: 'Joint go-to-market strategy',
    text: 'Each vendor helps the authority create a joint go-to-market strategy, with sales leads and targets for the number of customers and for revenue.',
  },
  {
    title: 'Revenue sharing',
    text: 'The partnership rests on a revenue-sharing model: revenue from solutions sold through the technology city is shared between the vendor and the authority as the partnership agreement sets out.',
  },
  {
    title: 'Annual workplan',
    text: 'Each vendor writes an annual workplan and follows it. The workplan sets the standard against which the vendor’s performance is evaluated.',
  },
  {
    title: 'Quarterly performance reviews',
    text: 'Performance is reviewed and scored every quarter. The evaluation decides whether the contract is renewed or corrective measures are required.',
  },
  {
    title: 'Data security audits',
    text: 'Each vendor undergoes a data security audit at least once a year.',
  },
];
