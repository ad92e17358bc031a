import { describe, expect, it } from 'vitest';
import { Role } from '@portal/shared/constants';
import { insertApplication, roleWith } from '@server-test/helpers/applications';
import { insertInvoice } from '@server-test/helpers/land-fixtures';
import { testEngine } from '@server-test/helpers/database';
import { download } from '@server-test/helpers/decisions';
import { pdfLines } from '@server-test/helpers/pdf-text';
import { startBackOffice } from '@server-test/helpers/portal';

const portal = await startBackOffice();
const { call, createUser, signIn, db, clock, admin } = portal;

const people = {
  admin,
  biller: await createUser({
    role_id: await roleWith(db, `Biller ${process.pid}`, ['utilities.bill']),
  }),
  finance: await createUser({
    role_id: await roleWith(db, `Finance ${process.pid}`, ['payments.record']),
  }),
  holder: await createUser({ role_id: Role.Investor }),
  stranger: await createUser({ role_id: Role.Investor }),
};
let [adminToken, biller, finance, holderToken, stranger] = ['', '', '', '', ''];
const signInEveryone = async () => {
  [adminToken, biller, finance, holderToken, stranger] = (await Promise.all(
    Object.values(people).map((person) => signIn(person)),
  )) as [string, string, string, string, string];
};
await signInEveryone();
const holder = people.holder;

/** Moves the portal's clock forward to `instant`: sessions left idle that long have ended. */
async function moveTo(instant: string) {
  clock.advance(Date.parse(instant) - clock.now().getTime());
  await signInEveryone();
}

const ok = async (method: string, path: string, body?: object, token?: string) => {
  const answer = await call(method, path, {
    token: token ?? adminToken,
    ...(body ? { body } : {}),
  });
  expect(answer.statusCode, `${method} ${path}: ${answer.body}`).toBeLessThan(300);
  return answer.answer.data;
};

// A domestic water tariff of October: Nairobi's first three blocks, nothing fixed, no tax.
await ok('POST', '/utility-tariffs', {
  service: 'water',
  customer_class: 'domestic',
  effective_from: '2026-10-01',
  reference: 'Test Notice 1 of 2026',
  fixed_charge: 0,
  minimum_charge: 0,
  sewerage_percent: 75,
  tax_category: 'exempt',
  blocks: [
    { from: 0, to: 6, rate: 45_00 },
    { from: 6, to: 20, rate: 67_00 },
    { from: 20, to: null, rate: 70_00 },
  ],
});
const parcel = await db.selectFrom('parcels').select('id').orderBy('id').executeTakeFirstOrThrow();
const connection = await ok('POST', '/utility-connections', {
  parcel_id: parcel.id,
  service: 'water',
  account_holder_id: holder.id,
  start_date: '2026-10-01',
  customer_class: 'domestic',
  sewerage: false,
});
await ok('POST', `/utility-connections/${connection.id}/meters`, {
  serial: `WM-${process.pid}`,
  unit: 'm3',
  dials: 5,
  installed_on: '2026-10-01',
  opening_value: 100,
});
const reading = (value: number, read_at: string) =>
  ok('POST', '/utility-readings', {
    connection_id: connection.id,
    value,
    read_at,
    source: 'actual',
  });

const billsOf = (period: string) =>
  db
    .selectFrom('utility_bills')
    .selectAll()
    .where('connection_id', '=', connection.id)
    .where('period', '=', period)
    .execute();

