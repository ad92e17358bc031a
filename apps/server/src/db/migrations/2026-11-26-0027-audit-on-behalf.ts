import type { Kysely } from 'kysely';
import { flag } from './helpers';

// An automatic change (an approved applicant's new role) is the system's act on the behalf of
// the person whose act caused it: `actor_id` and `actor_name` name that person, this flag says
// the system made the change. Existing events were all made by their actor.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('audit_events')
    .addColumn('by_system', 'integer', flag('by_system'))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('audit_events').dropColumn('by_system').execute();
}
