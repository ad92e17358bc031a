import { sql, type Kysely } from 'kysely';

// 'Finance' and 'FINANCE' are one committee to a reader: the name checks compare lower-case, and
// these indexes hold that rule when two requests race past the check (lib/unique-name.ts).
const tables = ['roles', 'committees', 'services'] as const;

export async function up(db: Kysely<any>): Promise<void> {
  for (const table of tables) {
    await db.schema
      .createIndex(`${table}_name_lower_unique`)
      .on(table)
      .unique()
      .expression(sql`lower(name)`)
      .execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of tables) {
    await db.schema.dropIndex(`${table}_name_lower_unique`).execute();
  }
}
