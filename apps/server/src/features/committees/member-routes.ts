import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CommitteeAnswerSchema,
  CommitteeMemberInputSchema,
  CommitteeMemberParamsSchema,
  committeeMemberMessages,
} from '@portal/shared/committees';
import { IdParamsSchema } from '@portal/shared/records';
import { auditTrail } from '../../lib/audit/trail';
import { errorResponses, ok } from '../../lib/envelope';
import { validationFailed } from '../../lib/errors';
import { actorOf, guards } from '../../plugins/authentication';
import { bearerSecurity } from '../../lib/http/api-security';
import { seatOnCommittee, unseatFromCommittee } from '../../db/committee-seats';
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

  app.post(
    '/committees/:id/members',
    {
      onRequest: guard,
      schema: {
        tags: ['committees'],
        summary: 'Seat the account with this email on the committee, in a committee role',
        security: bearerSecurity,
        params: IdParamsSchema,
        body: CommitteeMemberInputSchema,
        response: { 200: CommitteeAnswerSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
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
  );

  app.delete(
    '/committees/:id/members/:user_id',
    {
      onRequest: guard,
      schema: {
        tags: ['committees'],
        summary: 'Take a member off the committee',
        security: bearerSecurity,
        params: CommitteeMemberParamsSchema,
        response: { 200: CommitteeAnswerSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
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
  );
};
