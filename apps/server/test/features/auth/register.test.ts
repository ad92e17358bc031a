import { describe, expect, it } from 'vitest';
import { AccountStatus, Role } from '@portal/shared/constants';
import { messages } from '@portal/shared/messages';
import { site } from '@portal/shared/site';
import { countRows, testEngine } from '@server-test/helpers/database';
import { startPortal, uniqueEmail } from '@server-test/helpers/portal';

const portal = await startPortal();
const { call, db } = portal;

const registration = (overrides: Record<string, unknown> = {}) => ({
  account_type: 2,
  name: 'Baraka Otieno',
  email: uniqueEmail('register'),
  country_code: '+254',
  phone: '712345678',
  password: 'secret-pass-1',
  password_confirmation: 'secret-pass-1',
  accept_terms: true,
  ...overrides,
});

const usersNamed = (email: string) =>
  db.selectFrom('users').selectAll().where('email', '=', email.trim().toLowerCase()).execute();

describe(`POST /api/register on ${testEngine}`, () => {
  it('creates an unverified role-2 account and mails it a 6-digit code', async () => {
    const body = registration({ email: '  New.Investor@Example.COM ' });
    const response = await call('POST', '/register', { body });

    expect(response.statusCode).toBe(201);
    expect(response.answer.status).toBe('success');
    expect(response.answer.message).toMatch(/verification code/);
    const [user] = await usersNamed(body.email as string);
    expect(user).toMatchObject({
      email: 'new.investor@example.com',
      name: 'Baraka Otieno',
      role_id: Role.RegisteredUser,
      status: AccountStatus.Active,
      account_type_id: 2,
      country_code: '+254',
      phone: '712345678',
      email_verified_at: null,
    });
    expect(user!.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);

    const mail = await portal.smtp.waitFor('new.investor@example.com');
    const code = /code is (\d{6})/.exec(mail.text)?.[1];
    expect(code).toBe(user!.verification_code);
    expect(mail.subject).toBe(`Your ${site.name} verification code`);
    // Signed with the authority's name and help line from the one site configuration.
    expect(mail.text).toContain(site.organisation);
    expect(mail.text).toContain(site.phone.label);
  });

  it('lets the new account sign in, and sends it to verification for everything else', async () => {
    const body = registration();
    await call('POST', '/register', { body });
    const login = await call('POST', '/login', {
      body: { email: body.email, password: body.password },
    });
    expect(login.statusCode).toBe(200);
    expect(login.answer.data.user).toMatchObject({ role: 2, email_verified_at: null });

    const profile = await call('GET', '/profile', { token: login.answer.data.token });
    expect(profile.statusCode).toBe(403);
    expect(profile.answer.code).toBe('email_not_verified');
  });

  it('ignores a role or status sent along (no mass assignment)', async () => {
    const body = registration({
      role: Role.Administrator,
      role_id: 1,
      status: 2,
      email_verified_at: '2026-01-01',
    });
    expect((await call('POST', '/register', { body })).statusCode).toBe(201);
    const [user] = await usersNamed(body.email as string);
    expect(user).toMatchObject({
      role_id: Role.RegisteredUser,
      status: 1,
      email_verified_at: null,
    });
  });

  it('refuses an address already registered, whatever its case, and changes nothing', async () => {
    const body = registration();
    await call('POST', '/register', { body });
    const before = await countRows(db, 'users');
    const again = await call('POST', '/register', {
      body: registration({ email: (body.email as string).toUpperCase(), name: 'Someone Else' }),
    });
    expect(again.statusCode).toBe(409);
    expect(again.answer.message).toBe('An account with this email address already exists.');
    expect(await countRows(db, 'users')).toBe(before);
    const [user] = await usersNamed(body.email as string);
    expect(user!.name).toBe('Baraka Otieno');
  });

  it('makes exactly one account of fifty concurrent registrations of one address', async () => {
    const body = registration();
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => call('POST', '/register', { body })),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    expect(await usersNamed(body.email as string)).toHaveLength(1);
  });

  it('answers 422 with the shared validation messages, and creates nothing', async () => {
    const before = await countRows(db, 'users');
    const response = await call('POST', '/register', {
      body: {
        account_type: null,
        name: ' ',
        email: 'nope',
        country_code: '',
        phone: '12345',
        password: 'abc',
        password_confirmation: 'abd',
        accept_terms: false,
      },
    });
    expect(response.statusCode).toBe(422);
    expect(response.answer.errors).toEqual({
      account_type: ['This field is required.'],
      name: ['This field is required.'],
      email: ['Enter a valid email address.'],
      country_code: ['This field is required.'],
      phone: ['This field must be at least 9 characters long.'],
      password: ['This field must be at least 6 characters long.'],
      password_confirmation: ['Passwords do not match.'],
      accept_terms: ['Please agree to our terms of use'],
    });
    expect(await countRows(db, 'users')).toBe(before);
  });

  it('refuses an account type or dialling code that is not listed', async () => {
    const before = await countRows(db, 'users');
    const unlistedType = await call('POST', '/register', {
      body: registration({ account_type: 99 }),
    });
    expect(unlistedType.statusCode).toBe(422);
    expect(Object.keys(unlistedType.answer.errors)).toEqual(['account_type']);
    const unlistedCode = await call('POST', '/register', {
      body: registration({ country_code: '+999' }),
    });
    expect(unlistedCode.answer.errors).toEqual({ country_code: [messages.countryCode] });
    expect(await countRows(db, 'users')).toBe(before);
  });

  it('says a left-out dialling code is required once, and creates nothing', async () => {
    const before = await countRows(db, 'users');
    const { country_code: _, ...withoutCode } = registration();
    const response = await call('POST', '/register', { body: withoutCode });
    expect(response.statusCode).toBe(422);
    expect(response.answer.errors).toEqual({ country_code: [messages.required] });
    expect(await countRows(db, 'users')).toBe(before);
  });

  it('refuses a phone that is no number of the chosen country, and creates nothing', async () => {
    const before = await countRows(db, 'users');
    const response = await call('POST', '/register', {
      body: registration({ country_code: '+44', phone: '712345678' }),
    });
    expect(response.statusCode).toBe(422);
    expect(response.answer.errors).toEqual({ phone: [messages.phoneForCountry] });
    expect(await countRows(db, 'users')).toBe(before);
  });
});

describe(`GET /api/unpaginated-items-home on ${testEngine}`, () => {
  it('lists the account types and the countries with their dialling codes, signed out', async () => {
    const response = await call('GET', '/unpaginated-items-home');
    expect(response.statusCode).toBe(200);
    expect(response.answer.data.account_types).toEqual([
      { id: 1, name: 'Investor' },
      { id: 2, name: 'Company' },
      { id: 3, name: 'Software / Cloud Vendor' },
      { id: 4, name: 'Developer' },
    ]);
    const countries = response.answer.data.countries as {
      name: string;
      code: string;
      iso_code: string;
    }[];
    expect(countries.length).toBeGreaterThan(200);
    expect(countries).toContainEqual(
      expect.objectContaining({ name: 'Kenya', code: '+254', iso_code: 'KE' }),
    );
    const names = countries.map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });
});
