import { describe, expect, it } from 'vitest';
import { Role } from '@portal/shared/constants';
import { countRows, testEngine } from '@server-test/helpers/database';
import { pageLink, startBackOffice } from '@server-test/helpers/portal';

const portal = await startBackOffice();
const { call, createUser, db, adminToken } = portal;
const investorToken = await portal.signIn(await createUser({ role_id: Role.Investor }));

async function createRole(name: string) {
  const created = await call('POST', '/roles', { token: adminToken, body: { name } });
  expect(created.statusCode, created.body).toBe(201);
  return created.answer.data as { id: number; name: string };
}

describe(`roles on ${testEngine}: who may call`, () => {
  const calls: [string, string, object?][] = [
    ['GET', '/roles'],
    ['POST', '/search-roles', { search_term: 'a' }],
    ['POST', '/roles', { name: 'Auditor' }],
    ['GET', `/roles/${Role.Investor}`],
    ['PUT', `/roles/${Role.Investor}`, { id: Role.Investor, name: 'Investors' }],
    ['DELETE', `/roles/${Role.Investor}`],
  ];

  it.each(calls)(
    '%s %s answers 401 signed out and 403 to a non-administrator',
    async (method, url, body) => {
      const before = await countRows(db, 'roles');
      expect((await call(method, url, { body })).statusCode).toBe(401);
      const refused = await call(method, url, { body, token: investorToken });
      expect(refused.statusCode).toBe(403);
      expect(await countRows(db, 'roles')).toBe(before);
      const investor = await db
        .selectFrom('roles')
        .select('name')
        .where('id', '=', Role.Investor)
        .executeTakeFirst();
      expect(investor?.name).toBe('Investor');
    },
  );
});

describe(`roles on ${testEngine}: who may call, before anything else`, () => {
  it('answers 401 to a signed-out caller even when the body is invalid: nothing is validated for them', async () => {
    const refused = await call('POST', '/roles', { body: { name: '' } });
    expect(refused.statusCode).toBe(401);
    expect(refused.answer.errors).toBeUndefined();
  });
});

