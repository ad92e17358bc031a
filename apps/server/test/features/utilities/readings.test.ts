import { describe, expect, it } from 'vitest';
import { nairobiPeriod, periodBounds } from '@portal/shared/utilities';
import { utilityReadingMessages as says } from '@portal/shared/utility-readings';
import {
  averageDailyUse,
  consumptionBetween,
  type MeteredReading,
} from '@server/domain/utilities/consumption';
import { testEngine } from '@server-test/helpers/database';
import { startBackOffice } from '@server-test/helpers/portal';
import {
  meteredConnection,
  refusedUnchanged,
  utilityPeople,
  utilityState,
} from '@server-test/helpers/utilities';

const portal = await startBackOffice();
const { call, db } = portal;
const { staff, viewer, holder, holderToken, otherToken } = await utilityPeople(portal);

let serials = 0;
const connectionFrom = (startDate: string, options: { dials?: number; opening?: number } = {}) =>
  meteredConnection(portal, staff.token, {
    holderId: holder.id,
    startDate,
    serial: `WM-R-${++serials}`,
    ...options,
  });

type Reading = {
  connection_id: number;
  value: number;
  read_at: string;
  source?: string;
  rollover?: boolean;
};
const post = (body: Reading, token = staff.token) =>
  call('POST', '/utility-readings', { token, body: { source: 'actual', ...body } });

/** A reading that must be recorded: answers it. */
async function recorded(body: Reading, token = staff.token) {
  const answer = await post(body, token);
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.answer.data;
}

/** A reading that must be refused with `status`, changing nothing: answers the refusal. */
const refused = (body: Reading, status: number, token = staff.token) =>
  refusedUnchanged(db, status, () => post(body, token));

/** About 10 m³ a day from 1 May to 1 August, read at 09:00 in Nairobi each month. */
async function steadyHistory(id: number) {
  for (const [month, value] of [
    ['06', 310],
    ['07', 610],
    ['08', 920],
  ] as const)
    await recorded({ connection_id: id, value, read_at: `2026-${month}-01T09:00:00+03:00` });
}

