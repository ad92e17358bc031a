import { formatMoney } from '@portal/shared/money-format';
import { site } from '@portal/shared/site';

/** The registration fee as every page shows it, e.g. '15,000 KES'. */
export const registrationFee = formatMoney(site.registrationFee);

/** The four stages from first approach to site handover (docs/product.md, "Who uses it"). */
export const onboardingSteps: { title: string; text: string }[] = [
  {
    title: 'Expression of interest',
    text: `Submit an expression of interest describing your proposed project, with the supporting documents, and pay the registration fee of ${registrationFee}.`,
  },
  {
    title: 'Evaluation and approval',
    text: 'The authority evaluates your proposal against the master plan and, if it is approved, issues a Letter of Notification.',
  },
  {
    title: 'Letter of intent',
    text: 'You confirm in a letter of intent that you accept the allocation and will develop the parcel as proposed.',
  },
  {
    title: 'Letter of offer and site handover',
    text: 'The authority issues a Letter of Offer. Once you have paid the stand premium, the lease is registered and the site is handed over to you.',
  },
];
