import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_BASE } from '@portal/shared/constants';
import { cloudSolutionCalls } from '@portal/shared/cloud-solutions';
import { LETTER_CODE_PATTERN, normaliseLetterCode } from '@portal/shared/letters';
import { CODE_CHECK_LIMIT, codeCheckKey } from '@server/domain/applications/letters/codes';
import { ok } from '@server/lib/envelope';
import { notFound } from '@server/lib/errors';
import { declared } from '@server/lib/http/declared-route';
import { paginate } from '@server/lib/pagination';
import type { Limit } from '@server/lib/rate-limit/limiter';
import { registerChanges, registerEntries, registerIds, registerRecord } from './queries';

/** Reads of the register per client address: a person browsing never meets it, a scraper does. */
export const REGISTER_READ_LIMIT: Limit = { max: 120, windowMs: 60_000 };

const tag = 'cloud solutions';

/**
 * The public register of cloud solutions (docs/product.md, "Software and cloud vendors"): no
 * sign-in, nothing personal. A solution's code is checked as a letter's is: any case, dashes
 * optional, the same plain 404 for unknown and malformed codes, and the same limit per address.
 */
export const registerRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, config } = app.deps;
  const { limiter } = app;
  const { db } = database;
  const linkBase = `${config.appUrl}${API_BASE}${cloudSolutionCalls.list.path}`;
  const limitReads = async (request: { ip: string }) => {
    await limiter.consume(`register-read:${request.ip}`, REGISTER_READ_LIMIT);
  };

  app.route({
    ...declared(cloudSolutionCalls.list, { tag, security: null }),
    onRequest: limitReads,
    handler: async (request) => {
      const { page, per_page, search_term, ...filter } = request.query;
      const term = search_term || undefined;
      return paginate(
        registerIds(db, { ...filter, search_term: term }),
        (ids) => registerEntries(db, ids),
        { page, per_page, search_term: term },
        linkBase,
        undefined,
        Object.fromEntries(
          Object.entries(filter).flatMap(([name, value]) =>
            value === undefined ? [] : [[name, value]],
          ),
        ),
      );
    },
  });

  app.route({
    ...declared(cloudSolutionCalls.changes, { tag, security: null }),
    onRequest: limitReads,
    handler: async () => ok(await registerChanges(db)),
  });

  app.route({
    ...declared(cloudSolutionCalls.verify, { tag, security: null }),
    onRequest: async (request) => {
      await limiter.consume(codeCheckKey(request.ip), CODE_CHECK_LIMIT);
    },
    handler: async (request) => {
      const code = normaliseLetterCode(request.params.code);
      if (!LETTER_CODE_PATTERN.test(code)) throw notFound();
      const record = await registerRecord(db, code);
      if (!record) throw notFound();
      return ok(record);
    },
  });
};
