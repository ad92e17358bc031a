import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LETTER_CODE_PATTERN, letterCalls, normaliseLetterCode } from '@portal/shared/letters';
import { ok } from '@server/lib/envelope';
import { AppError, notFound } from '@server/lib/errors';
import { CODE_CHECK_LIMIT, codeCheckKey } from '@server/domain/applications/letters/codes';
import { actorOf } from '@server/lib/http/actor';
import { guards } from '@server/plugins/authentication';
import { declared } from '@server/lib/http/declared-route';
import { applicationFor } from '@server/domain/applications/access';
import { sendPdf } from '@server/lib/pdf/reply';

/**
 * The letters' downloads, and the public check of a printed letter (docs/product.md, "Parcel
 * allocation", Letters).
 */
export const letterRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database } = app.deps;
  const { limiter } = app;
  const { db } = database;

  app.route({
    ...declared(letterCalls.download, { tag: 'applications' }),
    onRequest: guards.account,
    handler: async (request, reply) => {
      const letter = await db
        .selectFrom('letters')
        .select(['application_id', 'kind', 'pdf'])
        .where('id', '=', request.params.id)
        .executeTakeFirst();
      if (!letter) throw notFound('Letter not found.');
      const { application } = await applicationFor(
        db,
        actorOf(request),
        letter.application_id,
      ).catch((error: unknown) => {
        // The same answer as an unknown letter: its id is not confirmed to exist.
        throw error instanceof AppError && error.statusCode === 404
          ? notFound('Letter not found.')
          : error;
      });
      return sendPdf(reply, `${application.reference}-${letter.kind}.pdf`, Buffer.from(letter.pdf));
    },
  });

  app.route({
    ...declared(letterCalls.verify, { tag: 'applications', security: null }),
    onRequest: async (request) => {
      await limiter.consume(codeCheckKey(request.ip), CODE_CHECK_LIMIT);
    },
    handler: async (request) => {
      // Typed from paper: any case, with or without its dashes.
      const code = normaliseLetterCode(request.params.code);
      // A malformed code is as unknown as a well-formed one that was never issued.
      if (!LETTER_CODE_PATTERN.test(code)) throw notFound();
      const letter = await db
        .selectFrom('letters')
        .innerJoin('applications', 'applications.id', 'letters.application_id')
        .select([
          'letters.kind',
          'applications.reference',
          'applications.organisation_name',
          'letters.issued_at',
          'letters.sha256',
          'applications.stage',
          'applications.stage_entered_at',
        ])
        .where('letters.code', '=', code)
        .executeTakeFirst();
      if (!letter) throw notFound();
      return ok({
        kind: letter.kind,
        reference: letter.reference,
        organisation: letter.organisation_name ?? '',
        issued_at: letter.issued_at,
        sha256: letter.sha256,
        ...(letter.stage === 'withdrawn'
          ? { status: 'withdrawn' as const, withdrawn_at: letter.stage_entered_at }
          : { status: 'valid' as const, withdrawn_at: null }),
      });
    },
  });
};