describe(`readings on ${testEngine}`, () => {
  it('takes readings from a past start date on, refuses one before it, in the future or not after the latest', async () => {
    const connection = await connectionFrom('2025-01-15');
    const first = await recorded({
      connection_id: connection.id,
      value: 12,
      read_at: '2025-01-15T00:30:00+03:00',
    });
    expect(first).toEqual({
      id: expect.any(Number),
      connection_id: connection.id,
      connection_number: connection.number,
      meter_serial: expect.stringMatching(/^WM-R-/),
      value: 12,
      read_at: '2025-01-14T21:30:00.000Z',
      source: 'actual',
      rollover: false,
      role: 'regular',
      consumption: 12,
      // No average yet: nothing to be far from.
      flagged: false,
      flag_reason: null,
      review: null,
      review_note: null,
      created_at: expect.any(String),
    });
    const before = await refused(
      { connection_id: connection.id, value: 13, read_at: '2025-01-14T23:30:00+03:00' },
      422,
    );
    expect(before.errors).toEqual({ read_at: [says.beforeStart('2025-01-15')] });
    const future = await refused(
      { connection_id: connection.id, value: 13, read_at: '2026-11-21T12:01:00+03:00' },
      422,
    );
    expect(future.errors).toEqual({ read_at: [says.inFuture] });
    const earlier = await refused(
      { connection_id: connection.id, value: 13, read_at: '2025-01-15T00:30:00+03:00' },
      422,
    );
    expect(earlier.errors).toEqual({ read_at: [says.notAfterLatest('2025-01-14T21:30:00.000Z')] });
    const bad = await refused(
      { connection_id: connection.id, value: -1, read_at: '2025-02-01 09:00', source: 'guessed' },
      422,
    );
    expect(Object.keys(bad.errors).sort()).toEqual(['read_at', 'source', 'value']);
    const unknown = await refused(
      { connection_id: 999_999, value: 1, read_at: '2026-01-01T00:00:00Z' },
      422,
    );
    expect(unknown.errors).toEqual({ connection_id: [says.unknownConnection] });
  });

  it('refuses a lower reading unless the dials rolled over, and counts the rollover', async () => {
    const connection = await connectionFrom('2026-09-01', { dials: 4, opening: 9_900 });
    const above = await refused(
      { connection_id: connection.id, value: 10_000, read_at: '2026-09-10T09:00:00+03:00' },
      422,
    );
    expect(above.errors).toEqual({ value: [says.aboveMaximum(9_999)] });
    const lower = await refused(
      { connection_id: connection.id, value: 50, read_at: '2026-09-10T09:00:00+03:00' },
      422,
    );
    expect(lower.errors).toEqual({ value: [says.belowPrevious(9_900)] });
    expect(lower.errors.value[0]).toContain('rollover');
    const rolled = await recorded({
      connection_id: connection.id,
      value: 50,
      read_at: '2026-09-10T09:00:00+03:00',
      rollover: true,
    });
    expect(rolled).toMatchObject({ rollover: true, consumption: 150 });
  });

  it('flags a reading far above or below the average daily use, and lets staff review it', async () => {
    const high = await connectionFrom('2026-05-01');
    await steadyHistory(high.id);
    const flagged = await recorded({
      connection_id: high.id,
      value: 1_320,
      read_at: '2026-08-11T09:00:00+03:00',
    });
    expect(flagged.flagged).toBe(true);
    expect(flagged.flag_reason).toMatch(
      /^High: 40 m³ a day since the previous reading, more than 3 times the average of 10 m³ a day over the last 6 months\.$/,
    );

    const low = await connectionFrom('2026-05-01');
    await steadyHistory(low.id);
    const little = await recorded({
      connection_id: low.id,
      value: 925,
      read_at: '2026-08-11T09:00:00+03:00',
    });
    expect(little.flag_reason).toMatch(
      /^Low: 0\.5 m³ a day since the previous reading, less than a third of the average of 10 m³ a day/,
    );

    const usual = await connectionFrom('2026-05-01');
    await steadyHistory(usual.id);
    const steady = await recorded({
      connection_id: usual.id,
      value: 1_020,
      read_at: '2026-08-11T09:00:00+03:00',
    });
    expect(steady).toMatchObject({ flagged: false, flag_reason: null, consumption: 100 });

    const toReview = await call('GET', '/utility-readings?to_review=true&per_page=100', {
      token: viewer.token,
    });
    const waiting = (toReview.answer.data as { id: number }[]).map((row) => row.id);
    expect(waiting).toEqual(expect.arrayContaining([flagged.id, little.id]));
    expect(waiting).not.toContain(steady.id);

    // A rejected reading counts for nothing, in averages as elsewhere.
    const averageBefore = await averageDailyUse(db, high.id, '2026-09-01T00:00:00.000Z');
    const review = `/utility-readings/${flagged.id}/review`;
    const rejected = await call('POST', review, {
      token: staff.token,
      body: { decision: 'rejected', note: 'Misread dial' },
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.answer.data).toMatchObject({
      review: 'rejected',
      review_note: 'Misread dial',
      flagged: true,
    });
    const averageAfter = await averageDailyUse(db, high.id, '2026-09-01T00:00:00.000Z');
    expect(averageAfter).toBeLessThan(averageBefore!);
    expect(averageAfter).toBeCloseTo(
      920 /
        ((Date.parse('2026-08-01T06:00:00Z') - Date.parse('2026-04-30T21:00:00Z')) / 86_400_000),
    );

    const before = await utilityState(db);
    const again = await call('POST', review, {
      token: staff.token,
      body: { decision: 'accepted', note: 'Fine' },
    });
    expect(again.statusCode).toBe(409);
    const unflagged = await call('POST', `/utility-readings/${steady.id}/review`, {
      token: staff.token,
      body: { decision: 'accepted', note: 'Fine' },
    });
    expect(unflagged.statusCode).toBe(409);
    expect(unflagged.answer.message).toBe(says.notToReview);
    const byViewer = await call('POST', `/utility-readings/${little.id}/review`, {
      token: viewer.token,
      body: { decision: 'accepted', note: 'Fine' },
    });
    expect(byViewer.statusCode).toBe(403);
    expect(await utilityState(db)).toEqual(before);

    // The next reading counts from the last one not rejected.
    const next = await recorded({
      connection_id: high.id,
      value: 1_120,
      read_at: '2026-08-21T09:00:00+03:00',
    });
    expect(next.consumption).toBe(200);
  });

  it("takes the account holder's own reading, and refuses others with 403 or 404", async () => {
    const connection = await connectionFrom('2026-10-01');
    const read_at = '2026-10-15T08:00:00+03:00';
    const own = await recorded(
      { connection_id: connection.id, value: 40, read_at, source: 'customer' },
      holderToken,
    );
    expect(own).toMatchObject({ source: 'customer', value: 40 });
    const asActual = await refused(
      { connection_id: connection.id, value: 41, read_at: '2026-10-16T08:00:00+03:00' },
      403,
      holderToken,
    );
    expect(asActual.message).toBe(says.customerOnly);
    await refused(
      {
        connection_id: connection.id,
        value: 41,
        read_at: '2026-10-16T08:00:00+03:00',
        source: 'customer',
      },
      404,
      otherToken,
    );
    await refused(
      {
        connection_id: connection.id,
        value: 41,
        read_at: '2026-10-16T08:00:00+03:00',
        source: 'customer',
      },
      403,
      viewer.token,
    );
    const theirs = await call('GET', `/utility-readings?connection_id=${connection.id}`, {
      token: otherToken,
    });
    expect(theirs.answer.data).toEqual([]);
    const mine = await call('GET', `/utility-readings?connection_id=${connection.id}`, {
      token: holderToken,
    });
    expect(mine.answer.data.map((row: { value: number }) => row.value)).toEqual([40, 0]);
    const event = await db
      .selectFrom('audit_events')
      .select(['actor_id', 'changes'])
      .where('action', '=', 'utility_reading.recorded')
      .where('record_id', '=', own.id)
      .executeTakeFirstOrThrow();
    expect(event.actor_id).toBe(holder.id);
    expect(JSON.parse(event.changes)).toMatchObject({
      value: { before: null, after: 40 },
      source: { before: null, after: 'customer' },
    });
  });

  it("puts a reading at 23:30 Nairobi time on a month's last day in that month", async () => {
    const connection = await connectionFrom('2026-10-01');
    const reading = await recorded({
      connection_id: connection.id,
      value: 30,
      read_at: '2026-10-31T23:30:00+03:00',
    });
    expect(reading.read_at).toBe('2026-10-31T20:30:00.000Z');
    expect(nairobiPeriod(reading.read_at)).toBe('2026-10');
    const { startsAt, endsAt } = periodBounds('2026-10');
    expect(reading.read_at >= startsAt && reading.read_at < endsAt).toBe(true);
  });

  it('takes no reading on a closed connection', async () => {
    const connection = await connectionFrom('2026-10-01');
    const closed = await call('POST', `/utility-connections/${connection.id}/status`, {
      token: staff.token,
      body: { status: 'closed', reason: 'Returned', closed_on: '2026-10-20' },
    });
    expect(closed.statusCode, closed.body).toBe(200);
    const refusal = await refused(
      { connection_id: connection.id, value: 5, read_at: '2026-10-19T09:00:00+03:00' },
      422,
    );
    expect(refusal.errors).toEqual({ connection_id: [says.closed] });
  });
});

describe('consumption for billing', () => {
  const reading = (
    meter_id: number,
    value: number,
    role: MeteredReading['role'] = 'regular',
    rollover = false,
  ) => ({
    meter_id,
    dials: 4,
    role,
    value,
    rollover,
  });

  it('adds consecutive readings of one meter, rollover-aware', () => {
    expect(consumptionBetween([])).toBe(0);
    expect(consumptionBetween([reading(1, 100)])).toBe(0);
    expect(consumptionBetween([reading(1, 100, 'opening'), reading(1, 250), reading(1, 400)])).toBe(
      300,
    );
    // 9,900 to the maximum of 9,999, on through 0 to 50.
    expect(consumptionBetween([reading(1, 9_900), reading(1, 50, 'regular', true)])).toBe(150);
    // A rollover read on a reading left out (a rejected one) still wraps.
    expect(consumptionBetween([reading(1, 9_900), reading(1, 50)])).toBe(150);
  });

  it('skips the pair across a meter swap: old last → closing, new opening → next', () => {
    expect(
      consumptionBetween([
        reading(1, 100),
        reading(1, 450, 'closing'),
        reading(2, 5, 'opening'),
        reading(2, 65),
      ]),
    ).toBe(350 + 60);
  });
});
