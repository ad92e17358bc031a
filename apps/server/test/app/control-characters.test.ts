import { describe, expect, it } from 'vitest';
import { Role, ServiceCategory } from '@portal/shared/constants';
import { messages } from '@portal/shared/messages';
import { basicAuthorization } from '../helpers/app';
import { testEngine } from '../helpers/database';
import { dataUrl, png } from '../helpers/images';
import { startBackOffice, uniqueEmail } from '../helpers/portal';
import { newParcel } from '../helpers/parcel-fixtures';

const portal = await startBackOffice();
const { call, createUser, db, admin, adminToken } = portal;
const unverifiedToken = await portal.signIn(
  await createUser({ role_id: Role.RegisteredUser, email_verified_at: null }),
);
const memberToken = await portal.signIn(await createUser({ role_id: Role.Investor }));

/** Creates a record through its own call, so that the update calls below have one to edit. */
async function created(url: string, body: object, token = adminToken): Promise<number> {
  const answer = await call('POST', url, { token, body });
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.answer.data.id as number;
}

const logo = dataUrl('image/png', png());
const service = {
  name: 'Water bills',
  link: 'https://water.example/portal',
  has_sso: true,
  description: 'Water and electricity bills',
  logo,
  category: ServiceCategory.AuthorityService,
};
const committee = { name: 'Planning', alias: 'PLN' };
const apiKey = { name: 'Planning app', expiry_date: '2027-06-30' };
const parcel = newParcel('TC-CC-0001');
const allocation = {
  allocated_to: 'Savannah Data Centres Ltd',
  allottee_email: admin.email,
  allocated_at: '2026-03-01',
  lease_term_years: 60,
};
const user = {
  account_type: 2,
  name: 'Nia Njeri',
  email: 'nia.njeri@example.com',
  role: Role.Investor,
  member_of_a_committee: 'No',
  committees: [],
  password: 'secret-pass-1',
};

const ids = {
  committee: await created('/committees', committee),
  role: await created('/roles', { name: 'Auditor' }),
  service: await created('/services', service),
  apiKey: await created('/apis', apiKey),
  user: await created('/users', user),
  parcel: await created('/parcels', parcel),
  freeParcel: await created('/parcels', { ...parcel, number: 'TC-CC-0002' }),
};
// The secret shown on creation is not kept: a new one is issued for the redemption below.
const serviceSecret = (
  await call('POST', `/services/${ids.service}/sso-secret`, { token: adminToken })
).answer.data.secret as string;
const allocationId = await created('/parcel-allocations', { parcel_id: ids.parcel, ...allocation });
const userEdit = {
  ...user,
  id: ids.user,
  country_code: '+254',
  phone: '712345678',
  reset_password: false,
};

type WriteCall = {
  method: 'POST' | 'PUT';
  url: string;
  /** Whose call: the administrator's unless said; `null` calls signed out. */
  token?: string | null;
  /** Another Authorization header, for calls that are not a user's. */
  authorization?: string;
  body: Record<string, unknown>;
  /** Fields of one line: every control character is refused. */
  fields: string[];
  /** Fields of a textarea: tabs and line breaks are fine, other control characters are not. */
  multiLine?: string[];
};

const password = { password: 'new-pass-1', password_confirmation: 'new-pass-1' };

// Every write call of the portal with the text fields of its body.
const writeCalls: WriteCall[] = [
  {
    method: 'POST',
    url: '/register',
    token: null,
    body: {
      account_type: 1,
      name: 'Nia Njeri',
      email: uniqueEmail('register'),
      country_code: '+254',
      phone: '712345678',
      ...password,
      accept_terms: true,
    },
    fields: ['name', 'email', 'country_code', 'phone', 'password', 'password_confirmation'],
  },
  {
    method: 'POST',
    url: '/login',
    token: null,
    body: { email: admin.email, password: admin.password },
    fields: ['email', 'password'],
  },
  {
    method: 'POST',
    url: '/reset-password',
    token: null,
    body: { email: admin.email },
    fields: ['email'],
  },
  {
    method: 'POST',
    url: '/update-password',
    token: null,
    body: { ...password, remember_token: 'a'.repeat(43) },
    fields: ['password', 'password_confirmation', 'remember_token'],
  },
  {
    method: 'POST',
    url: '/change-password',
    token: memberToken,
    body: password,
    fields: ['password', 'password_confirmation'],
  },
  {
    method: 'POST',
    url: '/verify-email',
    token: unverifiedToken,
    body: { code: '123456' },
    fields: ['code'],
  },
  {
    method: 'PUT',
    url: `/profile/${admin.id}`,
    body: { id: admin.id, country_code: '+254', phone: '712345678', designation: 'Director' },
    fields: ['country_code', 'phone', 'designation'],
  },
  { method: 'POST', url: '/apis', body: apiKey, fields: ['name', 'expiry_date'] },
  {
    method: 'PUT',
    url: `/apis/${ids.apiKey}`,
    body: { id: ids.apiKey, ...apiKey },
    fields: ['name', 'expiry_date'],
  },
  { method: 'POST', url: '/committees', body: committee, fields: ['name', 'alias'] },
  {
    method: 'PUT',
    url: `/committees/${ids.committee}`,
    body: { id: ids.committee, ...committee },
    fields: ['name', 'alias'],
  },
  { method: 'POST', url: '/roles', body: { name: 'Auditor' }, fields: ['name'] },
  {
    method: 'PUT',
    url: `/roles/${ids.role}`,
    body: { id: ids.role, name: 'Auditor' },
    fields: ['name'],
  },
  {
    method: 'POST',
    url: '/services',
    body: service,
    fields: ['name', 'link', 'logo'],
    multiLine: ['description'],
  },
  {
    method: 'PUT',
    url: `/services/${ids.service}`,
    body: { id: ids.service, ...service },
    fields: ['name', 'link', 'logo'],
    multiLine: ['description'],
  },
  { method: 'POST', url: '/users', body: user, fields: ['name', 'email', 'password'] },
  {
    method: 'PUT',
    url: `/users/${ids.user}`,
    body: userEdit,
    fields: ['name', 'email', 'password', 'country_code', 'phone'],
  },
  { method: 'POST', url: '/parcels', body: parcel, fields: ['number', 'acre'] },
  {
    method: 'PUT',
    url: `/parcels/${ids.parcel}`,
    body: { id: ids.parcel, ...parcel },
    fields: ['number', 'acre'],
  },
  {
    method: 'POST',
    url: '/parcel-allocations',
    body: { parcel_id: ids.freeParcel, ...allocation },
    fields: ['allocated_to', 'allottee_email', 'allocated_at'],
  },
  {
    method: 'PUT',
    url: `/parcel-allocations/${allocationId}`,
    body: { id: allocationId, ...allocation },
    fields: ['allocated_to', 'allottee_email', 'allocated_at'],
  },
  {
    method: 'POST',
    url: '/sso/redeem',
    token: null,
    authorization: basicAuthorization(ids.service, serviceSecret),
    body: { token: 'a'.repeat(43), service_id: ids.service },
    fields: ['token'],
  },
];

