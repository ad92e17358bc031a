import type { KyselyPlugin } from 'kysely';

/**
 * Reads the named 0/1 flag columns of a query's rows as booleans. Both engines keep flags as
 * integers (`Flag` in schema.ts), and SQLite has no boolean type to cast them to in SQL.
 */
export function flagsAsBooleans(...columns: string[]): KyselyPlugin {
  return {
    transformQuery: ({ node }) => node,
    transformResult: async ({ result }) => ({
      ...result,
      rows: result.rows.map((row) => {
        const read = { ...row };
        for (const column of columns) {
          if (column in row) read[column] = Number(row[column]) === 1;
        }
        return read;
      }),
    }),
  };
}
