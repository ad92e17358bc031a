import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Insertable, Kysely, Updateable } from 'kysely';
import {
  JOURNEY_RULES,
  mayTakeJourneyStep,
  wrongStageMessage,
  type Journey,
  type JourneyStage,
  type JourneyStep,
} from '@portal/shared/journeys';
import type { ApplicationsTable, Database } from '@server/db/schema';
import { asActing, type Acting } from '@server/lib/audit/acting';
import { conflict } from '@server/lib/errors';
import type { ApplicationRecord } from './access';
import { stageChangedMail } from './mails';

export type StepOptions = {
  /** Why: shown in the history and the applicant's mail (a correction asked for, a reason). */
  note?: string | null;
  /** Columns the step writes with the stage, in the same guarded update. */
  set?: Updateable<ApplicationsTable>;
  /** Lines the applicant's mail adds after the note, such as the site handed over. */
  mailDetails?: string[];
  /** The step follows from the caller's act (a payment in full): the system takes it for them. */
  bySystem?: boolean;
};

const wrongStage = (journey: Journey, stage: JourneyStage) =>
  conflict(wrongStageMessage(journey, stage));

/** Refuses a step the application's stage does not allow: 409 naming the stage. */
export function ensureStage(application: ApplicationRecord, step: JourneyStep): void {
  if (!mayTakeJourneyStep(application.journey, step, application.stage))
    throw wrongStage(application.journey, application.stage);
}

/**
 * Takes `step` on `application` in `trx`, the transaction of everything the step does (decision
 * records 0030 and 0054), by the rules of the application's journey. The update is conditional on
 * the stage that was read, so of two steps taken at once only one moves the application; the
 * other is refused with 409 and its transaction rolls back. A change of stage is written to the
 * history, mailed to the applicant and, when staff or the system made it, put on the audit trail. A step that
 * leads to the stage it starts from moves nothing.
 */
export async function takeStep(
  by: FastifyRequest | Acting,
  trx: Kysely<Database>,
  application: ApplicationRecord,
  step: JourneyStep,
  options: StepOptions = {},
): Promise<JourneyStage> {
  ensureStage(application, step);
  const acting = asActing(by);
  const { clock, config } = acting.server.deps;
  const { outbox } = acting.server;
  const leadsTo = JOURNEY_RULES[application.journey].steps[step]?.to ?? null;
  const to = leadsTo === application.stage ? null : leadsTo;
  const now = clock.now().toISOString();
  const write = async () => {
    const result = await trx
      .updateTable('applications')
      .set({ ...options.set, ...(to ? { stage: to, stage_entered_at: now } : {}), updated_at: now })
      .where('id', '=', application.id)
      .where('stage', '=', application.stage)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) {
      const current = await trx
        .selectFrom('applications')
        .select('stage')
        .where('id', '=', application.id)
        .executeTakeFirstOrThrow();
      throw wrongStage(application.journey, current.stage);
    }
  };
  const actor = acting.user;
  // The applicant's own steps are on the history alone; staff's and the system's (a provider
  // confirming a fee) are on the audit trail too.
  const onTrail = actor === undefined || actor.id !== application.applicant_id;
  if (to && onTrail)
    await acting
      .trail({ bySystem: options.bySystem ?? false })
      .change(trx, 'application.stage_changed', application.id, write);
  else await write();
  if (!to) return application.stage;

  await recordStageChange(trx, application.id, application.stage, to, now, actor, options.note);
  const applicant = await applicantOf(trx, application);
  if (applicant) {
    await outbox.queueMail(
      trx,
      stageChangedMail(
        config.appUrl,
        applicant,
        application,
        to,
        options.note ?? null,
        options.mailDetails,
      ),
    );
  }
  return to;
}

/** `takeStep` in a transaction of its own, for a step that writes nothing else. */
export function takeStepAlone(
  request: FastifyRequest,
  application: ApplicationRecord,
  step: JourneyStep,
  options: StepOptions = {},
): Promise<JourneyStage> {
  return request.server.deps.database.db
    .transaction()
    .execute((trx) => takeStep(request, trx, application, step, options));
}

/**
 * Creates a draft application of `journey` for `applicant` and its first line of history; answers
 * its id. Its reference is the journey's prefix, the year and its id ('EOI-2026-000042',
 * 'VND-2026-000123'), unique without a counter.
 */
export async function startDraft(
  trx: Kysely<Database>,
  journey: Journey,
  draft: Omit<Insertable<ApplicationsTable>, 'reference' | 'journey'>,
  applicant: { id: number; name: string },
  now: Date,
): Promise<number> {
  const at = now.toISOString();
  const { id } = await trx
    .insertInto('applications')
    .values({
      ...draft,
      journey,
      // Unique until the id is known, below.
      reference: `pending-${randomUUID()}`,
      applicant_id: applicant.id,
      stage: 'draft',
      stage_entered_at: at,
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const prefix = JOURNEY_RULES[journey].referencePrefix;
  const reference = `${prefix}-${now.getUTCFullYear()}-${String(id).padStart(6, '0')}`;
  await trx.updateTable('applications').set({ reference }).where('id', '=', id).execute();
  await recordStageChange(trx, id, null, 'draft', at, applicant, null);
  return id;
}

/** One line of the application's history. */
async function recordStageChange(
  trx: Kysely<Database>,
  applicationId: number,
  from: JourneyStage | null,
  to: JourneyStage,
  at: string,
  actor: { id: number; name: string } | undefined,
  note: string | null | undefined,
): Promise<void> {
  await trx
    .insertInto('application_stage_changes')
    .values({
      application_id: applicationId,
      from_stage: from,
      to_stage: to,
      at,
      actor_id: actor?.id ?? null,
      actor_name: actor?.name ?? null,
      note: note ?? null,
    })
    .execute();
}

/** The applicant's address for the journey's mail; none once their account is deleted. */
export async function applicantOf(
  db: Kysely<Database>,
  application: Pick<ApplicationRecord, 'applicant_id'>,
): Promise<{ email: string; name: string } | undefined> {
  if (application.applicant_id === null) return undefined;
  return db
    .selectFrom('users')
    .select(['email', 'name'])
    .where('id', '=', application.applicant_id)
    .executeTakeFirst();
}
