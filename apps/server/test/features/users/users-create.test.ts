import { describe, expect, it } from 'vitest';
import { AccountStatus, Role } from '@portal/shared/constants';
import { messages } from '@portal/shared/messages';
import { testEngine } from '@server-test/helpers/database';
import { startBackOffice, uniqueEmail } from '@server-test/helpers/portal';
import {
  Chairperson,
  Company,
  createCommittee,
  Member,
  newUser,
  Secretary,
  usersState,
} from '@server-test/helpers/user-fixtures';

const portal = await startBackOffice();
const { call, clock, createUser, db, smtp, adminToken } = portal;
const planning = await createCommittee(db, 'Planning');
const audit = await createCommittee(db, 'Audit');

const create = (body: object) => call('POST', '/users', { token: adminToken, body });
const canLogin = async (email: string, password: string) =>
  (await call('POST', '/login', { body: { email, password } })).statusCode === 200;

/** Sends `body`, expects 422 with `errors`, and checks that nothing was written. */
async function refused(body: object, errors: Record<string, string[]>) {
  const before = await usersState(db);
  const answer = await create(body);
  expect(answer.statusCode, answer.body).toBe(422);
  expect(answer.answer.errors).toEqual(errors);
  expect(await usersState(db)).toEqual(before);
}

describe(`POST /api/users on ${testEngine}: success`, () => {
  it('creates a user with their committees, recording the administrator as the author', async () => {
    const body = newUser({
      name: 'Cora Member',
      member_of_a_committee: 'Yes',
      committees: [
        { name: planning, role: Chairperson },
        { name: audit, role: Member },
      ],
      password: 'chosen-pass',
    });
    const created = await create(body);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.answer.message).toBe('User created successfully.');
    const now = clock.now().toISOString();
    expect(created.answer.data).toEqual({
      id: expect.any(Number),
      name: 'Cora Member',
      email: body.email,
      email_verified_at: now,
      country: null,
      phone: null,
      user_role: 'Investor',
      role: Role.Investor,
      account_type: 'Company',
      account_type_id: Company,
      account_status: 'Active',
      status: AccountStatus.Active,
      verification_code: null,
      created_at: now,
      updated_at: now,
      created_by: 'Ada Admin',
      updated_by: 'Ada Admin',
      member_of_a_committee: 'Yes',
      user_committees: [
        { committee_id: audit, name: 'Audit', role_id: Member, role: 'Member' },
        { committee_id: planning, name: 'Planning', role_id: Chairperson, role: 'Chairperson' },
      ],
      website: null,
      address: null,
      contact_person_name: null,
      contact_person_phone: null,
      contact_person_email: null,
      alternative_contact_person_name: null,
      alternative_contact_person_phone: null,
      alternative_contact_person_email: null,
    });
    const read = await call('GET', `/users/${created.answer.data.id}`, { token: adminToken });
    expect(read.answer.data).toEqual(created.answer.data);
    expect(await canLogin(body.email, 'chosen-pass')).toBe(true);
  });

  it('verifies the address at creation, except for role 2, which must verify it', async () => {
    const investor = await create(newUser({ role: Role.Developer }));
    expect(investor.answer.data.email_verified_at).toBe(clock.now().toISOString());
    const registered = await create(newUser({ role: Role.RegisteredUser }));
    expect(registered.statusCode).toBe(201);
    expect(registered.answer.data.email_verified_at).toBeNull();
  });

  it('without a password, mails a link with which the user chooses one', async () => {
    const body = newUser({ name: 'Lin Linked' });
    const created = await create({ ...body, password: '' });
    expect(created.statusCode, created.body).toBe(201);

    const mail = await smtp.waitFor(body.email);
    expect(mail.subject).toMatch(/^Set your .* password$/);
    expect(mail.text).toContain('Hello Lin Linked,');
    const token = /\/auth\/recover-password\/([A-Za-z0-9_-]{43})/.exec(mail.text)![1];
    const chosen = await call('POST', '/update-password', {
      body: {
        password: 'my-own-pass',
        password_confirmation: 'my-own-pass',
        remember_token: token,
      },
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(await canLogin(body.email, 'my-own-pass')).toBe(true);
  });

  it('stores an unusable password until then, and mails nothing when given one', async () => {
    const withLink = await create(newUser());
    const stored = await db
      .selectFrom('users')
      .select('password_hash')
      .where('id', '=', withLink.answer.data.id)
      .executeTakeFirstOrThrow();
    expect(stored.password_hash).toMatch(/^\$argon2id\$/);
    for (const guess of ['', 'password', 'secret-pass-1']) {
      expect(await canLogin(withLink.answer.data.email, guess)).toBe(false);
    }

    const withPassword = await create(newUser({ password: 'given-pass' }));
    const links = await db
      .selectFrom('password_resets')
      .select('id')
      .where('user_id', '=', withPassword.answer.data.id)
      .execute();
    expect(links).toEqual([]);
  });

  it('normalizes the email and ignores status, authors and verification sent along', async () => {
    const email = uniqueEmail('Mixed.Case').toUpperCase();
    const created = await create({
      ...newUser({ email: `  ${email} ` }),
      status: AccountStatus.Blocked,
      created_by: 999,
      updated_by: 999,
      email_verified_at: null,
      verification_code: '000000',
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.answer.data).toMatchObject({
      email: email.toLowerCase(),
      status: AccountStatus.Active,
      created_by: 'Ada Admin',
      updated_by: 'Ada Admin',
      email_verified_at: clock.now().toISOString(),
      verification_code: null,
    });
  });
});

describe(`POST /api/users on ${testEngine}: refusals`, () => {
  it('asks for every required field', async () => {
    await refused(
      { committees: [], password: '' },
      {
        account_type: ['This field is required.'],
        name: ['This field is required.'],
        email: ['This field is required.'],
        role: ['This field is required.'],
        member_of_a_committee: ['This field is required.'],
      },
    );
  });

  it('stores a phone with its country code, as typed', async () => {
    const created = await create(newUser({ country_code: '+44', phone: '07911 123456' }));
    expect(created.statusCode, created.body).toBe(201);
    expect(created.answer.data).toMatchObject({ country: '+44', phone: '07911 123456' });
  });

  it("checks a phone against its country's numbering plan", async () => {
    await refused(newUser({ phone: '712345678' }), { country_code: [messages.required] });
    await refused(newUser({ country_code: '+44', phone: '712345678' }), {
      phone: [messages.phoneForCountry],
    });
    await refused(newUser({ country_code: '+999', phone: '712345678' }), {
      country_code: [messages.countryCode],
    });
  });

  it('checks the email and the length of a given password', async () => {
    await refused(newUser({ email: 'not-an-email', password: 'short' }), {
      email: ['Enter a valid email address.'],
      password: ['This field must be at least 6 characters long.'],
    });
  });

  it('takes an empty password as none given, but a short one is refused', async () => {
    await refused(newUser({ password: 'abc' }), {
      password: ['This field must be at least 6 characters long.'],
    });
    for (const password of ['', null]) {
      const body = newUser({ password });
      expect((await create(body)).statusCode).toBe(201);
      expect((await smtp.waitFor(body.email)).subject).toMatch(/^Set your .* password$/);
    }
  });

  it('asks for both fields of each committee line', async () => {
    await refused(
      newUser({ member_of_a_committee: 'Yes', committees: [{ name: planning }, { role: 1 }] }),
      {
        'committees.0.role': ['This field is required.'],
        'committees.1.name': ['This field is required.'],
      },
    );
  });

  it('reads a committee line as {name, role} only: the former {committee, role} is refused', async () => {
    await refused(
      newUser({
        member_of_a_committee: 'Yes',
        committees: [{ committee: planning, role: Member }],
      }),
      { 'committees.0.name': ['This field is required.'] },
    );
  });

  it("refuses the same committee twice with 'Committee already added'", async () => {
    await refused(
      newUser({
        member_of_a_committee: 'Yes',
        committees: [
          { name: planning, role: Chairperson },
          { name: audit, role: Member },
          { name: planning, role: Secretary },
        ],
      }),
      { 'committees.2.name': ['Committee already added'] },
    );
  });

  it('wants committees for a member, and none for a non-member', async () => {
    await refused(newUser({ member_of_a_committee: 'Yes', committees: [] }), {
      committees: ['Add at least one committee.'],
    });
    await refused(
      newUser({ member_of_a_committee: 'No', committees: [{ name: audit, role: Member }] }),
      { committees: ['Remove the committees, or answer Yes.'] },
    );
  });

  it('refuses choices that are not listed, each on its field', async () => {
    await refused(
      newUser({
        account_type: 99,
        role: 999,
        member_of_a_committee: 'Yes',
        committees: [
          { name: 999999, role: Member },
          { name: audit, role: 99 },
        ],
      }),
      {
        account_type: ['Choose one of the listed account types.'],
        role: ['Choose one of the listed roles.'],
        'committees.0.name': ['Choose one of the listed committees.'],
        'committees.1.role': ['Choose one of the listed committee roles.'],
      },
    );
  });

  it('refuses an email that another user has, whatever its case, with 409', async () => {
    const existing = await createUser();
    const before = await usersState(db);
    const duplicate = await create(newUser({ email: ` ${existing.email.toUpperCase()}` }));
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.answer.message).toBe('A user with this email already exists.');
    expect(await usersState(db)).toEqual(before);
  });
});
