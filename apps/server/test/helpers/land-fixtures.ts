import type { Kysely } from 'kysely';
import type { Permission } from '@portal/shared/permissions';
import type { Database } from '@server/db/schema';
import type { Portal } from './portal';

/** An open invoice of `purpose` on the application, straight in the database. */
export async function insertInvoice(
  db: Kysely<Database>,
  applicationId: number,
  purpose: 'registration_fee' | 'stand_premium',
  amount: number,
): Promise<number> {
  const { id } = await db
    .insertInto('invoices')
    .values({
      number: `INV-T-${applicationId}-${purpose}`,
      application_id: applicationId,
      purpose,
      description: `Test ${purpose}`,
      amount,
      currency: 'KES',
      due_date: '2026-12-31',
      // Issued before any day the tests' clock reaches, so any payment date they give is after.
      created_at: '2026-01-02T09:00:00.000Z',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

let roles = 0;

/** A signed-in holder of a role made through the API that grants exactly `permissions`. */
export async function holderOf(
  portal: Portal & { adminToken: string },
  permissions: readonly Permission[],
  name = 'Staff Member',
) {
  const role = await portal.call('POST', '/roles', {
    token: portal.adminToken,
    body: { name: `Land role ${process.pid}-${++roles}`, permissions },
  });
  if (role.statusCode !== 201) throw new Error(`role not created: ${role.body}`);
  const user = await portal.createUser({ name, role_id: role.answer.data.id as number });
  return { ...user, name, token: await portal.signIn(user) };
}

/** A multipart/form-data body of text `fields` and `files`, as a browser's form sends it. */
export function multipartForm(
  fields: Record<string, string>,
  files: { field?: string; name: string; type?: string; bytes: Buffer }[],
) {
  const boundary = `----portal-test-${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  for (const file of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.name}"\r\n` +
          `Content-Type: ${file.type ?? 'application/pdf'}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A small valid PDF: header, one empty page, trailer. */
export function pdf(body = ''): Buffer {
  return Buffer.from(
    `%PDF-1.7\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n${body}trailer << /Root 1 0 R >>\n%%EOF\n`,
    'latin1',
  );
}

/** A valid PDF of exactly `size` bytes, filled out with a comment. */
export function pdfOfSize(size: number): Buffer {
  const filler = size - pdf().length - 2;
  return pdf(`%${'a'.repeat(filler)}\n`);
}

/** The recipients and subjects of the mail queued after the outbox held `before` rows. */
export async function mailQueuedSince(db: Kysely<Database>, before: { id: number }[]) {
  const last = before.at(-1)?.id ?? 0;
  return db
    .selectFrom('mail_outbox')
    .select(['recipient', 'subject'])
    .where('id', '>', last)
    .orderBy('id')
    .execute();
}

/** A committee straight in the database with `seats`: users and their committee role. */
export async function insertCommittee(
  db: Kysely<Database>,
  name: string,
  seats: { userId: number; role: number }[],
): Promise<number> {
  const { id } = await db
    .insertInto('committees')
    .values({ name })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const seat of seats) {
    await db
      .insertInto('committee_members')
      .values({ committee_id: id, user_id: seat.userId, committee_role_id: seat.role })
      .execute();
  }
  return id;
}
