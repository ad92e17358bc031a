import { describe, expect, it, vi } from 'vitest';
import { Role, ServiceCategory } from '@portal/shared/constants';
import { LOGO_MAX_BYTES, serviceMessages } from '@portal/shared/services';
import { testEngine } from '@server-test/helpers/database';
import {
  dataUrl,
  gif,
  jpeg,
  logoVersion,
  png,
  PNG_SIGNATURE,
  pngChunk,
  pngOfSize,
  webpLossless,
  webpLossy,
} from '@server-test/helpers/images';
import { pageLink, startBackOffice } from '@server-test/helpers/portal';

const portal = await startBackOffice();
const { call, createUser, db, adminToken } = portal;
const investorToken = await portal.signIn(await createUser({ role_id: Role.Investor }));
const unverifiedToken = await portal.signIn(
  await createUser({ role_id: Role.RegisteredUser, email_verified_at: null }),
);

const pngLogo = dataUrl('image/png', png());
const html = Buffer.from('<html><body><script>alert(document.cookie)</script></body></html>');

let sequence = 0;
/** A valid payload with a name no other test uses. */
const payload = (overrides: object = {}) => ({
  name: `Service ${++sequence}`,
  link: 'https://water.example/portal',
  has_sso: true,
  description: 'Water and electricity bills',
  logo: pngLogo,
  category: ServiceCategory.AuthorityService,
  ...overrides,
});

async function createService(overrides: object = {}) {
  const created = await call('POST', '/services', { token: adminToken, body: payload(overrides) });
  expect(created.statusCode, created.body).toBe(201);
  return created.answer.data as { id: number; name: string; logo: string };
}

/** Every column of every service: a refused call must leave all of them as they were. */
const allServices = () => db.selectFrom('services').selectAll().orderBy('id').execute();

async function expectRefusedLogo(logo: string, message: string) {
  const before = await allServices();
  const refused = await call('POST', '/services', { token: adminToken, body: payload({ logo }) });
  expect(refused.statusCode, refused.body).toBe(422);
  expect(refused.answer.errors).toEqual({ logo: [message] });
  expect(await allServices()).toEqual(before);
}

const existing = await createService({ name: 'Water Bills' });

describe(`services on ${testEngine}: who may call`, () => {
  const writes: [string, string, object?][] = [
    ['POST', '/services', payload()],
    ['PUT', `/services/${existing.id}`, payload({ id: existing.id })],
    ['DELETE', `/services/${existing.id}`],
  ];

  it.each(writes)(
    '%s %s answers 401 signed out and 403 to a non-administrator, changing nothing',
    async (method, url, body) => {
      const before = await allServices();
      expect((await call(method, url, { body })).statusCode).toBe(401);
      expect((await call(method, url, { body, token: investorToken })).statusCode).toBe(403);
      expect(await allServices()).toEqual(before);
    },
  );

  const reads: [string, string, object?][] = [
    ['GET', '/services'],
    ['POST', '/search-services', { search_term: 'water' }],
    ['GET', `/services/${existing.id}`],
  ];

  it.each(reads)(
    '%s %s is open to every verified account, not to the signed out or unverified',
    async (method, url, body) => {
      expect((await call(method, url, { body })).statusCode).toBe(401);
      expect((await call(method, url, { body, token: unverifiedToken })).statusCode).toBe(403);
      const read = await call(method, url, { body, token: investorToken });
      expect(read.statusCode, read.body).toBe(200);
    },
  );

  it("GET /unpaginated-items-services feeds only the administrator's form: 401 signed out, 403 to others", async () => {
    const url = '/unpaginated-items-services';
    expect((await call('GET', url)).statusCode).toBe(401);
    expect((await call('GET', url, { token: unverifiedToken })).statusCode).toBe(403);
    const refused = await call('GET', url, { token: investorToken });
    expect(refused.statusCode).toBe(403);
    expect(refused.answer.data).toBeUndefined();
    expect((await call('GET', url, { token: adminToken })).statusCode).toBe(200);
  });
});

