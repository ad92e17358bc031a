import { createHash } from 'node:crypto';
import { expect } from 'vitest';
import type { Insertable, Kysely, Updateable } from 'kysely';
import type { Application } from '@portal/shared/application-detail';
import type { ApplicationStage } from '@portal/shared/land-journey';
import type { DocumentKind } from '@portal/shared/application-documents';
import type { VendorDocumentKind } from '@portal/shared/vendor-journey';
import { CommitteeRole } from '@portal/shared/constants';
import type { Permission } from '@portal/shared/permissions';
import type { ApplicationsTable, Database } from '@server/db/schema';
import { pdf } from './land-fixtures';
import type { Portal } from './portal';
import { createCommittee } from './user-fixtures';
import { completeDraftFields } from './application-fields';

export { completeDraftFields };

/**
 * POST /applications as `token`, answering the new application; `body` defaults to an empty
 * draft.
 */
export async function startApplication(
  portal: Pick<Portal, 'call'>,
  token: string,
  body: Record<string, unknown> = {},
) {
  const response = await portal.call('POST', '/applications', { token, body });
  expect(response.statusCode, response.body).toBe(201);
  return response.answer.data as Application;
}

/**
 * A document of `kind` straight in the database: the upload call has tests of its own, and
 * the other steps only need the row to be there.
 */
