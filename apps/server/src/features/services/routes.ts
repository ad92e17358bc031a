import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  LOGO_MAX_BYTES,
  serviceCalls,
  serviceMessages,
  serviceList,
} from '@portal/shared/services';
import { auditTrail } from '@server/lib/audit/trail';
import { ok, okMessage } from '@server/lib/envelope';
import { validationFailed } from '@server/lib/errors';
import { registerListing } from '@server/lib/listing';
import { ensureBodyIdMatchesPath } from '@server/lib/record-ids';
import {
  deleteService,
  insertService,
  secretOnSave,
  updateService,
  type ServiceFields,
  type ServiceSave,
} from '@server/domain/linked-services';
import { uniqueName } from '@server/lib/unique-name';
import { actorOf } from '@server/lib/http/actor';
import { guards } from '@server/plugins/authentication';
import { declared } from '@server/lib/http/declared-route';
import { checkLogo } from './logo';
import { serviceLogoRoutes } from './logo-routes';
import {
  findService,
  serviceCategories,
  serviceCategoryExists,
  serviceIds,
  servicesWithIds,
} from './queries';

const tag = 'services';

/** The saved service, with the secret its save issued: the one time that secret is shown. */
const withSecret = <T extends object>(service: T, secret: string | undefined) =>
  secret ? { ...service, sso_secret: secret } : service;
// The guards run on request, before the body is read: nobody signed out or without the right
// gets a 1.4 MB logo parsed, and a caller without the right learns nothing from a 422.

// A 1 MB logo is about 1.37 MB of base64, over Fastify's default limit of 1 MiB a body; the other
// fields add a few kilobytes. Only the two calls that carry a logo get the larger limit.
const bodyLimit = Math.ceil(LOGO_MAX_BYTES / 3) * 4 + 64 * 1024;

/**
 * The services calls. Every verified, active account may read the list (the catalogue with its
 * single sign-on action); administrators manage it (docs/product.md, "Screens and addresses").
 */
export const serviceRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, clock } = app.deps;
  const { db } = database;
  const serviceName = uniqueName(db, 'services', 'service');

  await app.register(serviceLogoRoutes);

  registerListing(app, {
    listing: serviceList,
    tag: 'services',
    guard: guards.account,
    ids: (term) => serviceIds(db, term),
    rows: (ids) => servicesWithIds(db, ids),
  });

  app.route({
    ...declared(serviceCalls.categories, { tag }),
    // It feeds only the administrator's service form.
    onRequest: guards.permitted('services.manage'),
    handler: async () => ok({ service_categories: await serviceCategories(db) }),
  });

  /** The payload as it is stored, or one 422 for every field the bytes or the database refuse. */
  async function checked(payload: ServiceFields): Promise<ServiceSave> {
    const logo = checkLogo(payload.logo);
    const categoryExists = await serviceCategoryExists(db, payload.category);
    if ('problem' in logo || !categoryExists) {
      throw validationFailed({
        ...('problem' in logo && { logo: [logo.problem] }),
        ...(!categoryExists && { category: [serviceMessages.unknownCategory] }),
      });
    }
    return { ...payload, logo: logo.dataUrl, logoHash: logo.hash };
  }

  app.route({
    ...declared(serviceCalls.create, { tag }),
    onRequest: guards.permitted('services.manage'),
    bodyLimit,
    handler: async (request, reply) => {
      const fields = await checked(request.body);
      const { secret, hash } = secretOnSave(false, fields.has_sso);
      const audit = auditTrail(request);
      const id = await serviceName.save(fields.name, () =>
        db.transaction().execute(async (trx) => {
          const created = await audit.creation(trx, 'service.created', () =>
            insertService(trx, clock, { ...fields, ssoSecretHash: hash }, actorOf(request).user.id),
          );
          if (secret) await audit.note(trx, 'service.sso_secret_issued', created);
          return created;
        }),
      );
      const saved = withSecret(await findService(db, id), secret);
      return reply.status(201).send(ok(saved, 'Service created successfully.'));
    },
  });

  app.route({
    ...declared(serviceCalls.show, { tag }),
    onRequest: guards.account,
    handler: async (request) => ok(await findService(db, request.params.id)),
  });

  app.route({
    ...declared(serviceCalls.update, { tag }),
    onRequest: guards.permitted('services.manage'),
    bodyLimit,
    handler: async (request) => {
      const { id } = request.params;
      ensureBodyIdMatchesPath(id, request.body.id, 'service');
      const before = await findService(db, id);
      const fields = await checked(request.body);
      const { secret, hash } = secretOnSave(before.has_sso, fields.has_sso);
      const audit = auditTrail(request);
      await serviceName.save(
        fields.name,
        () =>
          db.transaction().execute(async (trx) => {
            await audit.change(trx, 'service.updated', id, () =>
              updateService(
                trx,
                clock,
                id,
                { ...fields, ssoSecretHash: hash },
                actorOf(request).user.id,
              ),
            );
            if (secret) await audit.note(trx, 'service.sso_secret_issued', id);
          }),
        id,
      );
      return ok(withSecret(await findService(db, id), secret), 'Service updated successfully.');
    },
  });

  app.route({
    ...declared(serviceCalls.remove, { tag }),
    onRequest: guards.permitted('services.manage'),
    handler: async (request) => {
      const { id } = request.params;
      await findService(db, id);
      await db
        .transaction()
        .execute((trx) =>
          auditTrail(request).change(trx, 'service.deleted', id, () => deleteService(trx, id)),
        );
      return okMessage('Service deleted successfully.');
    },
  });
};
