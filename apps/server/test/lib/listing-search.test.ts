import { describe, expect, it, vi } from 'vitest';
import { Role } from '@portal/shared/constants';
import { testEngine } from '../helpers/database';
import { startBackOffice } from '../helpers/portal';

const { app, call, adminToken } = await startBackOffice();

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

  it('a search is a read: it makes no instance forget, as a write does', async () => {
    const forgetAll = vi.spyOn(app.forgetting, 'everywhere');
    const found = await call('POST', '/search-users', {
      token: adminToken,
      body: { search_term: 'Ada' },
    });
    expect(found.statusCode).toBe(200);
    expect(found.answer.message).toBe('1 user found.');
    expect(forgetAll).not.toHaveBeenCalled();

    const made = await call('POST', '/users', {
      token: adminToken,
      body: {
        account_type: 1,
        name: 'Announced Write',
        email: `announced.${process.pid}@example.com`,
        role: Role.Investor,
        member_of_a_committee: 'No',
        committees: [],
        password: 'Announced-Write-Password-7',
      },
    });
    expect(made.statusCode, made.body).toBe(201);
    expect(forgetAll).toHaveBeenCalledOnce();
  });
});
