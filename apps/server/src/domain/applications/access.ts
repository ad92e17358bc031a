import type { Kysely, Selectable } from 'kysely';
import { applicationMessages } from '@portal/shared/application-messages';
import {
  JOURNEY_RULES,
  mayTakeJourneyStep,
  type Journey,
  type JourneyStep,
} from '@portal/shared/journeys';
import { CommitteeRole } from '@portal/shared/constants';
import type { ApplicationsTable, Database } from '@server/db/schema';
import { forbidden, notFound } from '@server/lib/errors';
import type { Actor } from '@server/lib/http/actor';

export type ApplicationRecord = Selectable<ApplicationsTable>;

/** How the caller stands to one application, of either journey (decision record 0054). */
export type Viewer = {
  actor: Actor;
  isApplicant: boolean;
  /** Their seat on the committee the application is assigned to, if any. */
  seat: 'chairperson' | 'member' | null;
  /** Sees it whole: every scorecard, every document, every letter. */
  isStaff: boolean;
  /** The application's journey, whose rules say who takes each step. */
  journey: Journey;
};

export const seesEveryApplication = (actor: Actor, journey: Journey): boolean =>
  JOURNEY_RULES[journey].staffPermissions.some((permission) => actor.permissions.has(permission));

async function seatOn(
  db: Kysely<Database>,
  userId: number,
  committeeId: number | null,
): Promise<Viewer['seat']> {
  if (committeeId === null) return null;
  const seats = await db
    .selectFrom('committee_members')
    .select('committee_role_id')
    .where('user_id', '=', userId)
    .where('committee_id', '=', committeeId)
    .execute();
  if (seats.length === 0) return null;
  return seats.some((seat) => seat.committee_role_id === CommitteeRole.Chairperson)
    ? 'chairperson'
    : 'member';
}

/**
 * The application as `actor` may see it, or 404: another applicant's application, anyone else's
 * draft, or an application of another journey than the call's (`journey`; any when none is
 * given) does not exist for them, so its reference cannot be probed.
 */
export async function applicationFor(
  db: Kysely<Database>,
  actor: Actor,
  id: number,
  journey?: Journey,
): Promise<{ application: ApplicationRecord; viewer: Viewer }> {
  const application = await db
    .selectFrom('applications')
    .selectAll()
    .where('id', '=', id)
    .$if(journey !== undefined, (query) => query.where('journey', '=', journey!))
    .executeTakeFirst();
  if (!application) throw notFound('Application not found.');
  const viewer: Viewer = {
    actor,
    isApplicant: application.applicant_id === actor.user.id,
    seat: await seatOn(db, actor.user.id, application.committee_id),
    isStaff: seesEveryApplication(actor, application.journey),
    journey: application.journey,
  };
  // A draft is the applicant's own until submitted, as in the list: the authority's part starts
  // at submission.
  const mayRead =
    viewer.isApplicant ||
    (application.stage !== 'draft' && (viewer.isStaff || viewer.seat !== null));
  if (!mayRead) throw notFound('Application not found.');
  return { application, viewer };
}

/** Whether `viewer` holds the seat or permission that takes `step`, whatever the stage. */
function holdsStep(viewer: Viewer, step: JourneyStep): boolean {
  const rules = JOURNEY_RULES[viewer.journey];
  const by = rules.steps[step]?.by;
  switch (by) {
    case undefined:
      return false;
    case 'applicant':
      return viewer.isApplicant;
    case 'committee_member':
      return viewer.seat !== null;
    case 'decider':
      return viewer.actor.permissions.has(rules.decidePermission) || viewer.seat === 'chairperson';
    case 'payment':
      return false;
    default:
      return viewer.actor.permissions.has(by);
  }
}

/** Steps of the evaluation: nobody takes them on an application they made themself. */
const judging = (viewer: Viewer, step: JourneyStep) =>
  ['committee_member', 'decider'].includes(JOURNEY_RULES[viewer.journey].steps[step]?.by ?? '');

/** Whether `viewer` is the kind of person who takes `step`, whatever the stage. */
export function mayAct(viewer: Viewer, step: JourneyStep): boolean {
  return holdsStep(viewer, step) && !(viewer.isApplicant && judging(viewer, step));
}

/** Refuses a caller who may see the application but not take `step`: 403. */
export function ensureMayAct(viewer: Viewer, step: JourneyStep): void {
  if (mayAct(viewer, step)) return;
  if (viewer.isApplicant && holdsStep(viewer, step)) {
    throw forbidden(applicationMessages.ownApplication);
  }
  throw forbidden('You may not take this step on this application.');
}

/**
 * Why the application cannot be approved yet, if it cannot: no committee assigned, or no card of
 * the assigned committee's members (a previous committee's cards do not count).
 */
export async function approvalBlocker(
  db: Kysely<Database>,
  application: Pick<ApplicationRecord, 'id' | 'committee_id'>,
): Promise<string | null> {
  if (application.committee_id === null) return applicationMessages.noCommittee;
  const card = await db
    .selectFrom('application_scorecards')
    .select('id')
    .where('application_id', '=', application.id)
    .where('committee_id', '=', application.committee_id)
    .executeTakeFirst();
  return card ? null : applicationMessages.noScores;
}

/**
 * The steps the viewer may take now: what the application's screen offers. Approval is offered
 * only once it can succeed (`approvalBlocker`).
 */
export async function availableSteps<Step extends JourneyStep>(
  db: Kysely<Database>,
  viewer: Viewer,
  application: ApplicationRecord,
): Promise<Step[]> {
  const { journey, stage } = application;
  const approvable = (await approvalBlocker(db, application)) === null;
  return (Object.keys(JOURNEY_RULES[journey].steps) as Step[]).filter(
    (step) =>
      mayTakeJourneyStep(journey, step, stage) &&
      mayAct(viewer, step) &&
      (!['approve', 'decide'].includes(step) || approvable),
  );
}
