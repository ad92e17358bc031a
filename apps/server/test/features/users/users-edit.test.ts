import { describe, expect, it } from 'vitest';
import { Role } from '@portal/shared/constants';
import { messages } from '@portal/shared/messages';
import { MINUTE } from '@server-test/helpers/clock';
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
const { call, clock, createUser, db, smtp, admin, adminToken } = portal;
const planning = await createCommittee(db, 'Planning board');
const audit = await createCommittee(db, 'Audit board');
const tenders = await createCommittee(db, 'Tenders board');

type Created = { id: number; email: string; name: string };

async function createMember(): Promise<Created> {
  const created = await call('POST', '/users', {
    token: adminToken,
    body: newUser({
      password: 'first-pass',
      member_of_a_committee: 'Yes',
      committees: [
        { name: planning, role: Chairperson },
        { name: audit, role: Member },
      ],
    }),
  });
  expect(created.statusCode, created.body).toBe(201);
  return created.answer.data;
}

/** The edit form as the web app sends it: everything the user has, plus the changes. */
const editOf = (user: Created, changes: Record<string, unknown> = {}) => ({
  id: user.id,
  account_type: Company,
  name: user.name,
  email: user.email,
  role: Role.Investor,
  phone: null,
  member_of_a_committee: 'No',
  committees: [],
  password: '',
  reset_password: false,
  ...changes,
});
const edit = (user: Created, changes: Record<string, unknown> = {}, token = adminToken) =>
  call('PUT', `/users/${user.id}`, { token, body: editOf(user, changes) });

const seats = (userId: number) =>
  db
    .selectFrom('committee_members')
    .select(['committee_id', 'committee_role_id'])
    .where('user_id', '=', userId)
    .orderBy('committee_id')
    .execute();
const canLogin = async (email: string, password: string) =>
  (await call('POST', '/login', { body: { email, password } })).statusCode === 200;

describe(`PUT /api/users/{id} on ${testEngine}: success`, () => {
  it('saves the form, records who did it, and replaces the committees as a whole', async () => {
    const user = await createMember();
    const editor = await createUser({ name: 'Eve Editor', role_id: Role.Administrator });
    clock.advance(MINUTE);
    const updated = await edit(
      user,
      {
        name: 'Renamed Member',
        role: Role.SoftwareVendor,
        account_type: 3,
        country_code: '+254',
        phone: ' 712 345 678 ',
        member_of_a_committee: 'Yes',
        committees: [
          { name: audit, role: Secretary },
          { name: tenders, role: Member },
        ],
      },
      await portal.signIn(editor),
    );
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.answer.message).toBe('User updated successfully.');
    expect(updated.answer.data).toMatchObject({
      name: 'Renamed Member',
      user_role: 'Software Vendor',
      role: Role.SoftwareVendor,
      account_type: 'Software / Cloud Vendor',
      country: '+254',
      phone: '712 345 678',
      created_by: 'Ada Admin',
      updated_by: 'Eve Editor',
      updated_at: clock.now().toISOString(),
      member_of_a_committee: 'Yes',
      user_committees: [
        { committee_id: audit, name: 'Audit board', role_id: Secretary, role: 'Secretary' },
        { committee_id: tenders, name: 'Tenders board', role_id: Member, role: 'Member' },
      ],
    });
    expect(await seats(user.id)).toEqual([
      { committee_id: audit, committee_role_id: Secretary },
      { committee_id: tenders, committee_role_id: Member },
    ]);
  });

  it('saves a user without a phone with no country code, as accounts from before codes were', async () => {
    const user = await createMember();
    const updated = await edit(user, { country_code: '', phone: '' });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.answer.data).toMatchObject({ country: null, phone: null });
  });

  it('takes every committee away from a user who is no longer a member', async () => {
    const user = await createMember();
    const updated = await edit(user, { phone: '' });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.answer.data).toMatchObject({
      member_of_a_committee: 'No',
      user_committees: [],
      phone: null,
    });
    expect(await seats(user.id)).toEqual([]);
  });

  it('sets a given password and signs the user out everywhere', async () => {
    const user = await createMember();
    const session = await portal.signIn({ email: user.email, password: 'first-pass' });
    expect((await edit(user, { password: 'second-pass' })).statusCode).toBe(200);
    expect((await call('GET', '/profile', { token: session })).statusCode).toBe(401);
    expect(await canLogin(user.email, 'first-pass')).toBe(false);
    expect(await canLogin(user.email, 'second-pass')).toBe(true);
  });

  it('on reset_password, mails a reset link and signs the user out, keeping the password', async () => {
    const user = await createMember();
    const session = await portal.signIn({ email: user.email, password: 'first-pass' });
    expect((await edit(user, { reset_password: true })).statusCode).toBe(200);
    expect((await call('GET', '/profile', { token: session })).statusCode).toBe(401);
    const mail = await smtp.waitFor(user.email);
    expect(mail.subject).toMatch(/^Reset your .* password$/);
    expect(mail.text).toMatch(/https:\/\/portal\.example\/auth\/recover-password\/[\w-]{43}/);
    expect(await canLogin(user.email, 'first-pass')).toBe(true);
  });

  it('verifies a changed address afresh: at once, but for role 2', async () => {
    const investor = await createMember();
    clock.advance(MINUTE);
    const moved = await edit(investor, { email: uniqueEmail('moved') });
    expect(moved.answer.data.email_verified_at).toBe(clock.now().toISOString());

    const registered = await createUser({ role_id: Role.RegisteredUser });
    const user = { id: registered.id, email: registered.email, name: 'Test User' };
    const kept = await edit(user, { role: Role.RegisteredUser });
    expect(kept.answer.data.email_verified_at).not.toBeNull();
    const changed = await edit(user, { role: Role.RegisteredUser, email: uniqueEmail('new') });
    expect(changed.answer.data.email_verified_at).toBeNull();
  });
});

