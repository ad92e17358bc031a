import { describe, expect, it } from 'vitest';
import { paymentMessages } from '@portal/shared/payments';
import { insertApplication } from '@server-test/helpers/applications';
import { DAY } from '@server-test/helpers/clock';
import { testEngine } from '@server-test/helpers/database';
import { download } from '@server-test/helpers/decisions';
import { holderOf } from '@server-test/helpers/land-fixtures';
import { payableInvoice, startPaying } from '@server-test/helpers/payments';
import { reconcileDay } from '@server/domain/payments/reconciliation';

const paying = await startPaying();
const { db, call, createUser, signIn, simulator, control, clock, app } = paying;
const ivy = await createUser({ name: 'Ivy Investor' });
let ivyToken = await signIn(ivy);
const finance = await holderOf(paying, ['payments.record'], 'Fatuma Finance');

/** A fee of Ivy's paid by M-Pesa at once: answers its M-Pesa receipt number. */
async function paidFee(amount: number) {
  const applicationId = await insertApplication(db, ivy.id, { stage: 'submitted' });
  const fee = await payableInvoice(db, applicationId, 'registration_fee', amount);
  const started = await call('POST', `/invoices/${fee.id}/payment-attempts`, {
    token: ivyToken,
    body: { method: 'mobile_money', phone: '0712 345 678' },
  });
  expect(started.statusCode, started.body).toBe(201);
  await simulator.settled();
  const recorded = await db
    .selectFrom('payment_transactions')
    .select('transaction_id')
    .where('invoice_id', '=', fee.id)
    .executeTakeFirstOrThrow();
  return recorded.transaction_id;
}

describe(`daily reconciliation on ${testEngine}`, () => {
  const today = clock.now().toISOString().slice(0, 10);
  let reconciliationId: number;

  it("finds one of each difference between the day's statement and the portal's record", async () => {
    const matched = await paidFee(100_000);
    const dropped = await paidFee(200_000);
    const changed = await paidFee(300_000);
    await control(`/simulator/statement/${dropped}/drop`);
    await control(`/simulator/statement/${changed}/amount`, { amount_minor: 310_000 });
    const unknown = await control('/simulator/statement-only', {
      provider: 'mpesa',
      amount_minor: 400_000,
      account_reference: 'INV-2026-000777',
    });

    clock.advance(DAY);
    await app.scheduler.runDue();
    const [mpesa] = await db
      .selectFrom('payment_reconciliations')
      .selectAll()
      .where('provider', '=', 'mpesa')
      .where('day', '=', today)
      .execute();
    expect(mpesa).toBeDefined();
    reconciliationId = mpesa!.id;
    const finance2 = await signIn(finance);
    finance.token = finance2;
    ivyToken = await signIn(ivy);

    const page = await call('GET', `/payments/reconciliations/${reconciliationId}`, {
      token: finance.token,
    });
    expect(page.statusCode, page.body).toBe(200);
    expect(page.answer.data).toMatchObject({
      day: today,
      matched: 1,
      differences: 3,
      unresolved: 3,
    });
    const lines = Object.fromEntries(
      (page.answer.data.items as { transaction_id: string }[]).map((item) => [
        item.transaction_id,
        item,
      ]),
    );
    expect(lines[matched]).toMatchObject({
      outcome: 'matched',
      portal_amount: 100_000,
      provider_amount: 100_000,
    });
    expect(lines[dropped]).toMatchObject({ outcome: 'missing_at_provider', provider_amount: null });
    expect(lines[changed]).toMatchObject({
      outcome: 'amount_differs',
      portal_amount: 300_000,
      provider_amount: 310_000,
    });
    expect(lines[unknown.transaction_id as string]).toMatchObject({
      outcome: 'missing_in_portal',
      portal_amount: null,
      account_reference: 'INV-2026-000777',
    });
    // Differences come first, for finance to work down.
    expect(page.answer.data.items.at(-1).outcome).toBe('matched');

    const csv = await download(
      paying,
      `/payments/reconciliations/${reconciliationId}/csv`,
      finance.token,
    );
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const rows = csv.body.trim().split('\r\n');
    expect(rows[0]).toBe(
      'outcome,transaction_id,account_reference,currency,portal_amount,provider_amount,resolution_note,resolved_by,resolved_at',
    );
    expect(rows).toHaveLength(5);
    expect(rows.some((row) => row.startsWith(`Amount differs,${changed},`))).toBe(true);
  });

  it('runs the day once, whatever runs or instances try it again', async () => {
    const adapter = app.paymentChannels.byChannel.mpesa!;
    const again = await Promise.all([
      reconcileDay(app, adapter, today),
      reconcileDay(app, adapter, today),
    ]);
    expect(again).toEqual([undefined, undefined]);
    await app.scheduler.runDue();
    const days = await db
      .selectFrom('payment_reconciliations')
      .select(['provider', 'day'])
      .where('day', '=', today)
      .execute();
    expect(days.filter((day) => day.provider === 'mpesa')).toHaveLength(1);
  });

  it('finance resolves each difference with a note, once; a matched line needs none', async () => {
    const { items } = (
      await call('GET', `/payments/reconciliations/${reconciliationId}`, { token: finance.token })
    ).answer.data as { items: { id: number; outcome: string }[] };
    const difference = items.find((item) => item.outcome === 'amount_differs')!;
    const matched = items.find((item) => item.outcome === 'matched')!;
    const resolve = (id: number, note: string, token = finance.token) =>
      call('POST', `/payments/reconciliation-items/${id}/resolve`, { token, body: { note } });

    expect((await resolve(difference.id, '')).statusCode).toBe(422);
    expect((await resolve(difference.id, 'x', ivyToken)).statusCode).toBe(403);
    const refusedMatched = await resolve(matched.id, 'nothing to do');
    expect(refusedMatched.statusCode).toBe(409);
    expect(refusedMatched.answer.message).toBe(paymentMessages.matchedNeedsNothing);

    const resolved = await resolve(difference.id, 'Safaricom corrected its statement.');
    expect(resolved.statusCode, resolved.body).toBe(200);
    expect(resolved.answer.data).toMatchObject({
      resolution_note: 'Safaricom corrected its statement.',
      resolved_by: 'Fatuma Finance',
    });
    expect((await resolve(difference.id, 'again')).statusCode).toBe(409);
    const list = await call('GET', '/payments/reconciliations', { token: finance.token });
    const day = (list.answer.data as { id: number; unresolved: number }[]).find(
      (one) => one.id === reconciliationId,
    );
    expect(day?.unresolved).toBe(2);
    const trail = await db
      .selectFrom('audit_events')
      .select(['action', 'actor_name'])
      .where('record_type', '=', 'payment_reconciliation')
      .where('record_id', '=', reconciliationId)
      .execute();
    expect(trail).toEqual(
      expect.arrayContaining([
        { action: 'payment_reconciliation.made', actor_name: 'payment reconciliation' },
        { action: 'payment_reconciliation.difference_resolved', actor_name: 'Fatuma Finance' },
      ]),
    );
  });
});
