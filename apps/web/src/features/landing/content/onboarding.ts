import { formatMoney } from '@portal/shared/money-format';
import { site } from '@portal/shared/site';

/** The registration fee as every page shows it, e.g. '15,000 KES'. */
export const registrationFee = formatMoney(site.registrationFee);

/**
 * The steps of an application from first approach to site handover, as the portal runs them
 * (docs/product.md, "Parcel allocation"): what the investor does and what the authority does.
 */
export const onboardingSteps: { title: string; text: string }[] = [
  {
    title: 'Expression of interest',
    text: `Fill in the application in the portal (your organisation, your project, your documents) and submit it with a business plan and a certificate of incorporation or an identity document. The registration fee of ${registrationFee} is invoiced on submission; the evaluation starts once it is paid.`,
  },
  {
    title: 'Evaluation',
    text: 'An evaluation committee scores your proposal: its fit with the master plan, your financial capacity, your experience, the jobs it creates and its timeline. The authority may ask you to correct your application, then approves or rejects it with its reasons. On approval it issues a Letter of Notification.',
  },
  {
    title: 'Letter of intent',
    text: 'You sign the letter of intent in the portal, accepting the allocation, and the authority issues a Letter of Intent naming who signed.',
  },
  {
    title: 'Letter of offer',
    text: 'The authority offers you a parcel in a Letter of Offer, with its stand premium, the term of the lease and the annual ground rent. The parcel is held for you and the premium is invoiced.',
  },
  {
    title: 'Lease',
    text: 'Once the premium is paid in full, the authority registers your lease. Ground rent is invoiced on the lease’s start date and every year after.',
  },
  {
    title: 'Site handover',
    text: 'The authority’s officers hand the site over to you on the ground. Your dashboard then shows your parcel, its zone and the terms of your lease.',
  },
];

/** The number of steps in words, for headings: 'six'. */
export const onboardingStepCount = ['four', 'five', 'six', 'seven', 'eight'][
  onboardingSteps.length - 4
]!;
