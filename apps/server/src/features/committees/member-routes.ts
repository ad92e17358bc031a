import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { committeeCalls, committeeMemberMessages } from '@portal/shared/committees';
import { auditTrail } from '@server/lib/audit/trail';
import { ok } from '@server/lib/envelope';
import { validationFailed } from '@server/lib/errors';
import { actorOf } from '@server/lib/http/actor';
import { guards } from '@server/plugins/authentication';
import { declared } from '@server/lib/http/declared-route';
import { seatOnCommittee, unseatFromCommittee } from '@server/domain/users/committee-seats';
import { findCommittee, isCommitteeMember, userIdByEmail } from './queries';

/**
 * Members added to and removed from a committee on its own page (docs/product.md, "Records"),
 * by holders of `committees.manage`. A seat belongs to the user's record, so each change is
 * audited as the user form's is: `user.updated`, the committees before and after.
 */
export const committeeMemberRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, clock } = app.deps;
  const { db } = database;
  const guard = guards.permitted('committees.manage');

  app.route({
    ...declared(committeeCalls.addMember, { tag: 'committees' }),
    onRequest: guard,
    handler: async (request) => {
      const { id } = request.params;
      const { email, role } = request.body;
      await findCommittee(db, id);
      const userId = await userIdByEmail(db, email);
      const roleListed = await db
        .selectFrom('committee_roles')
        .select('id')
        .where('id', '=', role)
        .executeTakeFirst();
      if (userId === undefined || !roleListed) {
        throw validationFailed({
          ...(userId === undefined ? { email: [committeeMemberMessages.unknownEmail] } : {}),
          ...(roleListed ? {} : { role: ['Choose one of the listed committee roles.'] }),
        });
      }
      if (await isCommitteeMember(db, id, userId)) {
        throw validationFailed({ email: [committeeMemberMessages.alreadyMember] });
      }
      const by = actorOf(request).user.id;
      await db
        .transaction()
        .execute((trx) =>
          auditTrail(request).change(trx, 'user.updated', userId, () =>
            seatOnCommittee(trx, clock, { userId, committeeId: id, role }, by),
          ),
        );
      return ok(await findCommittee(db, id), 'Member added successfully.');
    },
  });

  app.route({
    ...declared(committeeCalls.removeMember, { tag: 'committees' }),
    onRequest: guard,
    handler: async (request) => {
      const { id, user_id: userId } = request.params;
      await findCommittee(db, id);
      if (!(await isCommitteeMember(db, id, userId))) {
        throw validationFailed({ user_id: [committeeMemberMessages.notMember] });
      }
      const by = actorOf(request).user.id;
      await db
        .transaction()
        .execute((trx) =>
          auditTrail(request).change(trx, 'user.updated', userId, () =>
            unseatFromCommittee(trx, clock, { userId, committeeId: id }, by),
          ),
        );
      return ok(await findCommittee(db, id), 'Member removed successfully.');
    },
  });
};