describe(`services on ${testEngine}: create and read`, () => {
  it('creates a service, recording the administrator and the time', async () => {
    const created = await call('POST', '/services', {
      token: adminToken,
      body: payload({ name: '  Parcel Allocation ', created_by: 999, updated_by: 999 }),
    });
    expect(created.statusCode).toBe(201);
    expect(created.answer.message).toBe('Service created successfully.');
    const at = portal.clock.now().toISOString();
    expect(created.answer.data).toEqual({
      id: expect.any(Number),
      sso_secret: expect.stringMatching(/^tcs_/),
      name: 'Parcel Allocation',
      link: 'https://water.example/portal',
      has_sso: true,
      description: 'Water and electricity bills',
      logo: pngLogo,
      logo_url: `/api/services/${created.answer.data.id}/logo?v=${logoVersion(png())}`,
      category: ServiceCategory.AuthorityService,
      service_category: 'Authority Service',
      created_at: at,
      updated_at: at,
      created_by: 'Ada Admin',
      updated_by: 'Ada Admin',
    });
    const read = await call('GET', `/services/${created.answer.data.id}`, {
      token: investorToken,
    });
    const { sso_secret: _, ...service } = created.answer.data;
    expect(read.answer.data).toEqual(service);
  });

  it('takes has_sso as false when it is left out', async () => {
    const { has_sso: _, ...withoutSso } = payload({ category: ServiceCategory.PartnerService });
    const created = await call('POST', '/services', { token: adminToken, body: withoutSso });
    expect(created.statusCode).toBe(201);
    expect(created.answer.data).toMatchObject({
      has_sso: false,
      service_category: 'Partner Service',
    });
  });

  it('lists the service categories for the form', async () => {
    const lists = await call('GET', '/unpaginated-items-services', { token: adminToken });
    expect(lists.answer.data).toEqual({
      service_categories: [
        { id: 1, name: 'Authority Service' },
        { id: 2, name: 'Partner Service' },
      ],
    });
  });

  it('asks for every field but has_sso, and changes nothing', async () => {
    const before = await allServices();
    const refused = await call('POST', '/services', { token: adminToken, body: {} });
    expect(refused.statusCode).toBe(422);
    const required = ['This field is required.'];
    expect(refused.answer.errors).toEqual({
      name: required,
      link: required,
      description: required,
      logo: required,
      category: required,
    });
    expect(await allServices()).toEqual(before);
  });

  it.each([
    'javascript:alert(document.cookie)',
    'JavaScript://%0Aalert(1)',
    'data:text/html,<script>alert(1)</script>',
    '/account/services',
    'water.example',
    'ftp://files.example',
    'https://',
  ])('refuses the link %s', async (link) => {
    const before = await allServices();
    const refused = await call('POST', '/services', { token: adminToken, body: payload({ link }) });
    expect(refused.statusCode).toBe(422);
    expect(refused.answer.errors).toEqual({ link: ['Enter a valid http or https link.'] });
    expect(await allServices()).toEqual(before);
  });

  it('refuses a category that does not exist', async () => {
    const before = await allServices();
    const refused = await call('POST', '/services', {
      token: adminToken,
      body: payload({ category: 99 }),
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.answer.errors).toEqual({ category: [serviceMessages.unknownCategory] });
    expect(await allServices()).toEqual(before);
  });

  it('refuses a duplicate name whatever its case with 409', async () => {
    const before = await allServices();
    const duplicate = await call('POST', '/services', {
      token: adminToken,
      body: payload({ name: 'WATER bills' }),
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.answer.message).toBe('A service named "WATER bills" already exists.');
    expect(await allServices()).toEqual(before);
  });

  it('answers 404 for a service that does not exist', async () => {
    const missing = await call('GET', '/services/999999', { token: investorToken });
    expect(missing.statusCode).toBe(404);
    expect(missing.answer.message).toBe('Service not found.');
  });
});

describe(`services on ${testEngine}: logos`, () => {
  it('stores a bare base64 PNG as a PNG data URL', async () => {
    const service = await createService({ logo: png().toString('base64') });
    expect(service.logo).toBe(pngLogo);
  });

  it('decides the type from the bytes: a ".png" data URL holding a JPEG is a JPEG', async () => {
    const service = await createService({ logo: dataUrl('image/png', jpeg) });
    expect(service.logo).toBe(dataUrl('image/jpeg', jpeg));
  });

  it.each([
    ['lossy', webpLossy],
    ['lossless', webpLossless],
  ])('takes a %s WebP', async (_kind, webp) => {
    const service = await createService({ logo: dataUrl('application/octet-stream', webp) });
    expect(service.logo).toBe(dataUrl('image/webp', webp));
  });

  it('takes a logo of exactly 1 MB: the body limit lets it through', async () => {
    const largest = pngOfSize(LOGO_MAX_BYTES);
    const service = await createService({ logo: dataUrl('image/png', largest) });
    expect(service.logo).toBe(dataUrl('image/png', largest));
  });

  const svg = Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>',
  );
  const notWellFormed = (format: string) =>
    `The logo is not a well-formed ${format} file: it is damaged or carries extra data.`;
  const withBadCrc = png();
  withBadCrc.writeUInt32BE(0, 29); // the IHDR chunk's CRC

  it.each([
    ['an SVG with a script', dataUrl('image/svg+xml', svg), serviceMessages.logoType],
    ['an SVG labelled as a PNG', dataUrl('image/png', svg), serviceMessages.logoType],
    ['a GIF', dataUrl('image/gif', gif), serviceMessages.logoType],
    ['a bare HTML page', html.toString('base64'), serviceMessages.logoType],
    [
      'HTML behind a PNG header',
      dataUrl('image/png', Buffer.concat([PNG_SIGNATURE, html])),
      notWellFormed('PNG'),
    ],
    [
      'a valid PNG with HTML appended after IEND',
      dataUrl('image/png', Buffer.concat([png(), html])),
      notWellFormed('PNG'),
    ],
    ['a PNG whose CRC does not match', dataUrl('image/png', withBadCrc), notWellFormed('PNG')],
    [
      'a PNG with an unknown critical chunk',
      dataUrl('image/png', png([pngChunk('EVIL', html)])),
      notWellFormed('PNG'),
    ],
    [
      'a JPEG with trailing bytes',
      dataUrl('image/jpeg', Buffer.concat([jpeg, html])),
      notWellFormed('JPEG'),
    ],
    ['a JPEG cut short', dataUrl('image/jpeg', jpeg.subarray(0, -2)), notWellFormed('JPEG')],
    [
      'a WebP with bytes beyond its RIFF size',
      dataUrl('image/webp', Buffer.concat([webpLossy, html])),
      notWellFormed('WebP'),
    ],
    ['text that is not base64', 'not an image at all!', serviceMessages.logoEncoding],
    ['a data URL that is not base64', 'data:image/png,%89PNG', serviceMessages.logoEncoding],
    ['a data URL with nothing in it', 'data:image/png;base64,', 'This field is required.'],
    [
      'a logo of 1 MB and 1 byte',
      dataUrl('image/png', pngOfSize(LOGO_MAX_BYTES + 1)),
      serviceMessages.logoSize,
    ],
  ])('refuses %s', async (_case, logo, message) => {
    await expectRefusedLogo(logo, message);
  });

  it('refuses an oversized logo without decoding it', async () => {
    const decode = vi.spyOn(Buffer, 'from');
    try {
      const oversized = `data:image/png;base64,${'A'.repeat(Math.ceil(LOGO_MAX_BYTES / 3) * 4 + 4)}`;
      await expectRefusedLogo(oversized, serviceMessages.logoSize);
      const decodings = decode.mock.calls.filter((args: unknown[]) => args[1] === 'base64');
      expect(decodings).toEqual([]);
    } finally {
      decode.mockRestore();
    }
  });

  it('refuses a body far over the limit before reading it, and changes nothing', async () => {
    const before = await allServices();
    const huge = dataUrl('image/png', pngOfSize(3 * LOGO_MAX_BYTES));
    const refused = await call('POST', '/services', {
      token: adminToken,
      body: payload({ logo: huge }),
    });
    expect(refused.statusCode).toBe(413);
    expect(refused.answer.status).toBe('error');
    expect(await allServices()).toEqual(before);
  });
});

describe(`services on ${testEngine}: edit and delete`, () => {
  it('edits every field and records who did it and when', async () => {
    const service = await createService({ name: 'Electricity' });
    const editor = await createUser({ name: 'Eve Editor', role_id: Role.Administrator });
    const changes = {
      name: 'Electricity Bills',
      link: 'http://power.example',
      has_sso: false,
      description: 'Pay electricity bills',
      logo: dataUrl('image/webp', webpLossy),
      category: ServiceCategory.PartnerService,
    };
    portal.clock.advance(60_000);
    const edited = await call('PUT', `/services/${service.id}`, {
      token: await portal.signIn(editor),
      body: { id: service.id, ...changes },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.answer.message).toBe('Service updated successfully.');
    expect(edited.answer.data).toMatchObject({
      ...changes,
      service_category: 'Partner Service',
      created_by: 'Ada Admin',
      updated_by: 'Eve Editor',
      updated_at: portal.clock.now().toISOString(),
    });
    expect(edited.answer.data.created_at).not.toBe(edited.answer.data.updated_at);
  });

  it('keeps the stored logo when the form sends it back, and lets a name change case', async () => {
    const service = await createService({ name: 'Land Rates', logo: dataUrl('image/png', jpeg) });
    const edited = await call('PUT', `/services/${service.id}`, {
      token: adminToken,
      body: payload({ id: service.id, name: 'LAND RATES', logo: service.logo }),
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.answer.data).toMatchObject({ name: 'LAND RATES', logo: service.logo });
  });

  it("refuses another service's name, a body id for another service, a bad logo", async () => {
    const service = await createService();
    const before = await allServices();
    const edit = (overrides: object) =>
      call('PUT', `/services/${service.id}`, {
        token: adminToken,
        body: payload({ id: service.id, name: service.name, ...overrides }),
      });

    const taken = await edit({ name: 'water BILLS' });
    expect(taken.statusCode).toBe(409);
    expect(taken.answer.message).toBe('A service named "water BILLS" already exists.');

    const mismatched = await edit({ id: existing.id });
    expect(mismatched.statusCode).toBe(422);
    expect(mismatched.answer.errors).toEqual({
      id: ['The id does not match the service being edited.'],
    });

    const badLogo = await edit({
      logo: dataUrl('image/png', Buffer.concat([png(), html])),
      category: 99,
    });
    expect(badLogo.statusCode).toBe(422);
    expect(Object.keys(badLogo.answer.errors)).toEqual(['logo', 'category']);

    expect(await allServices()).toEqual(before);
  });

  it('answers 404 when editing a service that does not exist', async () => {
    const missing = await call('PUT', '/services/999999', {
      token: adminToken,
      body: payload({ id: 999999 }),
    });
    expect(missing.statusCode).toBe(404);
  });

  it('deletes a service; it is gone afterwards', async () => {
    const service = await createService();
    const deleted = await call('DELETE', `/services/${service.id}`, { token: adminToken });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.answer).toEqual({ status: 'success', message: 'Service deleted successfully.' });
    expect((await call('GET', `/services/${service.id}`, { token: adminToken })).statusCode).toBe(
      404,
    );
    expect(
      (await call('DELETE', `/services/${service.id}`, { token: adminToken })).statusCode,
    ).toBe(404);
  });
});

describe(`services on ${testEngine}: list and search`, () => {
  it('lists newest first, ten a page, with links that page through', async () => {
    for (let i = 1; i <= 12; i++) await createService({ name: `Paging ${i}` });
    const first = await call('GET', '/services', { token: investorToken });
    expect(first.statusCode).toBe(200);
    expect(first.answer.data).toHaveLength(10);
    expect(first.answer.data[0]).toMatchObject({
      name: 'Paging 12',
      has_sso: true,
      logo_url: `/api/services/${first.answer.data[0].id}/logo?v=${logoVersion(png())}`,
      service_category: 'Authority Service',
      created_by: 'Ada Admin',
    });
    const ids = first.answer.data.map((service: { id: number }) => service.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));

    const next = new URL(first.answer.links.at(-1).url);
    expect(next.origin).toBe(portal.app.deps.config.appUrl);
    const second = await call('GET', `${next.pathname.replace('/api', '')}${next.search}`, {
      token: investorToken,
    });
    expect(second.answer.current_page).toBe(2);
    expect(second.answer.data[0].id).toBeLessThan(ids.at(-1));
  });

  it('searches names and descriptions ignoring case; page links keep the term', async () => {
    for (let i = 1; i <= 8; i++) await createService({ name: `Fibre Link ${i}` });
    for (let i = 1; i <= 3; i++) {
      await createService({ name: `Cloud ${i}`, description: 'Hosted FIBRE backbone' });
    }
    await createService({ name: 'Courier', description: 'Parcels by road' });
    const found = await call('POST', '/search-services', {
      token: investorToken,
      body: { search_term: 'fIbRe' },
    });
    expect(found.statusCode).toBe(200);
    expect(found.answer.message).toBe('11 services found.');
    expect(found.answer.data).toHaveLength(10);
    const page2 = pageLink(found.answer, '2');
    expect(page2.searchParams.get('search_term')).toBe('fIbRe');
    const second = await call('GET', `/services${page2.search}`, { token: investorToken });
    expect(second.answer.data.map((service: { name: string }) => service.name)).toEqual([
      'Fibre Link 1',
    ]);
  });
});