export async function attachDocument(
  db: Kysely<Database>,
  applicationId: number,
  kind: DocumentKind | VendorDocumentKind,
  bytes: Buffer = pdf(),
): Promise<number> {
  const { id } = await db
    .insertInto('application_documents')
    .values({
      application_id: applicationId,
      kind,
      file_name: `${kind}.pdf`,
      content_type: 'application/pdf',
      size: bytes.length,
      sha256: createHash('sha256').update(bytes).digest('hex'),
      content: bytes,
      uploaded_by: null,
      created_at: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** The documents submitting needs: a business plan and a certificate of incorporation. */
export async function attachRequiredDocuments(
  db: Kysely<Database>,
  applicationId: number,
): Promise<void> {
  await attachDocument(db, applicationId, 'business_plan');
  await attachDocument(db, applicationId, 'certificate_of_incorporation');
}

/** A complete draft with its documents, ready to submit. */
export async function readyDraft(portal: Pick<Portal, 'call' | 'db'>, token: string) {
  const application = await startApplication(portal, token, completeDraftFields());
  await attachRequiredDocuments(portal.db, application.id);
  return application;
}

/** Submits `id` as `token`, expecting success. */
export async function submitApplication(portal: Pick<Portal, 'call'>, token: string, id: number) {
  const response = await portal.call('POST', `/applications/${id}/submit`, { token });
  expect(response.statusCode, response.body).toBe(200);
  return response.answer.data;
}

/** A role granting `permissions`, straight in the database: roles have tests of their own. */
export async function roleWith(
  db: Kysely<Database>,
  name: string,
  permissions: Permission[],
): Promise<number> {
  const { id } = await db
    .insertInto('roles')
    .values({ name, created_by: null, updated_by: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (permissions.length > 0) {
    await db
      .insertInto('role_permissions')
      .values(permissions.map((permission) => ({ role_id: id, permission })))
      .execute();
  }
  return id;
}

/** Seats `userId` on `committeeId` (CommitteeRole: 1 chairperson, 3 member). */
export async function seat(
  db: Kysely<Database>,
  committeeId: number,
  userId: number,
  committeeRoleId: number = CommitteeRole.Member,
): Promise<void> {
  await db
    .insertInto('committee_members')
    .values({ committee_id: committeeId, user_id: userId, committee_role_id: committeeRoleId })
    .execute();
}

/** A user named `name`, with role `roleId` if given, signed in. */
export async function signedIn(
  portal: Pick<Portal, 'createUser' | 'signIn'>,
  name: string,
  roleId?: number,
) {
  const user = await portal.createUser({ name, ...(roleId ? { role_id: roleId } : {}) });
  return { ...user, name, token: await portal.signIn(user) };
}

/** A committee named `name` with a chairperson and a member, named as given, each signed in. */
export async function seatedCommittee(
  portal: Pick<Portal, 'db' | 'createUser' | 'signIn'>,
  name: string,
  chairName: string,
  memberName: string,
) {
  const committee = await createCommittee(portal.db, name);
  const chair = await signedIn(portal, chairName);
  const member = await signedIn(portal, memberName);
  await seat(portal.db, committee, chair.id, CommitteeRole.Chairperson);
  await seat(portal.db, committee, member.id, CommitteeRole.Member);
  return { committee, chair, member };
}

/**
 * Puts application `id` in `stage` straight in the database, as the steps that lead there would
 * (their own tests take them), entered at `at`.
 */
export async function putInStage(
  db: Kysely<Database>,
  id: number,
  stage: ApplicationStage,
  at: string,
  set: Updateable<ApplicationsTable> = {},
): Promise<void> {
  await db
    .updateTable('applications')
    .set({ ...set, stage, stage_entered_at: at })
    .where('id', '=', id)
    .execute();
}

/** Everything a step of the land journey may write: a refused step leaves all of it as it was. */
export async function journeyState(db: Kysely<Database>) {
  return {
    applications: await db.selectFrom('applications').selectAll().orderBy('id').execute(),
    history: await db.selectFrom('application_stage_changes').selectAll().orderBy('id').execute(),
    documents: await db
      .selectFrom('application_documents')
      .select(['id', 'application_id', 'kind', 'sha256'])
      .orderBy('id')
      .execute(),
    scorecards: await db.selectFrom('application_scorecards').selectAll().orderBy('id').execute(),
    invoices: await db.selectFrom('invoices').selectAll().orderBy('id').execute(),
    payments: await db.selectFrom('payments').selectAll().orderBy('id').execute(),
    letters: await db
      .selectFrom('letters')
      .select(['id', 'kind', 'sha256'])
      .orderBy('id')
      .execute(),
    parcels: await db.selectFrom('parcels').selectAll().orderBy('id').execute(),
    allocations: await db.selectFrom('parcel_allocations').selectAll().orderBy('id').execute(),
    audit: await db.selectFrom('audit_events').select('id').orderBy('id').execute(),
    // Delivery changes a queued mail's status; what was queued is what a refusal must not change.
    mail: await db
      .selectFrom('mail_outbox')
      .select(['id', 'recipient', 'subject'])
      .orderBy('id')
      .execute(),
  };
}

let serial = 0;

/**
 * An application of `applicantId` straight in the database, complete and (unless `fields` say
 * otherwise) under evaluation: the steps that lead to a stage have tests of their own.
 */
export async function insertApplication(
  db: Kysely<Database>,
  applicantId: number,
  fields: Partial<Insertable<ApplicationsTable>> = {},
): Promise<number> {
  const { id } = await db
    .insertInto('applications')
    .values({
      ...completeDraftFields(),
      reference: `EOI-2026-T${process.pid}-${++serial}`,
      applicant_id: applicantId,
      stage: 'under_evaluation',
      submitted_at: '2026-01-05T09:00:00.000Z',
      ...fields,
    } as Insertable<ApplicationsTable>)
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/**
 * An application of `applicantId` offered parcel `parcelId`, its premium paid: its lease is
 * registered next.
 */
export const insertPremiumPaid = (db: Kysely<Database>, applicantId: number, parcelId: number) =>
  insertApplication(db, applicantId, {
    stage: 'premium_paid',
    offer_parcel_id: parcelId,
    stand_premium: 90_000_000,
    annual_ground_rent: 1_200_000,
    offer_currency: 'KES',
    term_years: 60,
  });

/**
 * Withdraws, in the database, the drafts `applicantId` has left open: a file whose tests each
 * start drafts for one applicant calls it after each test, to stay within the quota of drafts.
 */
export async function setDraftsAside(db: Kysely<Database>, applicantId: number): Promise<void> {
  await db
    .updateTable('applications')
    .set({ stage: 'withdrawn' })
    .where('applicant_id', '=', applicantId)
    .where('stage', '=', 'draft')
    .execute();
}