const lists = ['users', 'roles', 'services', 'committees', 'apis', 'parcels', 'parcel-allocations'];

/** NUL, a terminal escape (red text), DEL, a tab and line breaks: none belongs on one line. */
const refusedEverywhere = ['\u0000', '\u001b[31m', '\u007f'];
/** Unicode's line and paragraph separators break a line as surely as LF does. */
const lineBreaks = ['\t', '\n', '\r\n', '\u2028', '\u2029'];

/** `value` with `inserted` after its first character, so trimming cannot remove it. */
const spliced = (value: unknown, inserted: string) =>
  `${String(value).slice(0, 1)}${inserted}${String(value).slice(1)}`;

/** Every row a call could write; sessions without their last use, which any signed-in call moves. */
async function stored() {
  const tables = [
    'users',
    'committees',
    'committee_members',
    'roles',
    'services',
    'api_keys',
    'parcels',
    'parcel_allocations',
    'password_resets',
    'sso_handoffs',
  ] as const;
  const rows = await Promise.all(
    tables.map((table) => db.selectFrom(table).selectAll().orderBy('id').execute()),
  );
  const sessions = await db
    .selectFrom('sessions')
    .select(['id', 'revoked_at'])
    .orderBy('id')
    .execute();
  return { rows, sessions };
}

describe(`control characters in text on ${testEngine}`, () => {
  it.each(writeCalls.map((write) => [`${write.method} ${write.url}`, write] as const))(
    '%s refuses them in every text field (422) and stores nothing',
    async (
      _name,
      { method, url, token = adminToken, authorization, body, fields, multiLine = [] },
    ) => {
      const before = await stored();
      const probes = [
        ...fields.flatMap((field) =>
          [...refusedEverywhere, ...lineBreaks].map(
            (inserted) => [field, inserted, messages.controlCharacters] as const,
          ),
        ),
        ...multiLine.flatMap((field) =>
          refusedEverywhere.map(
            (inserted) => [field, inserted, messages.controlCharactersMultiLine] as const,
          ),
        ),
      ];
      for (const [field, inserted, message] of probes) {
        const answer = await call(method, url, {
          token: token ?? undefined,
          ...(authorization ? { authorization } : {}),
          body: { ...body, [field]: spliced(body[field], inserted) },
        });
        expect(answer.statusCode, `${field} with ${JSON.stringify(inserted)}`).toBe(422);
        expect(answer.answer.errors[field], `${field} with ${JSON.stringify(inserted)}`).toEqual([
          message,
        ]);
      }
      expect(await stored()).toEqual(before);
    },
  );

  it.each(lists)(
    'the %s search refuses them in the term, posted or in a page link',
    async (things) => {
      for (const inserted of [...refusedEverywhere, ...lineBreaks]) {
        const term = spliced('Ab', inserted);
        const posted = await call('POST', `/search-${things}`, {
          token: adminToken,
          body: { search_term: term },
        });
        expect(posted.statusCode, JSON.stringify(inserted)).toBe(422);
        expect(posted.answer.errors).toEqual({ search_term: [messages.controlCharacters] });
        const linked = await call('GET', `/${things}?search_term=${encodeURIComponent(term)}`, {
          token: adminToken,
        });
        expect(linked.statusCode, JSON.stringify(inserted)).toBe(422);
        expect(linked.answer.errors).toEqual({ search_term: [messages.controlCharacters] });
      }
    },
  );

  it("keeps the tabs and line breaks of a service's description", async () => {
    const description = 'Water bills\n\tmonthly,\r\nelectricity bills quarterly';
    const id = await created('/services', { ...service, name: 'Utilities', description });
    const read = await call('GET', `/services/${id}`, { token: adminToken });
    expect(read.answer.data.description).toBe(description);
    const edited = await call('PUT', `/services/${id}`, {
      token: adminToken,
      body: { ...service, id, name: 'Utilities', description: `${description}\n` },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.answer.data.description).toBe(description);
  });
});
