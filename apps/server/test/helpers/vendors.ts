import type { Kysely } from 'kysely';
import { Role } from '@portal/shared/constants';
import type { Database } from '@server/db/schema';
import { attachDocument, roleWith, seatedCommittee, signedIn } from './applications';
import { DAY } from './clock';
import { startBackOffice, type Portal } from './portal';
import { completeSolution, completeVendorFields, fullScores } from './vendor-fields';

export { completeSolution, completeVendorFields, fullScores };

let serial = 0;

/** A call open from a day before the portal's clock for `days`, straight in the database. */
export async function openCall(
  db: Kysely<Database>,
  now: Date,
  overrides: { days?: number; fromNow?: number; categories?: string[] } = {},
): Promise<number> {
  const opens = now.getTime() + (overrides.fromNow ?? -1) * DAY;
  const { id } = await db
    .insertInto('vendor_calls')
    .values({
      reference: `VEOI-2099-${process.pid}${++serial}`,
      title: 'Cloud partners',
      description: 'Software and cloud providers.',
      categories: JSON.stringify(overrides.categories ?? ['saas', 'iaas']),
      opens_at: new Date(opens).toISOString(),
      closes_at: new Date(opens + (overrides.days ?? 30) * DAY).toISOString(),
      created_by: null,
      updated_by: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/**
 * The people of the vendor journey, each signed in: a vendor (a Registered User, as a new
 * account is), a committee with its chairperson and a member, an assigner, a decider, a viewer
 * of every application, and a stranger.
 */
export async function vendorCast(portal: Portal) {
  const { db } = portal;
  const n = `${process.pid}-${++serial}`;
  const person = (name: string, roleId?: number) => signedIn(portal, name, roleId);
  return {
    ...(await seatedCommittee(portal, `Vendor committee ${n}`, 'Cheryl Chair', 'Musa Member')),
    vendor: await person('Vera Vendor', Role.RegisteredUser),
    stranger: await person('Sam Stranger', Role.RegisteredUser),
    assigner: await person(
      'Asa Assigner',
      await roleWith(db, `Vendor assigner ${n}`, ['vendors.assign']),
    ),
    decider: await person(
      'Dede Decider',
      await roleWith(db, `Vendor decider ${n}`, ['vendors.decide']),
    ),
    viewer: await person(
      'Vic Viewer',
      await roleWith(db, `Vendor viewer ${n}`, ['vendors.view_all']),
    ),
  };
}
export type VendorCast = Awaited<ReturnType<typeof vendorCast>>;

/** A back office of its own with the vendor journey's cast, for a test file's set-up. */
export async function vendorBackOffice() {
  const portal = await startBackOffice();
  return { ...portal, cast: await vendorCast(portal) };
}

/** Application `id`'s row and its solutions: what a refused step leaves as it was. */
export async function vendorRecords(db: Kysely<Database>, id: number) {
  return {
    application: await db
      .selectFrom('applications')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow(),
    solutions: await db
      .selectFrom('vendor_solutions')
      .selectAll()
      .where('application_id', '=', id)
      .orderBy('id')
      .execute(),
  };
}

/**
 * A complete draft to `callId` by `token`, through the API: every field, the solutions given
 * (one by default) and the two documents submitting needs. Answers its id and its solutions' ids.
 */
export async function readyVendorDraft(
  portal: Portal,
  token: string,
  callId: number,
  solutions: Record<string, unknown>[] = [completeSolution()],
) {
  const started = await portal.call('POST', '/vendor-applications', {
    token,
    body: { call_id: callId, ...completeVendorFields() },
  });
  if (started.statusCode !== 201) throw new Error(`not started: ${started.body}`);
  const id = started.answer.data.id as number;
  for (const solution of solutions) {
    const added = await portal.call('POST', `/vendor-applications/${id}/solutions`, {
      token,
      body: solution,
    });
    if (added.statusCode !== 201) throw new Error(`solution not added: ${added.body}`);
  }
  await attachDocument(portal.db, id, 'certificate_of_incorporation');
  await attachDocument(portal.db, id, 'company_profile');
  const read = await portal.call('GET', `/vendor-applications/${id}`, { token });
  return { id, solutionIds: (read.answer.data.solutions as { id: number }[]).map((s) => s.id) };
}

/** A submitted application by the cast's vendor, assigned to its committee. */
export async function assignedVendorApplication(
  portal: Portal,
  cast: VendorCast,
  callId: number,
  solutions?: Record<string, unknown>[],
) {
  const draft = await readyVendorDraft(portal, cast.vendor.token, callId, solutions);
  const submitted = await portal.call('POST', `/vendor-applications/${draft.id}/submit`, {
    token: cast.vendor.token,
  });
  if (submitted.statusCode !== 200) throw new Error(`not submitted: ${submitted.body}`);
  const assigned = await portal.call('POST', `/vendor-applications/${draft.id}/assign`, {
    token: cast.assigner.token,
    body: { committee_id: cast.committee },
  });
  if (assigned.statusCode !== 200) throw new Error(`not assigned: ${assigned.body}`);
  return draft;
}
