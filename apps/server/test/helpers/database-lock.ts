import SQLite from 'better-sqlite3';
import pg from 'pg';
import { engineOf, sqlitePath } from '@server/db/connection';

/**
 * Another connection holds `tables` locked until the returned function is called, as a stuck
 * transaction of another program would. PostgreSQL locks the tables against readers and writers;
 * SQLite locks the whole file against writers (in WAL mode nothing makes a reader wait).
 */
export async function lockDatabase(url: string, tables: string[]): Promise<() => Promise<void>> {
  if (engineOf(url) === 'sqlite') {
    const holder = new SQLite(sqlitePath(url));
    holder.exec('begin immediate');
    return async () => {
      holder.exec('rollback');
      holder.close();
    };
  }
  const holder = new pg.Client({ connectionString: url });
  await holder.connect();
  await holder.query('begin');
  await holder.query(`lock table ${tables.join(', ')} in access exclusive mode`);
  return async () => {
    await holder.query('rollback');
    await holder.end();
  };
}
