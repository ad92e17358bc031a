import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { committeeCalls, committeeList } from '@portal/shared/committees';
import { auditTrail } from '@server/lib/audit/trail';
import { ok, okMessage } from '@server/lib/envelope';
import { forbidden } from '@server/lib/errors';
import { registerListing } from '@server/lib/listing';
import { ensureBodyIdMatchesPath } from '@server/lib/record-ids';
import { uniqueName } from '@server/lib/unique-name';
import { actorOf } from '@server/lib/http/actor';
import { guards } from '@server/plugins/authentication';
import { declared } from '@server/lib/http/declared-route';
import { canViewCommittee } from './policy';
import {
  committeeRows,
  committeeIds,
  deleteCommittee,
  findCommittee,
  insertCommittee,
  isCommitteeMember,
  updateCommittee,
} from './queries';
import { committeeMemberRoutes } from './member-routes';

/**
 * Committees of the back office: administrators manage them; a committee's members may also read
 * it (show-committee; docs/product.md, "Roles").
 */
export const committeeRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(committeeMemberRoutes);
  const { database, clock } = app.deps;
  const { db } = database;
  const guard = guards.permitted('committees.manage');
  const committeeName = uniqueName(db, 'committees', 'committee');

  registerListing(app, {
    listing: committeeList,
    tag: 'committees',
    guard,
    ids: (term) => committeeIds(db, term),
    rows: (ids) => committeeRows(db).where('committees.id', 'in', ids).execute(),
  });

  app.route({
    ...declared(committeeCalls.create, { tag: 'committees' }),
    onRequest: guard,
    handler: async (request, reply) => {
      const { name, alias } = request.body;
      const id = await committeeName.save(name, () =>
        db
          .transaction()
          .execute((trx) =>
            auditTrail(request).creation(trx, 'committee.created', () =>
              insertCommittee(trx, clock, { name, alias }, actorOf(request).user.id),
            ),
          ),
      );
      return reply
        .status(201)
        .send(ok(await findCommittee(db, id), 'Committee created successfully.'));
    },
  });

  app.route({
    ...declared(committeeCalls.show, { tag: 'committees' }),
    onRequest: guards.account,
    handler: async (request) => {
      const { id } = request.params;
      const { user: actor, permissions } = actorOf(request);
      // Decided before the look-up: anyone but a committee manager gets 403 for a committee they do
      // not sit on, whether or not it exists, so committee ids cannot be probed.
      if (!canViewCommittee(permissions, await isCommitteeMember(db, id, actor.id))) {
        throw forbidden('Only administrators and members of this committee may see it.');
      }
      return ok(await findCommittee(db, id));
    },
  });

  app.route({
    ...declared(committeeCalls.update, { tag: 'committees' }),
    onRequest: guard,
    handler: async (request) => {
      const { id } = request.params;
      const { name, alias } = request.body;
      ensureBodyIdMatchesPath(id, request.body.id, 'committee');
      await findCommittee(db, id);
      await committeeName.save(
        name,
        () =>
          db
            .transaction()
            .execute((trx) =>
              auditTrail(request).change(trx, 'committee.updated', id, () =>
                updateCommittee(trx, clock, id, { name, alias }, actorOf(request).user.id),
              ),
            ),
        id,
      );
      return ok(await findCommittee(db, id), 'Committee updated successfully.');
    },
  });

  app.route({
    ...declared(committeeCalls.remove, { tag: 'committees' }),
    onRequest: guard,
    handler: async (request) => {
      const { id } = request.params;
      await db
        .transaction()
        .execute((trx) =>
          auditTrail(request).change(trx, 'committee.deleted', id, () => deleteCommittee(trx, id)),
        );
      return okMessage('Committee deleted successfully.');
    },
  });
};
