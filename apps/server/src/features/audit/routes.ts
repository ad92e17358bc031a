import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditCalls, type AuditFilter } from '@portal/shared/audit';
import { API_BASE } from '@portal/shared/constants';
import { paginate } from '@server/lib/pagination';
import { guards } from '@server/plugins/authentication';
import { declared } from '@server/lib/http/declared-route';
import { csvHeader, csvRow } from './csv';
import {
  auditEventBatches,
  auditEventIds,
  auditEventsById,
  presentAuditEvent,
  recordNames,
} from './queries';

/** Rows per query of an export: memory holds one batch, whatever the download's size. */
const EXPORT_BATCH = 1000;

/** The filters that were given, as text, for the page links to keep. */
const filterParams = (filter: AuditFilter): Record<string, string> =>
  Object.fromEntries(
    Object.entries(filter)
      .filter(([, value]) => value !== undefined)
      .map(([name, value]) => [name, String(value)]),
  );

/**
 * The audit trail (docs/product.md, "Audit trail"; record 0029): read and exported by holders of
 * `audit.view`. No call changes or deletes an event.
 */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  const guard = guards.permitted('audit.view');
  const linkBase = `${app.deps.config.appUrl}${API_BASE}${auditCalls.list.path}`;

  app.route({
    ...declared(auditCalls.list, { tag: 'audit' }),
    onRequest: guard,
    handler: async (request) => {
      const { page, per_page, ...filter } = request.query;
      return paginate(
        auditEventIds(db, filter),
        async (ids) => {
          const rows = await auditEventsById(db, ids);
          const names = await recordNames(db, rows);
          return rows.map((row) => presentAuditEvent(row, names));
        },
        { page, per_page },
        linkBase,
        undefined,
        filterParams(filter),
      );
    },
  });

  app.route({
    ...declared(auditCalls.export, { tag: 'audit' }),
    onRequest: guard,
    handler: async (request, reply) => {
      const filter = request.query;
      async function* lines() {
        yield csvHeader();
        for await (const batch of auditEventBatches(db, filter, EXPORT_BATCH)) {
          yield batch.map(csvRow).join('');
        }
      }
      return (
        reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', 'attachment; filename="audit-events.csv"')
          // As bytes, not objects: an object stream would read 16 batches ahead of a slow client.
          .send(Readable.from(lines(), { objectMode: false }))
      );
    },
  });
};
