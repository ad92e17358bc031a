import { MAX_DOCUMENTS, MAX_DOCUMENTS_BYTES, MAX_OPEN_DRAFTS } from './constants';
import { wrongStageMessage } from './journeys';
import type { ApplicationStage } from './land-journey';
import { parcelMessages } from './parcels';

/** What the land journey's forms and refusals say, on the server and in the web app alike. */
export const applicationMessages = {
  choice: parcelMessages.choice,
  acres: parcelMessages.acre,
  country: 'Choose one of the listed countries.',
  wholeNumber: (min: number, max: number) => `Enter a whole number from ${min} to ${max}.`,
  completeBeforeStart: 'The months to complete cannot be fewer than the months to start.',
  missingDocuments: (kinds: string) => `Add ${kinds} before submitting.`,
  points: (max: number) => `Give from 0 to ${max} points, as a whole number.`,
  wrongStage: (stage: ApplicationStage) => wrongStageMessage('land', stage),
  parcelNotAvailable: 'This parcel is not available: it is reserved or allocated.',
  noScores: 'No committee member has scored this application yet.',
  noCommittee: 'Assign the application to a committee first.',
  noMembers: 'This committee has no members to evaluate the application.',
  handoverBeforeLease: (leaseStart: string) =>
    `The handover cannot be before the lease starts (${leaseStart}).`,
  leaseBeforeOffer: (offeredOn: string) =>
    `The lease cannot start before the offer was made (${offeredOn}).`,
  ownApplication: 'You applied for this application yourself: you may not score or decide it.',
  applicantOnCommittee: (name: string, committee: string) =>
    `${name}, the applicant, sits on ${committee}: they may not score or decide this application.`,
  notSubmittedFile: 'Send one file, as a PDF, PNG or JPEG image.',
  fileType: 'The file must be a PDF, PNG or JPEG image; this one is not.',
  fileTooLarge: 'The file is larger than 10 MB.',
  activePdf:
    'This PDF carries scripts, web code or attached files, which the portal does not accept: print it to a new PDF and send that.',
  tooManyDocuments: `An application holds at most ${MAX_DOCUMENTS} documents: remove one before adding another.`,
  documentsTooLarge: `An application's documents come to at most ${MAX_DOCUMENTS_BYTES / 1024 / 1024} MB in all: remove one or send a smaller file.`,
  tooManyDrafts: `You already have ${MAX_OPEN_DRAFTS} applications in draft: submit or withdraw one before starting another.`,
  leaseTerm: parcelMessages.leaseTerm,
} as const;
