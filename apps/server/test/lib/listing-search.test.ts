import { describe, expect, it } from 'vitest';
import { testEngine } from '../helpers/database';
import { startBackOffice } from '../helpers/portal';

const { call, adminToken } = await startBackOffice();

// Every back-office list shares its search (lib/listing.ts): one table checks them all.
describe(`back-office searches on ${testEngine}`, () => {
  it.each(['committees', 'roles', 'services', 'users'])(
    'POST /api/search-%s asks for a search term, refusing an empty or blank one',
    async (things) => {
      for (const search_term of ['', ' ']) {
        const refused = await call('POST', `/search-${things}`, {
          token: adminToken,
          body: { search_term },
        });
        expect(refused.statusCode).toBe(422);
        expect(refused.answer.errors).toEqual({ search_term: ['This field is required.'] });
      }
    },
  );
});
