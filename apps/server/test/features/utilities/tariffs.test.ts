import { describe, expect, it } from 'vitest';
import { Role } from '@portal/shared/constants';
import { tariffVersionsFor } from '@server/domain/utilities/tariffs';
import { countRows, testEngine } from '@server-test/helpers/database';
import { startBackOffice } from '@server-test/helpers/portal';

const portal = await startBackOffice();
const { call, createUser, signIn, db, adminToken } = portal;

/** A signed-in holder of a role granting exactly `permissions`. */
async function holderOf(name: string, permissions: string[]): Promise<string> {
  const role = await call('POST', '/roles', { token: adminToken, body: { name, permissions } });
  expect(role.statusCode, role.body).toBe(201);
  return signIn(await createUser({ role_id: role.answer.data.id as number }));
}
const billerToken = await holderOf('Utility billing', ['utilities.bill']);
const investorToken = await signIn(await createUser({ role_id: Role.Investor }));

// The portal's clock says 2026-11-21; migration 0031 seeded every tariff from 2026-01-01.
const tariffBody = (overrides: object = {}) => ({
  service: 'water',
  customer_class: 'domestic',
  effective_from: '2027-01-01',
  reference: 'Gazette Notice No. 99 of 2026',
  fixed_charge: 10_000,
  minimum_charge: 0,
  sewerage_percent: 75,
  tax_category: 'exempt',
  blocks: [
    { from: 0, to: 6, rate: 5_000 },
    { from: 6, to: 20, rate: 7_000 },
    { from: 20, to: null, rate: 9_000 },
  ],
  ...overrides,
});
const createTariff = async (overrides: object = {}) => {
  const created = await call('POST', '/utility-tariffs', {
    token: adminToken,
    body: tariffBody(overrides),
  });
  expect(created.statusCode, created.body).toBe(201);
  return created.answer.data as { id: number } & Record<string, unknown>;
};

const snapshot = async () => ({
  tariffs: await db.selectFrom('utility_tariffs').selectAll().orderBy('id').execute(),
  events: await countRows(db, 'audit_events'),
});