describe(`utility billing on ${testEngine}`, () => {
  it('bills October from its readings, the last one at 23:30 Nairobi time on the 31st', async () => {
    // 23:30 on 31 October in Nairobi is 20:30 UTC: October's, not November's.
    await reading(125, '2026-10-31T23:30:00+03:00');
    const refused = await call('POST', '/utility-billing-runs', {
      token: biller,
      body: { period: '2026-11' },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.answer.errors.period[0]).toContain('November 2026 has not ended yet');

    // Opened in October with no meter yet: the run says it could not bill it, and why.
    const unmetered = await ok('POST', '/utility-connections', {
      parcel_id: parcel.id,
      service: 'electricity',
      account_holder_id: holder.id,
      start_date: '2026-10-01',
    });
    const run = await ok('POST', '/utility-billing-runs', { period: '2026-10' }, biller);
    expect(run).toMatchObject({ period: '2026-10', status: 'draft', bills_count: 1, estimated: 0 });
    const unbilled = [
      {
        connection_id: unmetered.id,
        connection_number: unmetered.number,
        reason: 'No meter reading yet.',
      },
    ];
    expect(run.unbilled).toEqual(unbilled);
    const reread = await ok('GET', `/utility-billing-runs/${run.id}`, undefined, biller);
    expect(reread.unbilled).toEqual(unbilled);
    const [draft] = await billsOf('2026-10');
    expect(draft).toMatchObject({ status: 'draft', consumption: 25, invoice_id: null });
    // 6 × 45 + 14 × 67 + 5 × 70 = KES 1,558.
    expect(Number(draft!.subtotal)).toBe(1_558_00);
    // The holder does not see a draft.
    const hidden = await call('GET', `/utility-bills/${draft!.id}`, { token: holderToken });
    expect(hidden.statusCode).toBe(404);
  });

  it('makes one bill a connection however many runs are started at once', async () => {
    const answers = await Promise.all(
      [1, 2, 3].map(() =>
        call('POST', '/utility-billing-runs', { token: biller, body: { period: '2026-10' } }),
      ),
    );
    for (const answer of answers) expect([201, 409]).toContain(answer.statusCode);
    expect(answers.some((answer) => answer.statusCode === 201)).toBe(true);
    expect(await billsOf('2026-10')).toHaveLength(1);
    const runs = await db.selectFrom('utility_billing_runs').selectAll().execute();
    expect(runs).toHaveLength(1);
    expect(runs[0]!.claimed_by).toBeNull();
  });

  it('issues the run: the bill becomes an invoice with a code, and the holder reads it line by line', async () => {
    const { id: runId } = await db
      .selectFrom('utility_billing_runs')
      .select('id')
      .executeTakeFirstOrThrow();
    const issued = await ok('POST', `/utility-billing-runs/${runId}/issue`, undefined, biller);
    expect(issued.status).toBe('issued');
    const again = await call('POST', `/utility-billing-runs/${runId}/issue`, { token: biller });
    expect(again.statusCode).toBe(409);
    const rerun = await call('POST', '/utility-billing-runs', {
      token: biller,
      body: { period: '2026-10' },
    });
    expect(rerun.statusCode).toBe(409);

    const list = await call('GET', `/utility-bills?connection_id=${connection.id}`, {
      token: holderToken,
    });
    expect(list.answer.total).toBe(1);
    const bill = list.answer.data[0];
    expect(bill).toMatchObject({
      period: '2026-10',
      status: 'issued',
      consumption: 25,
      opening_reading: { value: 100, source: 'actual' },
      closing_reading: { value: 125, read_at: '2026-10-31T20:30:00.000Z', source: 'actual' },
      subtotal: 1_558_00,
      tax: 0,
      credits: 0,
      arrears: 0,
      total: 1_558_00,
      amount_due: 1_558_00,
      balance: 1_558_00,
      due_date: '2026-12-05',
      code: expect.stringMatching(/^[A-Z2-9]{4}(-[A-Z2-9]{4}){3}$/),
    });
    expect(
      bill.lines.map((line: { units: number; amount: number }) => [line.units, line.amount]),
    ).toEqual([
      [6, 270_00],
      [14, 938_00],
      [5, 350_00],
    ]);
    const invoice = await ok('GET', `/invoices/${bill.invoice_id}`, undefined, holderToken);
    expect(invoice).toMatchObject({ kind: 'utility_bill', amount: 1_558_00, application_id: null });
    expect((await call('GET', `/utility-bills/${bill.id}`, { token: stranger })).statusCode).toBe(
      404,
    );
  });

  it("gives the holder the bill's PDF, made once, and anyone its facts by the printed code", async () => {
    const [bill] = await billsOf('2026-10');
    const pdf = await download(portal, `/utility-bills/${bill!.id}/pdf`, holderToken);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toContain(`${connection.number}-2026-10.pdf`);
    const text = pdfLines(pdf.rawPayload).join('\n');
    for (const words of [
      'Water bill for October 2026',
      'Block 1: 0 to 6 m³',
      'Amount due',
      `Verification code: ${bill!.code}`,
      'Your use over the last twelve months',
    ]) {
      expect(text).toContain(words);
    }
    const again = await download(portal, `/utility-bills/${bill!.id}/pdf`, holderToken);
    expect(again.rawPayload.equals(pdf.rawPayload)).toBe(true);
    expect(
      (await call('GET', `/utility-bills/${bill!.id}/pdf`, { token: stranger })).statusCode,
    ).toBe(404);

    // Typed from paper in lower case: the bill's facts, no one's name.
    const checked = await call('GET', `/public/utility-bills/${bill!.code!.toLowerCase()}`);
    expect(checked.statusCode).toBe(200);
    expect(checked.answer.data).toEqual({
      code: bill!.code,
      invoice_number: expect.stringMatching(/^INV-2026-\d{6}$/),
      connection_number: connection.number,
      service: 'water',
      period: '2026-10',
      consumption: 25,
      amount_due: 1_558_00,
      currency: 'KES',
      due_date: '2026-12-05',
      issued_at: expect.any(String),
    });
    const unknown = await call('GET', '/public/utility-bills/AAAA-BBBB-CCCC-DDDD');
    expect(unknown.statusCode).toBe(404);
  });

  it('estimates a month with no reading, and credits the estimate the next reading finds too high', async () => {
    await moveTo('2026-12-02T06:00:00.000Z');
    const november = await ok('POST', '/utility-billing-runs', { period: '2026-11' }, biller);
    expect(november).toMatchObject({ bills_count: 1, estimated: 1 });
    await ok('POST', `/utility-billing-runs/${november.id}/issue`, undefined, biller);
    const [estimate] = await billsOf('2026-11');
    // 25 m³ over the 30.98 days of October's readings, 0.807 a day: for the 30.02 days from
    // the last reading to November's end, 24 m³.
    expect(estimate!.closing_source).toBe('estimated');
    expect(Number(estimate!.consumption)).toBe(24);
    const estimatedClosing = Number(estimate!.closing_value);

    // The meter, read at last, shows less than the estimate said.
    await moveTo('2026-12-21T06:00:00.000Z');
    await reading(estimatedClosing - 10, '2026-12-20T10:00:00+03:00');
    await moveTo('2027-01-02T06:00:00.000Z');
    const december = await ok('POST', '/utility-billing-runs', { period: '2026-12' }, biller);
    await ok('POST', `/utility-billing-runs/${december.id}/issue`, undefined, biller);
    const [corrected] = await billsOf('2026-12');
    expect(Number(corrected!.consumption)).toBe(-10);
    const lines = JSON.parse(corrected!.lines) as { kind: string; units: number; amount: number }[];
    const correction = lines.find((line) => line.kind === 'correction')!;
    expect(correction.units).toBe(-10);
    // November charged again on 14 m³ instead of 24: 4 fewer at KES 70 and 6 fewer at KES 67.
    expect(correction.amount).toBe(-(4 * 70_00 + 6 * 67_00));
    // Never a negative bill: the credit waits for the next one.
    expect(Number(corrected!.total)).toBe(0);
    const credits = await db
      .selectFrom('utility_credits')
      .selectAll()
      .where('connection_id', '=', connection.id)
      .execute();
    expect(credits).toMatchObject([
      { source: 'correction', amount: 682_00, applied_bill_id: null },
    ]);
  });

  it('settles the oldest open bill first, and carries an overpayment to the next bill', async () => {
    const open = await db
      .selectFrom('invoices')
      .select(['id', 'amount', 'paid'])
      .where('connection_id', '=', connection.id)
      .where('status', '=', 'open')
      .orderBy('id')
      .execute();
    expect(open).toHaveLength(2);
    const [october, november] = open;
    const refused = await call('POST', `/utility-connections/${connection.id}/payments`, {
      token: holderToken,
      body: { amount: 100, method: 'bank_transfer', reference: 'X', paid_on: '2027-01-01' },
    });
    expect(refused.statusCode).toBe(403);

    const first = await ok(
      'POST',
      `/utility-connections/${connection.id}/payments`,
      { amount: 1_000_00, method: 'bank_transfer', reference: 'BANK-1', paid_on: '2027-01-02' },
      finance,
    );
    expect(first.settled).toEqual([expect.objectContaining({ amount: 1_000_00 })]);
    expect(first.credit).toBe(0);
    const owed = Number(october!.amount) - 1_000_00 + Number(november!.amount);
    const second = await ok(
      'POST',
      `/utility-connections/${connection.id}/payments`,
      {
        amount: owed + 500_00,
        method: 'mobile_money',
        reference: 'MPESA-2',
        paid_on: '2027-01-02',
      },
      finance,
    );
    expect(second.settled.map((part: { amount: number }) => part.amount)).toEqual([
      Number(october!.amount) - 1_000_00,
      Number(november!.amount),
    ]);
    expect(second.credit).toBe(500_00);
    const account = await ok(
      'GET',
      `/utility-connections/${connection.id}`,
      undefined,
      holderToken,
    );
    // The correction's 682 and this 500 wait for the next bill; nothing is owed.
    expect(account.account).toMatchObject({ owed: 0, credit: 1_182_00 });
    expect(account.account.last_bill).toMatchObject({ period: '2026-12', balance: 0 });
    const twice = await call('POST', `/utility-connections/${connection.id}/payments`, {
      token: finance,
      body: { amount: 10_00, method: 'mobile_money', reference: 'mpesa-2', paid_on: '2027-01-02' },
    });
    expect(twice.statusCode).toBe(409);
    // Nor on an application's invoice: one bank transaction is recorded once, wherever.
    const application = await insertApplication(db, holder.id, { stage: 'submitted' });
    const fee = await insertInvoice(db, application, 'registration_fee', 15_000_00);
    const elsewhere = await call('POST', `/invoices/${fee}/payments`, {
      token: finance,
      body: { amount: 10_00, method: 'mobile_money', reference: 'MPESA-2', paid_on: '2027-01-02' },
    });
    expect(elsewhere.statusCode).toBe(409);
    expect(elsewhere.answer.errors.reference[0]).toContain(`account ${connection.number}`);
    const feePaid = await db
      .selectFrom('invoices')
      .select('paid')
      .where('id', '=', fee)
      .executeTakeFirstOrThrow();
    expect(Number(feePaid.paid)).toBe(0);

    const statement = await ok(
      'GET',
      `/utility-connections/${connection.id}/statement?from=2026-11-01&to=2027-01-31`,
      undefined,
      holderToken,
    );
    // Owed nothing, 500 in credit from the payment and 682 from the correction.
    expect(statement.closing_balance).toBe(-1_182_00);
    // Another holder's statement does not exist for them.
    const hidden = await call(
      'GET',
      `/utility-connections/${connection.id}/statement?from=2026-11-01&to=2027-01-31`,
      { token: stranger },
    );
    expect(hidden.statusCode).toBe(404);
    const printed = await download(
      portal,
      `/utility-connections/${connection.id}/statement?from=2026-11-01&to=2027-01-31&format=pdf`,
      holderToken,
    );
    expect(printed.headers['content-type']).toBe('application/pdf');
    const lines = pdfLines(printed.rawPayload).join('\n');
    expect(lines).toContain(`Statement of account ${connection.number}`);
    expect(lines).toContain('reference MPESA-2');
  });

  it('needs a second person to approve a credit note', async () => {
    const [bill] = await billsOf('2026-10');
    const raised = await ok(
      'POST',
      `/utility-bills/${bill!.id}/credit-notes`,
      { amount: 58_00, reason: 'Meter read twice in October.' },
      biller,
    );
    expect(raised.status).toBe('pending');
    const own = await call('POST', `/utility-credit-notes/${raised.id}/approve`, { token: biller });
    expect(own.statusCode).toBe(403);
    const tooMuch = await call('POST', `/utility-bills/${bill!.id}/credit-notes`, {
      token: biller,
      body: { amount: 1_558_00, reason: 'Everything.' },
    });
    expect(tooMuch.statusCode).toBe(422);
    const approved = await ok('POST', `/utility-credit-notes/${raised.id}/approve`);
    expect(approved).toMatchObject({ status: 'approved', decided_by: 'Ada Admin' });
    const twice = await call('POST', `/utility-credit-notes/${raised.id}/approve`, {
      token: adminToken,
    });
    expect(twice.statusCode).toBe(409);
    const credit = await db
      .selectFrom('utility_credits')
      .selectAll()
      .where('credit_note_id', '=', raised.id)
      .executeTakeFirstOrThrow();
    expect(Number(credit.amount)).toBe(58_00);
  });
});