describe(`roles on ${testEngine}: create, read, rename`, () => {
  it('creates a role, recording the administrator as its creator', async () => {
    const created = await call('POST', '/roles', {
      token: adminToken,
      body: { name: '  Auditor ' },
    });
    expect(created.statusCode).toBe(201);
    expect(created.answer.message).toBe('Role created successfully.');
    expect(created.answer.data).toMatchObject({
      name: 'Auditor',
      created_by: 'Ada Admin',
      updated_by: 'Ada Admin',
    });
    const read = await call('GET', `/roles/${created.answer.data.id}`, { token: adminToken });
    expect(read.answer.data).toEqual(created.answer.data);
  });

  it('ignores a created_by sent in the payload', async () => {
    const created = await call('POST', '/roles', {
      token: adminToken,
      body: { name: 'Planner', created_by: 999, updated_by: 999 },
    });
    expect(created.answer.data.created_by).toBe('Ada Admin');
  });

  it('refuses an empty name with the field message, and changes nothing', async () => {
    const before = await countRows(db, 'roles');
    const refused = await call('POST', '/roles', { token: adminToken, body: { name: '   ' } });
    expect(refused.statusCode).toBe(422);
    expect(refused.answer.errors).toEqual({ name: ['This field is required.'] });
    expect(await countRows(db, 'roles')).toBe(before);
  });

  it('refuses a duplicate name whatever its case with 409', async () => {
    await createRole('Surveyor');
    const before = await countRows(db, 'roles');
    const duplicate = await call('POST', '/roles', {
      token: adminToken,
      body: { name: 'surveyor' },
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.answer.message).toBe('A role named "surveyor" already exists.');
    expect(await countRows(db, 'roles')).toBe(before);
  });

  it('answers 404 for a role that does not exist', async () => {
    const missing = await call('GET', '/roles/999999', { token: adminToken });
    expect(missing.statusCode).toBe(404);
    expect(missing.answer.message).toBe('Role not found.');
  });

  it('renames a role and records who did it', async () => {
    const role = await createRole('Inspector');
    const editor = await createUser({ name: 'Eve Editor', role_id: Role.Administrator });
    const renamed = await call('PUT', `/roles/${role.id}`, {
      token: await portal.signIn(editor),
      body: { id: role.id, name: 'Site Inspector' },
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.answer.message).toBe('Role updated successfully.');
    expect(renamed.answer.data).toMatchObject({
      name: 'Site Inspector',
      created_by: 'Ada Admin',
      updated_by: 'Eve Editor',
    });
  });

  it("refuses a rename to another role's name, or with a body id for another role", async () => {
    const role = await createRole('Valuer');
    const taken = await call('PUT', `/roles/${role.id}`, {
      token: adminToken,
      body: { id: role.id, name: 'investor' },
    });
    expect(taken.statusCode).toBe(409);
    const mismatched = await call('PUT', `/roles/${role.id}`, {
      token: adminToken,
      body: { id: Role.Investor, name: 'Valuers' },
    });
    expect(mismatched.statusCode).toBe(422);
    expect(mismatched.answer.errors.id).toBeDefined();
    const read = await call('GET', `/roles/${role.id}`, { token: adminToken });
    expect(read.answer.data.name).toBe('Valuer');
    expect(
      (await call('PUT', '/roles/999999', { token: adminToken, body: { id: 999999, name: 'X' } }))
        .statusCode,
    ).toBe(404);
  });

  it('lets a built-in role be renamed', async () => {
    const renamed = await call('PUT', `/roles/${Role.CommitteeMember}`, {
      token: adminToken,
      body: { id: Role.CommitteeMember, name: 'Committee Member' },
    });
    expect(renamed.statusCode).toBe(200);
  });
});

describe(`roles on ${testEngine}: delete`, () => {
  it('deletes a role nobody holds; it is gone afterwards', async () => {
    const role = await createRole('Temporary');
    const deleted = await call('DELETE', `/roles/${role.id}`, { token: adminToken });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.answer.message).toBe('Role deleted successfully.');
    expect((await call('GET', `/roles/${role.id}`, { token: adminToken })).statusCode).toBe(404);
    expect((await call('DELETE', `/roles/${role.id}`, { token: adminToken })).statusCode).toBe(404);
  });

  it('refuses to delete a built-in role or one that users hold, and keeps it', async () => {
    const builtIn = await call('DELETE', `/roles/${Role.Developer}`, { token: adminToken });
    expect(builtIn.statusCode).toBe(409);
    expect(builtIn.answer.message).toContain('built-in role');

    const role = await createRole('Consultant');
    await createUser({ role_id: role.id });
    const held = await call('DELETE', `/roles/${role.id}`, { token: adminToken });
    expect(held.statusCode).toBe(409);
    expect(held.answer.message).toBe(
      '"Consultant" is held by 1 user(s): give them another role first.',
    );
    expect((await call('GET', `/roles/${role.id}`, { token: adminToken })).statusCode).toBe(200);
  });
});

describe(`roles on ${testEngine}: list and search`, () => {
  it('lists newest first, ten a page, with links that page through', async () => {
    for (let i = 1; i <= 12; i++) await createRole(`Paging role ${String(i).padStart(2, '0')}`);
    const first = await call('GET', '/roles', { token: adminToken });
    expect(first.statusCode).toBe(200);
    expect(first.answer.data).toHaveLength(10);
    expect(first.answer.data[0].name).toBe('Paging role 12');
    const ids = first.answer.data.map((role: { id: number }) => role.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));

    const next = first.answer.links.at(-1);
    expect(next.label).toBe('Next »');
    const url = new URL(next.url);
    expect(url.origin).toBe(portal.app.deps.config.appUrl);
    const second = await call('GET', `${url.pathname.replace('/api', '')}${url.search}`, {
      token: adminToken,
    });
    expect(second.answer.current_page).toBe(2);
    expect(second.answer.data[0].id).toBeLessThan(ids.at(-1));
  });

  it('searches names ignoring case, and its page links keep the term', async () => {
    for (let i = 1; i <= 11; i++) await createRole(`Zoning Officer ${i}`);
    await createRole('Harbour master');
    const found = await call('POST', '/search-roles', {
      token: adminToken,
      body: { search_term: 'zoning OFFICER' },
    });
    expect(found.statusCode).toBe(200);
    expect(found.answer.message).toBe('11 roles found.');
    expect(found.answer.total).toBe(11);
    expect(
      found.answer.data.every((role: { name: string }) => role.name.startsWith('Zoning')),
    ).toBe(true);
    const page2 = pageLink(found.answer, '2');
    expect(page2.searchParams.get('search_term')).toBe('zoning OFFICER');
    const second = await call('GET', `/roles${page2.search}`, { token: adminToken });
    expect(second.answer.data).toHaveLength(1);
    expect(second.answer.data[0].name).toMatch(/^Zoning Officer/);
  });

  it('counts a search in words that agree with the number found', async () => {
    await createRole('Lighthouse keeper');
    const search = (term: string) =>
      call('POST', '/search-roles', { token: adminToken, body: { search_term: term } });
    expect((await search('lighthouse')).answer.message).toBe('1 role found.');
    expect((await search('no such role')).answer.message).toBe('0 roles found.');
  });

  it('treats LIKE wildcards in the term as plain characters', async () => {
    await createRole('Discount 50% desk');
    await createRole('Discount 500 desk');
    const found = await call('POST', '/search-roles', {
      token: adminToken,
      body: { search_term: '50%' },
    });
    expect(found.answer.data.map((role: { name: string }) => role.name)).toEqual([
      'Discount 50% desk',
    ]);
  });
});