/** A bill charged on tariff version `tariffId`, as a billing run leaves it. */
async function billOn(tariffId: number, period: string) {
  const parcel = await db.selectFrom('parcels').select('id').executeTakeFirstOrThrow();
  const connection = await db
    .insertInto('utility_connections')
    .values({
      number: `W-TEST-${period}`,
      parcel_id: parcel.id,
      service: 'water',
      customer_class: 'domestic',
      start_date: '2026-01-01',
      // One open connection of a service on a parcel: each fixture's is closed at once.
      status: 'closed',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const run = await db
    .insertInto('utility_billing_runs')
    .values({ period })
    .returning('id')
    .executeTakeFirstOrThrow();
  const reading = { value: 0, read_at: '2026-10-01T00:00:00.000Z', source: 'actual' } as const;
  const bill = await db
    .insertInto('utility_bills')
    .values({
      run_id: run.id,
      connection_id: connection.id,
      period,
      opening_value: reading.value,
      opening_read_at: reading.read_at,
      opening_source: reading.source,
      closing_value: 10,
      closing_read_at: reading.read_at,
      closing_source: reading.source,
      consumption: 10,
      lines: '[]',
      subtotal: 0,
      tax: 0,
      total: 0,
      amount_due: 0,
      currency: 'KES',
      due_date: '2026-11-15',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('utility_bill_tariffs')
    .values({ bill_id: bill.id, tariff_id: tariffId })
    .execute();
}

describe(`utility tariffs on ${testEngine}`, () => {
  it('adds a version, audited, and shows it with its place among the versions', async () => {
    const created = await call('POST', '/utility-tariffs', {
      token: adminToken,
      body: tariffBody({ reference: '  Gazette Notice No. 100 of 2026 ' }),
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.answer.message).toBe('Tariff version added.');
    const tariff = created.answer.data;
    expect(tariff).toMatchObject({
      service: 'water',
      customer_class: 'domestic',
      effective_from: '2027-01-01',
      reference: 'Gazette Notice No. 100 of 2026',
      tax_rate_bps: 0,
      in_force: false,
      billed: false,
      superseded_by: null,
      created_by: 'Ada Admin',
      updated_by: 'Ada Admin',
    });
    expect(tariff.blocks).toEqual(tariffBody().blocks);

    // The seeded version is in force, until the new one takes effect.
    const [seeded] = await tariffVersionsFor(db, 'water', 'domestic');
    const shown = await call('GET', `/utility-tariffs/${seeded!.id}`, { token: billerToken });
    expect(shown.answer.data).toMatchObject({ in_force: true, superseded_by: tariff.id });

    const event = await db
      .selectFrom('audit_events')
      .selectAll()
      .where('action', '=', 'utility_tariff.created')
      .where('record_id', '=', tariff.id)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(String(event.changes))).toMatchObject({
      effective_from: { before: null, after: '2027-01-01' },
      sewerage_percent: { before: null, after: 75 },
    });
  });

  it('lists the versions newest effective first, narrowed to a service and class', async () => {
    const electric = await createTariff({
      service: 'electricity',
      customer_class: 'commercial',
      effective_from: '2027-02-01',
      sewerage_percent: 0,
      tax_category: 'standard',
    });
    const listed = await call(
      'GET',
      '/utility-tariffs?service=electricity&customer_class=commercial',
      { token: billerToken },
    );
    expect(listed.statusCode, listed.body).toBe(200);
    const rows: { id: number; effective_from: string; tax_rate_bps: number }[] = listed.answer.data;
    expect(rows.map((row) => row.effective_from)).toEqual(['2027-02-01', '2026-01-01']);
    expect(rows[0]).toMatchObject({ id: electric.id, tax_rate_bps: 1600 });
    expect(listed.answer.total).toBe(2);

    const all = await call('GET', '/utility-tariffs?per_page=100', { token: adminToken });
    const days: string[] = all.answer.data.map(
      (row: { effective_from: string }) => row.effective_from,
    );
    expect(days).toEqual([...days].sort().reverse());
    const refused = await call('GET', '/utility-tariffs?service=gas', { token: adminToken });
    expect(refused.statusCode).toBe(422);
  });

  it('shows anyone the versions in force and announced, and nothing of staff', async () => {
    const past = await createTariff({ customer_class: 'industrial', effective_from: '2025-07-01' });
    const future = await createTariff({
      customer_class: 'industrial',
      effective_from: '2027-03-01',
    });
    const answer = await call('GET', '/public/utility-tariffs');
    expect(answer.statusCode, answer.body).toBe(200);
    const versions: { id: number; service: string; customer_class: string; in_force: boolean }[] =
      answer.answer.data;
    const ids = versions.map((version) => version.id);
    expect(ids).not.toContain(past.id);
    expect(versions.find((version) => version.id === future.id)?.in_force).toBe(false);
    // One in force for each service and class.
    const inForce = versions.filter((version) => version.in_force);
    expect(inForce.map((version) => `${version.service} ${version.customer_class}`).sort()).toEqual(
      [
        'electricity commercial',
        'electricity domestic',
        'electricity industrial',
        'water commercial',
        'water domestic',
        'water industrial',
      ],
    );
    expect(Object.keys(versions[0]!).sort()).toEqual(
      [
        'blocks',
        'customer_class',
        'effective_from',
        'fixed_charge',
        'id',
        'in_force',
        'minimum_charge',
        'reference',
        'service',
        'sewerage_percent',
        'tax_category',
        'tax_rate_bps',
      ].sort(),
    );
  });

  it('refuses a second version of a tariff on the same day with 409, changing nothing', async () => {
    await createTariff({ customer_class: 'commercial', effective_from: '2027-04-01' });
    const before = await snapshot();
    const twice = await call('POST', '/utility-tariffs', {
      token: adminToken,
      body: tariffBody({ customer_class: 'commercial', effective_from: '2027-04-01' }),
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.answer.errors.effective_from).toEqual([twice.answer.message]);
    expect(await snapshot()).toEqual(before);
  });

  it.each([
    [
      'a gap between blocks',
      {
        blocks: [
          { from: 0, to: 6, rate: 1 },
          { from: 7, to: null, rate: 2 },
        ],
      },
      { 'blocks.1.from': ['Block 2 must start where block 1 ends.'] },
    ],
    [
      'overlapping blocks',
      {
        blocks: [
          { from: 0, to: 10, rate: 1 },
          { from: 6, to: null, rate: 2 },
        ],
      },
      { 'blocks.1.from': ['Block 2 must start where block 1 ends.'] },
    ],
    [
      'a first block not starting at 0',
      { blocks: [{ from: 1, to: null, rate: 1 }] },
      { 'blocks.0.from': ['The first block starts at 0.'] },
    ],
    [
      'a last block with an upper limit',
      {
        blocks: [
          { from: 0, to: 6, rate: 1 },
          { from: 6, to: 20, rate: 2 },
        ],
      },
      {
        'blocks.1.to': [
          'Leave the last block’s upper limit empty: it covers everything above its start.',
        ],
      },
    ],
    [
      'an open block before the last',
      {
        blocks: [
          { from: 0, to: null, rate: 1 },
          { from: 6, to: null, rate: 2 },
        ],
      },
      { 'blocks.0.to': ['Enter where this block ends: only the last block has no upper limit.'] },
    ],
    [
      'a block ending where it starts',
      {
        blocks: [
          { from: 0, to: 0, rate: 1 },
          { from: 0, to: null, rate: 2 },
        ],
      },
      { 'blocks.0.to': ['A block must end above where it starts.'] },
    ],
    [
      'a rate in fractions of a cent',
      { blocks: [{ from: 0, to: null, rate: 1.5 }] },
      { 'blocks.0.rate': ['Enter the amount in cents, as a whole number.'] },
    ],
    ['no blocks', { blocks: [] }, { blocks: ['Enter at least one block.'] }],
    [
      'sewerage on electricity',
      { service: 'electricity', sewerage_percent: 10 },
      { sewerage_percent: ['Electricity has no sewerage charge: enter 0.'] },
    ],
    [
      'a day that is not one, and no reference',
      { effective_from: '2027-02-30', reference: ' ' },
      { effective_from: expect.any(Array), reference: expect.any(Array) },
    ],
  ])('refuses %s with 422 on the field, changing nothing', async (_case, change, errors) => {
    const before = await snapshot();
    const refused = await call('POST', '/utility-tariffs', {
      token: adminToken,
      body: tariffBody({ effective_from: '2027-05-01', ...change }),
    });
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.answer.errors).toEqual(errors);
    expect(await snapshot()).toEqual(before);
  });

  it('changes and deletes a version that has billed nothing, audited', async () => {
    const tariff = await createTariff({ effective_from: '2027-06-01' });
    const changed = await call('PUT', `/utility-tariffs/${tariff.id}`, {
      token: adminToken,
      body: tariffBody({ effective_from: '2027-06-01', fixed_charge: 12_500 }),
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.answer.data.fixed_charge).toBe(12_500);
    const event = await db
      .selectFrom('audit_events')
      .select('changes')
      .where('action', '=', 'utility_tariff.updated')
      .where('record_id', '=', tariff.id)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(String(event.changes))).toEqual({
      fixed_charge: { before: 10_000, after: 12_500 },
    });

    const deleted = await call('DELETE', `/utility-tariffs/${tariff.id}`, { token: adminToken });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(
      (await call('GET', `/utility-tariffs/${tariff.id}`, { token: adminToken })).statusCode,
    ).toBe(404);
    expect(await countRows(db, 'audit_events')).toBeGreaterThan(0);
  });

  it('refuses to change or delete a version that has billed, saying to add a newer one', async () => {
    const tariff = await createTariff({ effective_from: '2026-07-01' });
    await billOn(tariff.id, '2026-07');
    const shown = await call('GET', `/utility-tariffs/${tariff.id}`, { token: adminToken });
    expect(shown.answer.data.billed).toBe(true);
    const before = await snapshot();
    const message =
      'This version has charged bills, so it is kept as it is: add a newer version instead.';
    const changed = await call('PUT', `/utility-tariffs/${tariff.id}`, {
      token: adminToken,
      body: tariffBody({ effective_from: '2026-07-01', fixed_charge: 1 }),
    });
    expect(changed.statusCode).toBe(409);
    expect(changed.answer.message).toBe(message);
    const deleted = await call('DELETE', `/utility-tariffs/${tariff.id}`, { token: adminToken });
    expect(deleted.statusCode).toBe(409);
    expect(deleted.answer.message).toBe(message);
    expect(await snapshot()).toEqual(before);
  });

  it('answers 404 for a version that does not exist', async () => {
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const missing = await call(method, '/utility-tariffs/999999', {
        token: adminToken,
        body: method === 'PUT' ? tariffBody({ effective_from: '2027-07-01' }) : undefined,
      });
      expect(missing.statusCode).toBe(404);
    }
  });

  it('lets only utilities.manage change tariffs, and only utilities staff read them', async () => {
    const tariff = await createTariff({ effective_from: '2027-08-01' });
    const before = await snapshot();
    const writes = [
      ['POST', '/utility-tariffs', tariffBody({ effective_from: '2027-09-01' })],
      ['PUT', `/utility-tariffs/${tariff.id}`, tariffBody({ effective_from: '2027-08-01' })],
      ['DELETE', `/utility-tariffs/${tariff.id}`],
    ] as const;
    const reads = [
      ['GET', '/utility-tariffs'],
      ['GET', `/utility-tariffs/${tariff.id}`],
    ] as const;
    for (const [method, url, body] of writes) {
      expect((await call(method, url, { token: billerToken, body })).statusCode).toBe(403);
    }
    for (const [method, url, body] of [...writes, ...reads]) {
      expect((await call(method, url, { token: investorToken, body })).statusCode).toBe(403);
      expect((await call(method, url, { body })).statusCode).toBe(401);
    }
    for (const [method, url] of reads) {
      expect((await call(method, url, { token: billerToken })).statusCode).toBe(200);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('gives the billing run every version of a tariff, oldest first, as the arithmetic takes them', async () => {
    const versions = await tariffVersionsFor(db, 'electricity', 'domestic');
    expect(versions[0]).toEqual({
      id: expect.any(Number),
      reference: 'Gazette Notice No. 4322 of 2025',
      effective_from: '2026-01-01',
      fixed_charge: 15_000,
      minimum_charge: 0,
      sewerage_percent: 0,
      tax_category: 'standard',
      blocks: [
        { from: 0, to: 30, rate: 1_200 },
        { from: 30, to: 100, rate: 1_600 },
        { from: 100, to: null, rate: 2_000 },
      ],
    });
    const days = versions.map((version) => version.effective_from);
    expect(days).toEqual([...days].sort());
  });
});
