import { INVESTMENT_AREAS, type InvestmentArea } from '@portal/shared/land-journey';
import { site } from '@portal/shared/site';
import { onboardingSteps, registrationFee } from './onboarding';

export type Faq = { question: string; answer: string };

const and = new Intl.ListFormat('en-GB', { type: 'conjunction' });
const or = new Intl.ListFormat('en-GB', { type: 'disjunction' });

// Spelt out where an abbreviation would lose a reader.
const spelledOut: Partial<Record<InvestmentArea, string>> = {
  'ICT/ITES': 'ICT/ITES (information and communication technology and IT-enabled services)',
};

/**
 * The investment areas an application may name, as the FAQ says them: lower case because they
 * follow a lead-in sentence, both in a list and in running text.
 */
export const investmentAreas: string[] = INVESTMENT_AREAS.map(
  (area) => spelledOut[area] ?? area.toLowerCase(),
);

export const leaseTerms =
  'Land is let on leasehold: short-term leases run for up to 21 years, and long-term leases for 60 or 90 years.';

// Shared by both lists: an investor may open either page first.
const leaseTermsFaq: Faq = {
  question: 'How long are the leases?',
  answer: `${leaseTerms} The term of each lease is set in the letter of offer, according to the kind of development.`,
};

export const generalFaqs: Faq[] = [
  {
    question: 'Who can acquire land in the technology city?',
    answer:
      'Anyone with the legal capacity to enter into a contract: individuals, companies and other organisations, whether local or foreign.',
  },
  leaseTermsFaq,
  {
    question: 'Can I use my land for any purpose?',
    answer:
      'No. Each parcel has a permitted use, with limits such as the number of floors, set by the technology city’s master plan. Your development must follow it, and any change of use needs the authority’s approval.',
  },
  {
    question: 'Can a lease be transferred?',
    answer:
      'Yes, conditionally. A lease may be transferred only with the authority’s prior written consent, which is normally given once the development obligations in the lease have been met and all rent and charges due have been paid.',
  },
  {
    question: 'Is there a minimum investment?',
    answer:
      'No, there is no set minimum investment. Each proposal is evaluated on its merits, including its fit with the master plan and its financial viability.',
  },
  {
    question: 'What incentives are available?',
    answer:
      'The technology city is a special economic zone. Enterprises operating in the zone qualify for the statutory incentives that the law provides for special economic zones, such as tax reliefs. The authority will tell you which incentives apply to your project.',
  },
  {
    question: 'Which sectors can I invest in?',
    answer: `The authority welcomes investment in ${and.format(investmentAreas)}.`,
  },
  {
    question: 'How do I contact the authority?',
    answer: `Email ${or.format(site.emails.map(({ label, address }) => `${address} for ${label.toLowerCase()}`))}, or call ${site.phone.label} (${site.officeHours}).`,
  },
];

export const parcelAllocationFaqs: Faq[] = [
  {
    question: 'How do I apply for a parcel?',
    answer:
      'Register an account on this portal, verify your email address and sign in. On your dashboard, choose Start an application. The application has four parts (your organisation, your project, your documents, then a check of your answers) and is saved as you go, so you can finish it later from My applications.',
  },
  {
    question: 'What are the steps from application to site handover?',
    answer: onboardingSteps
      .map(({ title, text }, index) => `${index + 1}. ${title}. ${text}`)
      .join(' '),
  },
  {
    question: 'Is there a fee to apply?',
    answer: `Yes. A registration fee of ${registrationFee} is invoiced when you submit your expression of interest, and the evaluation starts once it is paid. It covers the evaluation of your application and is separate from the stand premium invoiced with the letter of offer.`,
  },
  {
    question: 'Which documents do I need?',
    answer:
      'A business plan describing the intended development and the land it needs, and either the certificate of incorporation of your organisation or an identity document. You may add others, such as evidence that you can finance the project. Each document is a PDF, PNG or JPEG file of at most 10 MB.',
  },
  {
    question: 'How long does the evaluation take?',
    answer:
      'The authority aims to complete the evaluation within 30 working days of receiving a complete application and the registration fee. It will tell you if it needs further information, and the time taken to provide it is added.',
  },
  leaseTermsFaq,
  {
    question: 'What happens at site handover?',
    answer:
      'Once the stand premium is paid and the lease is registered, the authority’s officers show you the boundaries of the parcel on the ground and record the handover in the portal, which mails you its date. From then on you may start work, following the approved plans and the master plan.',
  },
];
