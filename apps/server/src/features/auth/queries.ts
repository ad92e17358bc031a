import type { Kysely } from 'kysely';
import type { Database, User } from '@server/db/schema';

export function findUserByEmail(db: Kysely<Database>, email: string): Promise<User | undefined> {
  return db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
}
