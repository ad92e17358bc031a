import type { FastifyRequest } from 'fastify';
import type { Journey, JourneyStep } from '@portal/shared/journeys';
import { notFound } from '@server/lib/errors';
import { actorOf } from '@server/lib/http/actor';
import { applicationFor, ensureMayAct, type ApplicationRecord, type Viewer } from './access';
import { ensureStage } from './stage-machine';

type Found = { application: ApplicationRecord; viewer: Viewer };
const found = new WeakMap<FastifyRequest, Found>();

/**
 * An `onRequest` guard, after the account's own, for a step on an application of `journey`
 * addressed by its `:id`: the caller must see the application (else 404), be one who takes
 * `step` (else 403) and find it in a stage the step starts from (else 409), all before the body
 * is read, so a refused caller learns nothing from validation. The step itself re-checks the
 * stage in its transaction (`takeStep`).
 */
export function stepGuard(journey: Journey, step: JourneyStep) {
  return async (request: FastifyRequest): Promise<void> => {
    const id = Number((request.params as { id?: string }).id);
    if (!Number.isSafeInteger(id) || id < 1) throw notFound('Application not found.');
    const seen = await applicationFor(
      request.server.deps.database.db,
      actorOf(request),
      id,
      journey,
    );
    ensureMayAct(seen.viewer, step);
    ensureStage(seen.application, step);
    found.set(request, seen);
  };
}

/** The application `stepGuard` found for this request. */
export function guardedApplication(request: FastifyRequest): Found {
  const seen = found.get(request);
  if (!seen) throw new Error(`Route ${request.url} reads the application but has no step guard`);
  return seen;
}
