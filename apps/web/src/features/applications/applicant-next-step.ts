import type { ApplicationRow, ApplicationStage } from '@portal/shared/applications';
import { applicationPaths } from './paths';

export type ApplicantStep = {
  title: string;
  hint: string;
  action: { label: string; to: string };
};

/** Where an applicant with no application goes: the start of the four steps. */
export const startStep: ApplicantStep = {
  title: 'Start your application',
  hint: 'Apply for land in four steps: your organisation, your project, your documents, then check and submit. You can save and come back at any time.',
  action: { label: 'Start an application', to: applicationPaths.create },
};

/**
 * What an applicant does next on an application, by its stage (docs/product.md, "Parcel
 * allocation"): the step that waits on them, or following it while it waits on the authority.
 */
export function applicantStep(application: ApplicationRow): ApplicantStep {
  const { id, reference } = application;
  const edit = applicationPaths.edit(id);
  const show = applicationPaths.show(id);
  switch (application.stage) {
    case 'draft':
      return {
        title: `Continue your application ${reference}`,
        hint: 'Your draft is saved: pick up where you left off, then submit it.',
        action: { label: 'Continue your application', to: edit },
      };
    case 'submitted':
      return {
        title: 'Pay the registration fee',
        hint: `Evaluation of ${reference} starts once the registration fee is paid. The invoice says how to pay.`,
        action: { label: 'See the invoice', to: show },
      };
    case 'correction_requested':
      return {
        title: 'Correct your application',
        hint: `The authority asks you to correct ${reference}, then send it back for evaluation.`,
        action: { label: 'Correct your application', to: edit },
      };
    case 'approved':
      return {
        title: 'Sign the letter of intent',
        hint: `${reference} is approved. Read the Letter of Notification, then accept the letter of intent.`,
        action: { label: 'Sign the letter of intent', to: show },
      };
    case 'offer_issued':
      return {
        title: 'Pay the stand premium',
        hint: `The Letter of Offer for ${reference} is ready. Pay the stand premium invoice to secure the parcel.`,
        action: { label: 'See the offer', to: show },
      };
    default:
      return {
        title: 'Follow your application',
        hint: `Its page shows where ${reference} stands, with its letters and invoices.`,
        action: { label: 'Follow your application', to: show },
      };
  }
}

// Stages that wait on the applicant: their application in one of these comes first.
const WAITING_ON_APPLICANT = new Set<ApplicationStage>([
  'draft',
  'correction_requested',
  'submitted',
  'approved',
  'offer_issued',
]);

/**
 * The one next step of an applicant (docs/product.md, "The dashboard"): on the first of their
 * applications that waits on them, else on the first in the list, else starting one. Staff who see
 * every application count only their own.
 */
export function nextStepOf(rows: ApplicationRow[], userId: number): ApplicantStep {
  const own = rows.filter((row) => row.applicant === null || row.applicant.id === userId);
  const first = own.find((row) => WAITING_ON_APPLICANT.has(row.stage)) ?? own[0];
  return first ? applicantStep(first) : startStep;
}
