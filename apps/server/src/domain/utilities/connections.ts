import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import {
  CONNECTION_PREFIXES,
  UTILITY_SERVICES,
  type ConnectionStatus,
  type CustomerClass,
  type UtilityService,
} from '@portal/shared/utilities';
import { utilityConnectionMessages as says } from '@portal/shared/utility-connections';
import type { Database } from '@server/db/schema';
import { auditTrail } from '@server/lib/audit/trail';
import { conflict, notFound, validationFailed } from '@server/lib/errors';

/*
 * The one writer of connections (record 0049; docs/product.md, "Utilities"): opened at a site's
 * handover or by hand, changed, suspended, restored and closed. One open connection of a service
 * per parcel: the database's partial unique index holds it whoever asks.
 */

export const connectionNotFound = () => notFound('Connection not found.');

/** A connection as the rules about it read it. */
export async function connectionRow(db: Kysely<Database>, id: number) {
  const connection = await db
    .selectFrom('utility_connections')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  if (!connection) throw connectionNotFound();
  return connection;
}
export type ConnectionRow = Awaited<ReturnType<typeof connectionRow>>;

/** The parcel's open connection of `service`, if it has one. */
function openConnectionOf(db: Kysely<Database>, parcelId: number, service: UtilityService) {
  return db
    .selectFrom('utility_connections')
    .select(['id', 'number'])
    .where('parcel_id', '=', parcelId)
    .where('service', '=', service)
    .where('status', '<>', 'closed')
    .executeTakeFirst();
}

/**
 * 'W-TC-P3-0079' for the parcel's first water connection; one opened after it was closed is
 * 'W-TC-P3-0079-2', then '-3'.
 */
async function nextNumber(
  db: Kysely<Database>,
  parcel: { id: number; number: string },
  service: UtilityService,
): Promise<string> {
  const { earlier } = await db
    .selectFrom('utility_connections')
    .select((eb) => eb.fn.countAll<number>().as('earlier'))
    .where('parcel_id', '=', parcel.id)
    .where('service', '=', service)
    .executeTakeFirstOrThrow();
  const number = `${CONNECTION_PREFIXES[service]}-${parcel.number}`;
  return Number(earlier) === 0 ? number : `${number}-${Number(earlier) + 1}`;
}

/** Electricity has no sewerage; water has it unless said otherwise. */
function sewerageOf(service: UtilityService, sewerage: boolean | undefined): 0 | 1 {
  if (service === 'electricity') {
    if (sewerage) throw validationFailed({ sewerage: [says.noSewerage] });
    return 0;
  }
  return sewerage === false ? 0 : 1;
}

async function ensureHolder(db: Kysely<Database>, holderId: number): Promise<void> {
  const holder = await db
    .selectFrom('users')
    .select('id')
    .where('id', '=', holderId)
    .executeTakeFirst();
  if (!holder) throw validationFailed({ account_holder_id: [says.unknownHolder] });
}

type Opening = {
  parcel: { id: number; number: string };
  service: UtilityService;
  account_holder_id: number | null;
  customer_class: CustomerClass;
  sewerage: 0 | 1;
  start_date: string;
  application_id: number | null;
};