describe(`PUT /api/users/{id} on ${testEngine}: refusals`, () => {
  it('refuses a body id for another user, and changes nothing', async () => {
    const user = await createMember();
    const before = await usersState(db);
    const mismatched = await edit(user, { id: admin.id, name: 'Hijacked' });
    expect(mismatched.statusCode).toBe(422);
    expect(mismatched.answer.errors).toEqual({
      id: ['The id does not match the user being edited.'],
    });
    expect(await usersState(db)).toEqual(before);
  });

  it('applies the create rules, committee ones included, and changes nothing', async () => {
    const user = await createMember();
    const before = await usersState(db);
    const invalid = await edit(user, {
      name: ' ',
      phone: '12',
      password: 'short',
      member_of_a_committee: 'Yes',
      committees: [
        { name: audit, role: Member },
        { name: audit, role: Chairperson },
      ],
    });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.answer.errors).toEqual({
      name: ['This field is required.'],
      phone: ['This field must be at least 9 characters long.'],
      password: ['This field must be at least 6 characters long.'],
      'committees.1.name': ['Committee already added'],
    });
    const phoneless = await edit(user, { phone: '712345678' });
    expect(phoneless.answer.errors).toEqual({ country_code: ['This field is required.'] });
    const foreign = await edit(user, { country_code: '+44', phone: '712345678' });
    expect(foreign.answer.errors).toEqual({ phone: [messages.phoneForCountry] });
    const nowhere = await edit(user, { country_code: '+999', phone: '712345678' });
    expect(nowhere.answer.errors).toEqual({ country_code: [messages.countryCode] });
    const unlisted = await edit(user, { role: 999 });
    expect(unlisted.statusCode).toBe(422);
    expect(unlisted.answer.errors).toEqual({ role: ['Choose one of the listed roles.'] });
    expect(await usersState(db)).toEqual(before);
  });

  it("refuses another user's email with 409, and keeps the user's own", async () => {
    const user = await createMember();
    const other = await createUser();
    const before = await usersState(db);
    const taken = await edit(user, { email: other.email.toUpperCase() });
    expect(taken.statusCode).toBe(409);
    expect(taken.answer.message).toBe('A user with this email already exists.');
    expect(await usersState(db)).toEqual(before);
    expect((await edit(user)).statusCode).toBe(200);
  });
});
