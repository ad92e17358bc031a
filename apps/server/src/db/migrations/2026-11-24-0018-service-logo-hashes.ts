import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';

/**
 * Each service's logo is served at its own address, versioned by the hash of its bytes (record
 * 0023): kept beside the logo so that lists name the address without reading the image. Existing
 * logos get theirs here; the server writes it with every save from now on.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('services')
    .addColumn('logo_hash', 'text', (col) => col.notNull().defaultTo(''))
    .execute();
  const services: { id: number; logo: string }[] = await db
    .selectFrom('services')
    .select(['id', 'logo'])
    .execute();
  for (const { id, logo } of services) {
    // Stored as `data:<type>;base64,<bytes>` (record 0014); the hash is of the bytes alone.
    const bytes = Buffer.from(logo.slice(logo.indexOf(',') + 1), 'base64');
    const hash = createHash('sha256').update(bytes).digest('base64url');
    await db.updateTable('services').set({ logo_hash: hash }).where('id', '=', id).execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('services').dropColumn('logo_hash').execute();
}
