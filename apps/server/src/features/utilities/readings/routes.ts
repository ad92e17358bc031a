import type { IncomingMessage } from 'node:http';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_BASE } from '@portal/shared/constants';
import {
  READING_IMPORT_MAX_BYTES,
  utilityReadingCalls as calls,
  utilityReadingMessages as says,
} from '@portal/shared/utility-readings';
import { importReadings } from '@server/domain/utilities/reading-import';
import { recordReading, reviewReading } from '@server/domain/utilities/readings';
import { ok } from '@server/lib/envelope';
import { AppError, forbidden } from '@server/lib/errors';
import { actorOf } from '@server/lib/http/actor';
import { declared } from '@server/lib/http/declared-route';
import { paginate } from '@server/lib/pagination';
import { guards } from '@server/plugins/authentication';
import { visibleConnection } from '../connections/queries';
import { utilityScopeOf } from '../scope';
import { readingAnswer, readingIds, readingsByIds } from './queries';

const tag = 'utilities';

const fileTooLarge = () => new AppError(413, 'payload_too_large', says.fileTooLarge);

/**
 * A CSV body as text, refused with a 413 that says the limit once it is larger: by its declared
 * length before a byte is read, else as soon as it has run past the limit.
 */
async function csvBody(length: string | undefined, payload: IncomingMessage): Promise<string> {
  if (Number(length) > READING_IMPORT_MAX_BYTES) throw fileTooLarge();
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of payload as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > READING_IMPORT_MAX_BYTES) throw fileTooLarge();
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Meter readings (docs/product.md, "Utilities"): staff with `utilities.manage` record any reading,
 * import a reader's file and review flagged ones; an account holder records their own reading of
 * their own connection; each reads the readings of the connections they see.
 */
export const readingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, config } = app.deps;
  const { db } = database;
  const manage = guards.permitted('utilities.manage');
  const linkBase = `${config.appUrl}${API_BASE}${calls.list.path}`;

  // Only this plugin's routes take CSV: the import.
  app.addContentTypeParser('text/csv', (request: FastifyRequest, payload: IncomingMessage) =>
    csvBody(request.headers['content-length'], payload),
  );

  app.route({
    ...declared(calls.list, { tag }),
    onRequest: guards.account,
    handler: async (request) => {
      const { connection_id, to_review, ...page } = request.query;
      const term = page.search_term || undefined;
      return paginate(
        readingIds(db, utilityScopeOf(request), {
          connectionId: connection_id,
          toReview: to_review === 'true',
          term,
        }),
        (ids) => readingsByIds(db, ids),
        { ...page, search_term: term },
        linkBase,
        undefined,
        {
          ...(connection_id ? { connection_id: String(connection_id) } : {}),
          ...(to_review ? { to_review } : {}),
        },
      );
    },
  });

  app.route({
    ...declared(calls.create, { tag }),
    onRequest: guards.account,
    handler: async (request, reply) => {
      const { connection_id, ...reading } = request.body;
      if (!actorOf(request).permissions.has('utilities.manage')) {
        const scope = utilityScopeOf(request);
        // Another holder's connection does not exist for the caller.
        await visibleConnection(db, scope, connection_id);
        // A holder sends their own reading; staff who only read send none.
        if (scope === 'all' || reading.source !== 'customer') throw forbidden(says.customerOnly);
      }
      const id = await database.transaction((trx) =>
        recordReading(request, trx, connection_id, reading),
      );
      const answer = await readingAnswer(db, id);
      const message = answer.flagged
        ? `Reading recorded and flagged for review.`
        : 'Reading recorded.';
      return reply.status(201).send(ok(answer, message));
    },
  });

  const importRoute = declared(calls.import, { tag });
  app.route({
    ...importRoute,
    schema: { ...importRoute.schema, consumes: ['text/csv'] },
    onRequest: manage,
    handler: async (request) => {
      const counts = await database.transaction((trx) =>
        importReadings(request, trx, request.body),
      );
      return ok(counts, `${counts.imported} imported, ${counts.skipped} already recorded.`);
    },
  });

  app.route({
    ...declared(calls.review, { tag }),
    onRequest: manage,
    handler: async (request) => {
      const { id } = request.params;
      await database.transaction((trx) => reviewReading(request, trx, id, request.body));
      return ok(await readingAnswer(db, id), `Reading ${request.body.decision}.`);
    },
  });
};
