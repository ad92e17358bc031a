import type { Kysely } from 'kysely';

// Frozen copy of the payments module's reference key at the time of this migration (record 0041).
const INVISIBLE = /[\p{Default_Ignorable_Code_Point}\p{Cf}]/gu;
const referenceKey = (reference: string) =>
  reference
    .replace(INVISIBLE, '')
    .normalize('NFKC')
    .toUpperCase()
    .toLowerCase()
    .normalize('NFKC')
    .replace(INVISIBLE, '')
    .trim();

/**
 * One bank transaction settles one invoice (record 0041): each payment keeps its reference's
 * normalised key, unique per method. Payments recorded before keep theirs where no earlier one
 * shares it; a later duplicate stays as it was, without a key. A scorecard names the committee
 * it was given for, so a reassignment leaves the previous committee's cards out of the count.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('payments').addColumn('reference_key', 'text').execute();
  const payments = await db
    .selectFrom('payments')
    .select(['id', 'method', 'reference'])
    .orderBy('id')
    .execute();
  const seen = new Set<string>();
  for (const payment of payments) {
    const key = referenceKey(payment.reference as string);
    const unique = `${payment.method as string}\n${key}`;
    if (seen.has(unique)) continue;
    seen.add(unique);
    await db
      .updateTable('payments')
      .set({ reference_key: key })
      .where('id', '=', payment.id)
      .execute();
  }
  await db.schema
    .createIndex('payments_method_reference_key_unique')
    .on('payments')
    .columns(['method', 'reference_key'])
    .unique()
    .execute();

  await db.schema
    .alterTable('application_scorecards')
    .addColumn('committee_id', 'integer', (col) =>
      col.references('committees.id').onDelete('set null'),
    )
    .execute();
  await db
    .updateTable('application_scorecards')
    .set((eb) => ({
      committee_id: eb
        .selectFrom('applications')
        .select('applications.committee_id')
        .whereRef('applications.id', '=', 'application_scorecards.application_id'),
    }))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('application_scorecards').dropColumn('committee_id').execute();
  await db.schema.dropIndex('payments_method_reference_key_unique').execute();
  await db.schema.alterTable('payments').dropColumn('reference_key').execute();
}
