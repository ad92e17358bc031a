import { describe, expect, it } from 'vitest';
import { MAX_ID, MAX_PAGE_SIZE, Role } from '@portal/shared/constants';
import { messages } from '@portal/shared/messages';
import { countRows, testEngine } from '../helpers/database';
import { startBackOffice } from '../helpers/portal';

const portal = await startBackOffice();
const { call, createUser, db, admin, adminToken } = portal;

async function created(url: string, body: object): Promise<number> {
  const answer = await call('POST', url, { token: adminToken, body });
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.answer.data.id as number;
}

/** Ways to write `id` that a loose reading takes for it, and ids that name no row. */
const notCanonical = (id: number) => [
  `0x${id.toString(16)}`,
  ` ${id}`,
  `${id} `,
  `0${id}`,
  `${id}e0`,
  `${id}.0`,
  `+${id}`,
  `-${id}`,
  '0',
  String(MAX_ID + 1),
  '9'.repeat(40),
];

const deletable = [
  ['committees', 'committees', await created('/committees', { name: 'Planning' })],
  ['roles', 'roles', await created('/roles', { name: 'Auditor' })],
  ['apis', 'api_keys', await created('/apis', { name: 'Reader', expiry_date: '2027-06-30' })],
  ['users', 'users', (await createUser({ role_id: Role.Investor })).id],
] as const;

describe(`ids in paths on ${testEngine}`, () => {
  it.each(deletable)(
    'DELETE /api/%s/{id} acts only on the id written in digits; any other spelling is 422',
    async (things, table, id) => {
      const rows = await countRows(db, table);
      for (const spelled of notCanonical(id)) {
        const refused = await call('DELETE', `/${things}/${encodeURIComponent(spelled)}`, {
          token: adminToken,
        });
        expect(refused.statusCode, `${things}/${JSON.stringify(spelled)}`).toBe(422);
        expect(refused.answer.errors).toEqual({ id: [messages.wholeNumber(MAX_ID)] });
      }
      expect(await countRows(db, table)).toBe(rows);
      expect((await call('GET', `/${things}/${id}`, { token: adminToken })).statusCode).toBe(200);

      const removed = await call('DELETE', `/${things}/${id}`, { token: adminToken });
      expect(removed.statusCode, removed.body).toBe(200);
      expect(await countRows(db, table)).toBe(rows - 1);
    },
  );

  it('PUT /api/profile/{id} reads its id the same way', async () => {
    const body = {
      id: admin.id,
      country_code: '+254',
      phone: '712345678',
      designation: 'Director',
    };
    for (const spelled of notCanonical(admin.id)) {
      const refused = await call('PUT', `/profile/${encodeURIComponent(spelled)}`, {
        token: adminToken,
        body,
      });
      expect(refused.statusCode, JSON.stringify(spelled)).toBe(422);
    }
    const profile = await call('GET', '/profile', { token: adminToken });
    expect(profile.answer.data.designation).toBeNull();
  });

  it('a list reads page and per_page in digits only', async () => {
    for (const spelled of ['0x2', ' 2', '02', '2e0', '2.0', '+2', '0', '-1', '9'.repeat(40)]) {
      const page = await call('GET', `/roles?page=${encodeURIComponent(spelled)}`, {
        token: adminToken,
      });
      expect(page.statusCode, `page=${JSON.stringify(spelled)}`).toBe(422);
      expect(page.answer.errors).toEqual({ page: [messages.wholeNumber(MAX_ID)] });
    }
    for (const spelled of ['1e1', '010', '0xa', String(MAX_PAGE_SIZE + 1)]) {
      const size = await call('GET', `/roles?per_page=${encodeURIComponent(spelled)}`, {
        token: adminToken,
      });
      expect(size.statusCode, `per_page=${JSON.stringify(spelled)}`).toBe(422);
      expect(size.answer.errors).toEqual({ per_page: [messages.wholeNumber(MAX_PAGE_SIZE)] });
    }
    const second = await call('GET', '/roles?page=2&per_page=3', { token: adminToken });
    expect(second.statusCode).toBe(200);
    expect(second.answer.current_page).toBe(2);
  });
});
