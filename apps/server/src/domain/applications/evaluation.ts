import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { applicationMessages } from '@portal/shared/application-messages';
import { JOURNEY_RULES, type JourneyStep } from '@portal/shared/journeys';
import type { Database } from '@server/db/schema';
import { auditTrail } from '@server/lib/audit/trail';
import { validationFailed } from '@server/lib/errors';
import type { ApplicationRecord, Viewer } from './access';
import { assignedMail } from './mails';
import { takeStep } from './stage-machine';

/*
 * The evaluation both journeys share (docs/product.md, "Parcel allocation" and "Software and
 * cloud vendors"): an application is assigned to a committee, whose members each keep one
 * scorecard on it; the criteria and their totals are the journey's own.
 */

type Panel = {
  id: number;
  name: string;
  members: { id: number; email: string; name: string }[];
};

/** The committee an application may be assigned to, with its members; 422 on the field if none. */
async function panelFor(db: Kysely<Database>, committeeId: number): Promise<Panel> {
  const committee = await db
    .selectFrom('committees')
    .select('name')
    .where('id', '=', committeeId)
    .executeTakeFirst();
  if (!committee) throw validationFailed({ committee_id: [applicationMessages.choice] });
  const seats = await db
    .selectFrom('committee_members')
    .innerJoin('users', 'users.id', 'committee_members.user_id')
    .select(['users.id', 'users.email', 'users.name'])
    .where('committee_members.committee_id', '=', committeeId)
    .execute();
  // One mail a person, whatever seats they hold.
  const members = [...new Map(seats.map((seat) => [seat.email, seat])).values()];
  if (members.length === 0) {
    throw validationFailed({ committee_id: [applicationMessages.noMembers] });
  }
  return { id: committeeId, name: committee.name, members };
}

/**
 * Assigns `application` to committee `committeeId` by `step` in a transaction of its own, audited,
 * and mails each member. Answers the message the caller shows: the applicant may sit on the
 * committee, and is told they are left out of its evaluation.
 */
export async function assignToPanel(
  request: FastifyRequest,
  application: ApplicationRecord,
  committeeId: number,
  step: JourneyStep,
): Promise<string> {
  const { outbox } = request.server;
  const { database, config } = request.server.deps;
  const panel = await panelFor(database.db, committeeId);
  await database.db.transaction().execute(async (trx) => {
    await auditTrail(request).change(trx, 'application.assigned', application.id, () =>
      takeStep(request, trx, application, step, { set: { committee_id: panel.id } }),
    );
    for (const member of panel.members) {
      await outbox.queueMail(trx, assignedMail(config.appUrl, member, application, panel.name));
    }
  });
  const applicant = panel.members.find((member) => member.id === application.applicant_id);
  const warning = applicant
    ? ` ${applicationMessages.applicantOnCommittee(applicant.name, panel.name)}`
    : '';
  return `Application assigned to ${panel.name}.${warning}`;
}

/**
 * Keeps `member`'s one scorecard on `application` for its committee now, by `step` in a
 * transaction of its own (which re-checks the stage: no card lands after the decision), audited by
 * its total. Answers when it was kept.
 */
export async function keepScorecard(
  request: FastifyRequest,
  application: ApplicationRecord,
  member: { id: number },
  card: { scores: object; total: number; comment: string | null },
  step: JourneyStep,
): Promise<string> {
  const now = request.server.deps.clock.now().toISOString();
  const kept = {
    committee_id: application.committee_id,
    scores: JSON.stringify(card.scores),
    total: card.total,
    comment: card.comment,
    updated_at: now,
  };
  await request.server.deps.database.db.transaction().execute(async (trx) => {
    await takeStep(request, trx, application, step);
    const previous = await trx
      .selectFrom('application_scorecards')
      .select('total')
      .where('application_id', '=', application.id)
      .where('member_id', '=', member.id)
      .executeTakeFirst();
    await auditTrail(request).note(trx, 'application.scorecard_saved', application.id, {
      scorecard_total: { before: previous?.total ?? null, after: card.total },
    });
    await trx
      .insertInto('application_scorecards')
      .values({ application_id: application.id, member_id: member.id, ...kept, created_at: now })
      .onConflict((conflict) => conflict.columns(['application_id', 'member_id']).doUpdateSet(kept))
      .execute();
  });
  return now;
}

/**
 * The scorecards `viewer` may read, of the committee now assigned: a member reads only their own
 * until the decision, so that no one scores to match another; deciders and staff read every
 * card. The applicant reads none. Each card's scores and total are read by the journey's `read`;
 * with the number of members, for "2 of 3 have scored", and the average of the totals.
 */
export async function visibleScorecards<Totals extends { total: number }>(
  db: Kysely<Database>,
  viewer: Viewer,
  application: ApplicationRecord,
  read: (card: { scores: string; total: number }) => Totals,
) {
  const cards = await db
    .selectFrom('application_scorecards')
    .innerJoin('users', 'users.id', 'application_scorecards.member_id')
    .select([
      'application_scorecards.member_id',
      'users.name as member_name',
      'application_scorecards.scores',
      'application_scorecards.total',
      'application_scorecards.comment',
      'application_scorecards.updated_at',
    ])
    .where('application_scorecards.application_id', '=', application.id)
    // A previous committee's cards stay on record but count no more after a reassignment.
    .where('application_scorecards.committee_id', '=', application.committee_id ?? 0)
    .orderBy('application_scorecards.id')
    .execute();
  const undecided = JOURNEY_RULES[application.journey].evaluationStages.includes(application.stage);
  const seesAll = viewer.isStaff || viewer.seat === 'chairperson';
  const visible = cards.filter((card) => {
    if (seesAll) return true;
    if (viewer.seat === null) return false;
    return !undecided || card.member_id === viewer.actor.user.id;
  });
  const members =
    application.committee_id === null
      ? 0
      : Number(
          (
            await db
              .selectFrom('committee_members')
              .select((eb) => eb.fn.count<number>('user_id').distinct().as('members'))
              .where('committee_id', '=', application.committee_id)
              .executeTakeFirstOrThrow()
          ).members,
        );
  const totalled = visible.map((card) => ({
    member: { id: card.member_id, name: card.member_name },
    ...read(card),
    comment: card.comment,
    updated_at: card.updated_at,
  }));
  return { cards: totalled, members, average: averageOf(totalled.map((card) => card.total)) };
}

/** The mean of `totals` to one decimal; null when there are none. */
export const averageOf = (totals: number[]): number | null =>
  totals.length === 0
    ? null
    : Math.round((totals.reduce((sum, total) => sum + total, 0) / totals.length) * 10) / 10;
