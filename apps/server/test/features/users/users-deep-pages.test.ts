import { describe, expect, it } from 'vitest';
import { Role } from '@portal/shared/constants';
import { testEngine } from '@server-test/helpers/database';
import { startBackOffice } from '@server-test/helpers/portal';

// A deep page of the whole users list starts from the block of ids it falls in, found through the
// per-block counts the triggers keep (record 0036): it must show exactly the users that counting
// from the top would, across gaps left by deleted users and as users come and go.
const { call, db, adminToken } = await startBackOffice();

async function addUsers(count: number, label: string): Promise<void> {
  for (let first = 0; first < count; first += 500) {
    const rows = Array.from({ length: Math.min(500, count - first) }, (_, i) => ({
      name: `${label} ${first + i}`,
      email: `${label}.${first + i}@example.com`,
      password_hash: 'x',
      role_id: Role.Investor,
    }));
    await db.insertInto('users').values(rows).execute();
  }
}

/** Every user's id, newest first: what the pages must add up to. */
const everyId = async () =>
  (await db.selectFrom('users').select('id').orderBy('id', 'desc').execute()).map((u) => u.id);

async function pageOf(page: number) {
  const answer = await call('GET', `/users?per_page=100&page=${page}`, { token: adminToken });
  expect(answer.statusCode, answer.body).toBe(200);
  return {
    ids: answer.answer.data.map((user: { id: number }) => user.id) as number[],
    total: answer.answer.total as number,
  };
}

async function expectPagesAsCounted(pages: number[]): Promise<void> {
  const ids = await everyId();
  for (const page of pages) {
    const shown = await pageOf(page);
    expect(shown.ids, `page ${page}`).toEqual(ids.slice((page - 1) * 100, page * 100));
    expect(shown.total).toBe(ids.length);
  }
}

describe(`deep pages of the users list on ${testEngine}`, () => {
  it('shows the users counting from the top would, across the gaps deletions leave', async () => {
    await addUsers(4000, 'deep');
    // Scattered deletions, and a run of 1,500 that empties a whole block of ids and more.
    await db.deleteFrom('users').where('email', 'like', 'deep.%7@example.com').execute();
    const ids = await everyId();
    const run = ids.slice(800, 2300);
    await db.deleteFrom('users').where('id', 'in', run).execute();

    const total = (await everyId()).length;
    const last = Math.ceil(total / 100);
    await expectPagesAsCounted([1, 10, 11, 12, 15, 20, last - 1, last]);
    const past = await pageOf(last + 1);
    expect(past.ids).toEqual([]);
    expect(past.total).toBe(total);
  });

  it('keeps doing so as users are added and removed through the portal', async () => {
    const made = await call('POST', '/users', {
      token: adminToken,
      body: {
        account_type: 1,
        name: 'Newest Deep User',
        email: `newest.deep.${process.pid}@example.com`,
        role: Role.Investor,
        member_of_a_committee: 'No',
        committees: [],
        password: 'Newest-Deep-User-Password-7',
      },
    });
    expect(made.statusCode, made.body).toBe(201);
    await addUsers(300, 'later');
    const [, second] = await everyId();
    expect((await call('DELETE', `/users/${second}`, { token: adminToken })).statusCode).toBe(200);
    await expectPagesAsCounted([1, 11, 14, 20]);
  });
});
