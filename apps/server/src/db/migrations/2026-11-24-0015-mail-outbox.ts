import { sql, type Kysely } from 'kysely';
import { timestamp, withId } from './helpers';

/**
 * The durable mail outbox (decision record 0019): a mail is a row written in the transaction of
 * the change that causes it, and delivered by a worker that claims it with a lease. The body is
 * sealed (AES-256-GCM) and erased once the mail is sent or given up.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('mail_outbox'))
    .addColumn('recipient', 'text', (col) => col.notNull())
    .addColumn('subject', 'text', (col) => col.notNull())
    .addColumn('sealed_body', 'text')
    .addColumn('status', 'text', (col) =>
      col
        .notNull()
        .defaultTo('pending')
        .check(sql`status in ('pending', 'sent', 'failed')`),
    )
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('last_error', 'text')
    .addColumn('next_attempt_at', 'text', (col) => col.notNull())
    .addColumn('claim', 'text')
    .addColumn('claimed_until', 'text')
    .addColumn('created_at', 'text', timestamp(db))
    .addColumn('sent_at', 'text')
    .execute();
  // The worker's question: which pending mails are due.
  await db.schema
    .createIndex('mail_outbox_due_idx')
    .on('mail_outbox')
    .columns(['status', 'next_attempt_at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('mail_outbox').execute();
}
