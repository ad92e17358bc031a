import type { ApplicationRow } from '@portal/shared/application-lists';
import type { ApplicationStage } from '@portal/shared/land-journey';
import { applicationPaths } from './paths';

export type ApplicantStep = {
  title: string;
  hint: string;
  action: { label: string; to: string };
  /** Whether the applicant has an application already, rather than one still to start. */
  started: boolean;
};

/** Where an applicant with no application goes: the start of the four steps. */
export const startStep: ApplicantStep = {
  title: 'Start your application',
  hint: 'Apply for land in four steps: your organisation, your project, your documents, then check and submit. You can save and come back at any time.',
  action: { label: 'Start an application', to: applicationPaths.create },
  started: false,
};

/**
 * What an applicant does next on an application, by its stage (docs/product.md, "Parcel
 * allocation"): the step that waits on them, or following it while it waits on the authority.
 */
export function applicantStep(application: ApplicationRow): ApplicantStep {
  return { ...stepOn(application), started: true };
}

function stepOn(application: ApplicationRow): Omit<ApplicantStep, 'started'> {
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

/**
 * Stages that wait on the applicant, the most urgent first: a correction holds the evaluation's
 * clock, an unpaid premium leaves the parcel's reservation hanging, an unpaid fee keeps evaluation
 * from starting, and a letter of intent waits to be signed; a draft waits on nobody but them.
 */
const WAITING_ON_APPLICANT: ApplicationStage[] = [
  'correction_requested',
  'offer_issued',
  'submitted',
  'approved',
  'draft',
];

const urgency = (row: ApplicationRow) => {
  const rank = WAITING_ON_APPLICANT.indexOf(row.stage);
  return rank === -1 ? WAITING_ON_APPLICANT.length : rank;
};

/** The user's own applications of a list: staff who see every application list others' too. */
export const ownRows = (rows: ApplicationRow[], userId: number) =>
  rows.filter((row) => row.applicant === null || row.applicant.id === userId);

/**
 * The one next step of an applicant (docs/product.md, "The dashboard"): on their most urgent
 * application that waits on them, else on the first in the list, else starting one. Staff who see
 * every application count only their own.
 */
export function nextStepOf(rows: ApplicationRow[], userId: number): ApplicantStep {
  const own = ownRows(rows, userId);
  // A stable sort keeps the list's order (overdue first, newest) among equals.
  const [first] = [...own].sort((a, b) => urgency(a) - urgency(b));
  return first ? applicantStep(first) : startStep;
}
