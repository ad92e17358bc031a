import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { APPLICATION_STAGES } from '@portal/shared/land-journey';
import type { Journey, JourneyStage } from '@portal/shared/journeys';
import { VENDOR_STAGES } from '@portal/shared/vendor-journey';
import { CLOSED_STAGES } from '@portal/shared/application-steps';
import { serviceTimeCalls, type StageTarget } from '@portal/shared/service-times';
import type { Database } from '@server/db/schema';
import { ok } from '@server/lib/envelope';
import { declared } from '@server/lib/http/declared-route';
import type { Config } from '@server/config';
import { quantile, staysByStage } from './stays';

/** How long an answer is kept: public and cheap to ask for, so not computed on every call. */
const KEEP_MS = 60_000;

/** Stages an application waits in: all but the draft and those it never leaves. */
const TIMED_STAGES = APPLICATION_STAGES.filter(
  (stage) => stage !== 'draft' && !CLOSED_STAGES.includes(stage),
);
const VENDOR_TIMED_STAGES = VENDOR_STAGES.filter(
  (stage) => !['draft', 'decided', 'withdrawn'].includes(stage),
);

/** Each of `stages` of `journey`: how many left it in the window, and how long they stayed. */
async function journeyTimes<Stage extends JourneyStage>(
  db: Kysely<Database>,
  journey: Journey,
  stages: readonly Stage[],
  window: { from: Date; to: Date },
  targets: Partial<Record<Stage, StageTarget>>,
) {
  // Every change of the applications that changed stage in the window: a stay that ended in it
  // may have begun before it.
  const changes = await db
    .selectFrom('application_stage_changes')
    .select(['application_id', 'from_stage', 'to_stage', 'at'])
    .where(
      'application_id',
      'in',
      db
        .selectFrom('application_stage_changes')
        .innerJoin('applications', 'applications.id', 'application_stage_changes.application_id')
        .select('application_id')
        .where('applications.journey', '=', journey)
        .where('at', '>=', window.from.toISOString()),
    )
    .orderBy('application_id')
    .orderBy('at')
    .orderBy('id')
    .execute();
  const stays = staysByStage(changes, window.from, window.to, targets);
  return stages.map((stage) => {
    const days = stays.get(stage) ?? [];
    return {
      stage,
      passed: days.length,
      median_days: quantile(days, 0.5),
      p90_days: quantile(days, 0.9),
      target: targets[stage] ?? null,
    };
  });
}

async function serviceTimes(db: Kysely<Database>, now: Date, config: Config) {
  const from = new Date(now);
  from.setUTCFullYear(from.getUTCFullYear() - 1);
  const window = { from, to: now };
  return {
    from: from.toISOString(),
    to: now.toISOString(),
    stages: await journeyTimes(db, 'land', TIMED_STAGES, window, config.stageTargets),
    vendor_stages: await journeyTimes(
      db,
      'vendor',
      VENDOR_TIMED_STAGES,
      window,
      config.vendorStageTargets,
    ),
  };
}

/**
 * How long each stage of an application takes, land and vendor, for anyone to read
 * (docs/product.md, "Parcel allocation" and "Software and cloud vendors", Service targets): counts and durations only, nothing about who
 * applied.
 */
export const serviceTimesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, clock, config } = app.deps;
  let kept: { until: number; answer: Awaited<ReturnType<typeof serviceTimes>> } | undefined;

  app.route({
    ...declared(serviceTimeCalls.show, { tag: 'public', security: null }),
    handler: async () => {
      const now = clock.now();
      if (!kept || kept.until <= now.getTime()) {
        kept = {
          until: now.getTime() + KEEP_MS,
          answer: await serviceTimes(database.db, now, config),
        };
      }
      return ok(kept.answer);
    },
  });
};
