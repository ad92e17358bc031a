import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { mailOutboxCalls, outboxList } from '@portal/shared/mail-outbox';
import { ok } from '@server/lib/envelope';
import { conflict } from '@server/lib/errors';
import { registerListing } from '@server/lib/listing';
import { guards } from '@server/plugins/authentication';
import { declared } from '@server/lib/http/declared-route';
import { retryRefusal } from './policy';
import { retryNow } from '@server/lib/mail-outbox/queries';
import { findOutboxMail, outboxIds, outboxRows } from './queries';

/** How long a retry waits to tell the administrator how the delivery went. */
const RETRY_WAIT_MS = 5_000;

/** The mail outbox (decision record 0019): administrators only, never a mail's body. */
export const mailOutboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, clock } = app.deps;
  const { outbox } = app;
  const { db } = database;
  const guard = guards.permitted('mail.view');

  registerListing(app, {
    listing: outboxList,
    tag: 'mail outbox',
    guard,
    ids: (term) => outboxIds(db, term),
    rows: (ids) => outboxRows(db, ids),
  });

  app.route({
    ...declared(mailOutboxCalls.show, { tag: 'mail outbox' }),
    onRequest: guard,
    handler: async (request) => ok(await findOutboxMail(db, request.params.id)),
  });

  app.route({
    ...declared(mailOutboxCalls.retry, { tag: 'mail outbox' }),
    onRequest: guard,
    handler: async (request) => {
      const { id } = request.params;
      const mail = await findOutboxMail(db, id);
      const refusal = retryRefusal(mail);
      if (refusal) throw conflict(refusal);
      // Delivered or given up between the look and the change.
      if (!(await retryNow(db, id, clock.now()))) {
        throw conflict(retryRefusal(await findOutboxMail(db, id)) ?? 'Try again.');
      }
      // A slow mail server does not hold the administrator long: the worker carries on alone.
      await Promise.race([outbox.deliverDue(), sleep(RETRY_WAIT_MS, undefined, { ref: false })]);
      const after = await findOutboxMail(db, id);
      const message =
        after.status === 'sent'
          ? 'Mail sent.'
          : after.status === 'failed'
            ? 'Mail given up.'
            : 'Not delivered yet: it will be tried again.';
      return ok(after, message);
    },
  });
};