async function insertConnection(
  request: FastifyRequest,
  trx: Kysely<Database>,
  { parcel, ...opening }: Opening,
  trail: ReturnType<typeof auditTrail>,
): Promise<{ id: number; number: string; service: UtilityService }> {
  const by = request.actor?.user.id ?? null;
  const now = request.server.deps.clock.now().toISOString();
  const number = await nextNumber(trx, parcel, opening.service);
  const id = await trail.creation(trx, 'utility_connection.opened', async () => {
    const { id } = await trx
      .insertInto('utility_connections')
      .values({
        ...opening,
        number,
        parcel_id: parcel.id,
        status: 'active',
        created_by: by,
        updated_by: by,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  });
  return { id, number, service: opening.service };
}

/** What a connection opened by hand says: its parcel, service, holder and first day. */
export type ConnectionOpening = {
  parcel_id: number;
  service: UtilityService;
  account_holder_id: number;
  start_date: string;
  customer_class: CustomerClass;
  sewerage?: boolean | undefined;
};

/**
 * Opens a connection by hand, perhaps one older than the portal (its start date in the past).
 * Refuses a second open connection of the service on the parcel (409), an unknown parcel or
 * holder (422 on the field). Answers its id.
 */
export async function openConnection(
  request: FastifyRequest,
  trx: Kysely<Database>,
  fields: ConnectionOpening,
): Promise<number> {
  const parcel = await trx
    .selectFrom('parcels')
    .select(['id', 'number'])
    .where('id', '=', fields.parcel_id)
    .executeTakeFirst();
  if (!parcel) throw validationFailed({ parcel_id: [says.unknownParcel] });
  await ensureHolder(trx, fields.account_holder_id);
  const sewerage = sewerageOf(fields.service, fields.sewerage);
  const open = await openConnectionOf(trx, parcel.id, fields.service);
  if (open)
    throw conflict(says.alreadyOpen(open.number), { service: [says.alreadyOpen(open.number)] });
  const { id } = await insertConnection(
    request,
    trx,
    {
      parcel,
      service: fields.service,
      account_holder_id: fields.account_holder_id,
      customer_class: fields.customer_class,
      sewerage,
      start_date: fields.start_date,
      application_id: null,
    },
    auditTrail(request),
  );
  return id;
}

/**
 * The connections a site's handover opens (docs/product.md, "Utilities"): water, with sewerage,
 * and electricity, held by the lease holder as a commercial customer from the handover date. A
 * service the parcel already has an open connection of (one opened by hand) is left as it is.
 * The system opens them on the officer's behalf; answers those it opened.
 */
export async function openHandoverConnections(
  request: FastifyRequest,
  trx: Kysely<Database>,
  handover: { application_id: number; parcel_id: number; holder_id: number | null; date: string },
): Promise<{ id: number; number: string; service: UtilityService }[]> {
  const parcel = await trx
    .selectFrom('parcels')
    .select(['id', 'number'])
    .where('id', '=', handover.parcel_id)
    .executeTakeFirstOrThrow();
  const trail = auditTrail(request, { bySystem: true });
  const opened = [];
  for (const service of UTILITY_SERVICES) {
    if (await openConnectionOf(trx, parcel.id, service)) continue;
    opened.push(
      await insertConnection(
        request,
        trx,
        {
          parcel,
          service,
          account_holder_id: handover.holder_id,
          customer_class: 'commercial',
          sewerage: sewerageOf(service, undefined),
          start_date: handover.date,
          application_id: handover.application_id,
        },
        trail,
      ),
    );
  }
  return opened;
}

/** What staff may change on a connection that is not closed. */
export async function updateConnection(
  request: FastifyRequest,
  trx: Kysely<Database>,
  id: number,
  fields: { customer_class: CustomerClass; sewerage: boolean; account_holder_id: number },
): Promise<void> {
  const connection = await connectionRow(trx, id);
  if (connection.status === 'closed') throw conflict(says.closedIsFinal);
  const sewerage = sewerageOf(connection.service, fields.sewerage);
  await ensureHolder(trx, fields.account_holder_id);
  await auditTrail(request).change(trx, 'utility_connection.updated', id, () =>
    trx
      .updateTable('utility_connections')
      .set({
        customer_class: fields.customer_class,
        sewerage,
        account_holder_id: fields.account_holder_id,
        updated_by: request.actor?.user.id ?? null,
        updated_at: request.server.deps.clock.now().toISOString(),
      })
      .where('id', '=', id)
      .execute(),
  );
}

/**
 * Suspends, restores or closes a connection. Closed is final (409 after); a closing says the day,
 * not before the connection started, and takes its meter off with it, so that the meter may be
 * fitted elsewhere.
 */
export async function changeConnectionStatus(
  request: FastifyRequest,
  trx: Kysely<Database>,
  id: number,
  change: { status: ConnectionStatus; reason: string; closed_on?: string | undefined },
): Promise<void> {
  const connection = await connectionRow(trx, id);
  if (connection.status === 'closed') throw conflict(says.closedIsFinal);
  if (connection.status === change.status) throw conflict(says.sameStatus(change.status));
  const closedOn = change.status === 'closed' ? change.closed_on! : null;
  if (closedOn !== null && closedOn < connection.start_date)
    throw validationFailed({ closed_on: [says.closedBeforeStart(connection.start_date)] });
  await auditTrail(request).change(trx, 'utility_connection.status_changed', id, async () => {
    await trx
      .updateTable('utility_connections')
      .set({
        status: change.status,
        status_reason: change.reason,
        closed_on: closedOn,
        updated_by: request.actor?.user.id ?? null,
        updated_at: request.server.deps.clock.now().toISOString(),
      })
      .where('id', '=', id)
      .execute();
    if (closedOn !== null)
      await trx
        .updateTable('utility_meters')
        .set({ removed_on: closedOn })
        .where('connection_id', '=', id)
        .where('removed_on', 'is', null)
        .execute();
  });
}
