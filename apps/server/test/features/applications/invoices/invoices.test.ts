import { insertApplication } from '@server-test/helpers/applications';
import { describe, expect, it } from 'vitest';
import { testEngine } from '@server-test/helpers/database';
import { holderOf, insertInvoice } from '@server-test/helpers/land-fixtures';
import { startBackOffice } from '@server-test/helpers/portal';

const portal = await startBackOffice();
const { db, createUser, signIn, call } = portal;
const ivy = await createUser({ name: 'Ivy Investor' });
const ivyToken = await signIn(ivy);
const otto = await createUser({ name: 'Otto Other' });
const ottoToken = await signIn(otto);
const finance = await holderOf(portal, ['payments.record'], 'Fatuma Finance');

const ivysApplication = await insertApplication(db, ivy.id, { stage: 'offer_issued' });
const ivysFee = await insertInvoice(db, ivysApplication, 'registration_fee', 1_500_000);
const ivysPremium = await insertInvoice(db, ivysApplication, 'stand_premium', 50_000_000);
await db
  .updateTable('invoices')
  .set({ status: 'paid', paid: 1_500_000 })
  .where('id', '=', ivysFee)
  .execute();
const ottosApplication = await insertApplication(db, otto.id, { stage: 'submitted' });
const ottosFee = await insertInvoice(db, ottosApplication, 'registration_fee', 1_500_000);
const reference = async (id: number) =>
  (
    await db
      .selectFrom('applications')
      .select('reference')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
  ).reference;

const ids = (answer: { data?: { id: number }[] }) => answer.data!.map((invoice) => invoice.id);

describe(`invoices on ${testEngine}`, () => {
  it('an applicant lists the invoices of their own applications, newest first', async () => {
    const page = await call('GET', '/invoices', { token: ivyToken });
    expect(page.statusCode, page.body).toBe(200);
    expect(ids(page.answer)).toEqual([ivysPremium, ivysFee]);
    expect(page.answer.total).toBe(2);
    expect(page.answer.data[0]).toMatchObject({
      number: `INV-T-${ivysApplication}-stand_premium`,
      application_id: ivysApplication,
      application_reference: await reference(ivysApplication),
      purpose: 'stand_premium',
      amount: 50_000_000,
      paid: 0,
      balance: 50_000_000,
      currency: 'KES',
      status: 'open',
      payer: 'Savannah Data Centres Ltd',
      payments: [],
    });
  });

  it('a finance officer lists every invoice, by status and by number or reference', async () => {
    const all = await call('GET', '/invoices?per_page=100', { token: finance.token });
    expect(ids(all.answer)).toEqual(expect.arrayContaining([ivysFee, ivysPremium, ottosFee]));
    const open = await call('GET', '/invoices?status=open&per_page=100', { token: finance.token });
    expect(ids(open.answer)).toEqual(expect.arrayContaining([ivysPremium, ottosFee]));
    expect(ids(open.answer)).not.toContain(ivysFee);
    expect(open.answer.links[1].url).toContain('status=open');

    const byReference = await call(
      'GET',
      `/invoices?search_term=${encodeURIComponent(await reference(ottosApplication))}`,
      { token: finance.token },
    );
    expect(ids(byReference.answer)).toEqual([ottosFee]);
    const byNumber = await call('GET', `/invoices?search_term=inv-t-${ivysApplication}-stand`, {
      token: finance.token,
    });
    expect(ids(byNumber.answer)).toEqual([ivysPremium]);
  });

  it('pages the list', async () => {
    const page = await call('GET', '/invoices?per_page=1&page=2', { token: ivyToken });
    expect(page.answer).toMatchObject({ current_page: 2, last_page: 2, total: 2 });
    expect(ids(page.answer)).toEqual([ivysFee]);
  });

  it('refuses an unknown status with 422', async () => {
    const page = await call('GET', '/invoices?status=overdue', { token: finance.token });
    expect(page.statusCode).toBe(422);
    expect(page.answer.errors.status).toBeDefined();
  });

  it('answers one invoice to its owner and to finance, and 404 to another applicant', async () => {
    const own = await call('GET', `/invoices/${ivysFee}`, { token: ivyToken });
    expect(own.statusCode, own.body).toBe(200);
    expect(own.answer.data).toMatchObject({ id: ivysFee, status: 'paid', balance: 0 });
    expect((await call('GET', `/invoices/${ivysFee}`, { token: finance.token })).statusCode).toBe(
      200,
    );
    expect((await call('GET', `/invoices/${ivysFee}`, { token: ottoToken })).statusCode).toBe(404);
    expect((await call('GET', '/invoices/999999', { token: finance.token })).statusCode).toBe(404);
    expect((await call('GET', `/invoices/${ivysFee}`)).statusCode).toBe(401);
  });
});
