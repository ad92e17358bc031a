import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { auditEvents, storedEventCount } from '@server-test/helpers/audit';
import { testEngine } from '@server-test/helpers/database';
import { pageLink, startBackOffice } from '@server-test/helpers/portal';

const portal = await startBackOffice();
const { call, createUser, db, adminToken } = portal;

/** A role granting exactly `permissions`, and a signed-in user holding it. */
async function holderOf(permissions: string[]) {
  const role = await call('POST', '/roles', {
    token: adminToken,
    body: { name: `Holder of ${permissions.join(' ') || 'nothing'}`, permissions },
  });
  expect(role.statusCode, role.body).toBe(201);
  return portal.signIn(await createUser({ role_id: role.answer.data.id as number }));
}
const auditor = await holderOf(['audit.view']);
const clerk = await holderOf(['users.view', 'roles.manage']);

// Events of a March long past, written as the trail writes them, to filter on: the calls above
// wrote their own events in November.
const fixtures = [
  { at: '2026-03-01T23:59:59.999Z', actor_id: 9001, action: 'committee.created', record_id: 7001 },
  { at: '2026-03-02T00:00:00.000Z', actor_id: 9001, action: 'committee.updated', record_id: 7001 },
  { at: '2026-03-03T23:59:59.999Z', actor_id: 9002, action: 'allocation.deleted', record_id: 7002 },
  { at: '2026-03-04T00:00:00.000Z', actor_id: 9002, action: 'committee.deleted', record_id: 7001 },
];
await db
  .insertInto('audit_events')
  .values(
    fixtures.map((event) => ({
      ...event,
      actor_name: `Actor ${event.actor_id}`,
      ip: '192.0.2.1',
      record_type: event.action.split('.')[0]!,
      changes: '{}',
    })),
  )
  .execute();

/** The CSV as a browser downloads it: not JSON, so not through `call`. */
const download = (query: string, token = adminToken) =>
  portal.app.inject({
    method: 'GET',
    url: `/api/audit-events/export?${query}`,
    headers: { authorization: `Bearer ${token}` },
  });

const atsOf = async (query: Record<string, string | number>, token = adminToken) =>
  (await auditEvents(portal, token, query)).map((event) => event.at);

describe(`audit trail on ${testEngine}: filters`, () => {
  it('narrows by actor, action, record type, record id, and by UTC days, both included', async () => {
    const [first, second, third, fourth] = fixtures.map((event) => event.at);
    expect(await atsOf({ actor_id: 9001 })).toEqual([second, first]);
    expect(await atsOf({ action: 'committee.updated' })).toEqual([second]);
    expect(await atsOf({ record_type: 'allocation' })).toEqual([third]);
    expect(await atsOf({ record_type: 'committee', record_id: 7001 })).toEqual([
      fourth,
      second,
      first,
    ]);
    expect(await atsOf({ from: '2026-03-02', to: '2026-03-03' })).toEqual([third, second]);
    expect(await atsOf({ from: '2026-03-01', to: '2026-03-01' })).toEqual([first]);
    expect(await atsOf({ actor_id: 9002, to: '2026-03-03' })).toEqual([third]);
  });

  it('answers each event with its actor, address, record and parsed changes', async () => {
    const [event] = await auditEvents(portal, adminToken, { action: 'allocation.deleted' });
    expect(event).toEqual({
      id: expect.any(Number),
      at: '2026-03-03T23:59:59.999Z',
      actor: { id: 9002, name: 'Actor 9002', by_system: false },
      ip: '192.0.2.1',
      action: 'allocation.deleted',
      record_type: 'allocation',
      record_id: 7002,
      // The allocation is gone: nothing to name it by.
      record_name: null,
      changes: {},
    });
  });

  it.each([
    ['action=x', 'action'],
    ['record_type=receipt', 'record_type'],
    ['from=2026-02-30', 'from'],
    ['to=2026-3-1', 'to'],
    ['from=2026-03-05&to=2026-03-04', 'to'],
    ['actor_id=abc', 'actor_id'],
    ['record_id=-1', 'record_id'],
  ])('refuses %s with 422 naming the field, for the list and the export', async (query, field) => {
    for (const path of ['/audit-events', '/audit-events/export']) {
      const refused = await call('GET', `${path}?${query}`, { token: adminToken });
      expect(refused.statusCode).toBe(422);
      expect(Object.keys(refused.answer.errors)).toEqual([field]);
      expect(refused.answer.data).toBeUndefined();
    }
  });
});

describe(`audit trail on ${testEngine}: who may read`, () => {
  it('answers 401 signed out and 403 to a role without audit.view, even for a bad filter', async () => {
    for (const path of ['/audit-events', '/audit-events/export', '/audit-events?action=x']) {
      expect((await call('GET', path)).statusCode).toBe(401);
      const refused = await call('GET', path, { token: clerk });
      expect(refused.statusCode).toBe(403);
      expect(refused.answer.errors).toBeUndefined();
    }
  });

  it('lets a role holding audit.view alone read the list and download the export', async () => {
    expect(await atsOf({ actor_id: 9001 }, auditor)).toHaveLength(2);
    const csv = await download('actor_id=9001', auditor);
    expect(csv.statusCode).toBe(200);
    expect(csv.body.trimEnd().split('\r\n')).toHaveLength(3);
  });

  it('offers no call that changes or deletes an event', async () => {
    const [event] = await auditEvents(portal, adminToken);
    const before = await storedEventCount(portal);
    for (const method of ['PUT', 'PATCH', 'DELETE'] as const) {
      const refused = await call(method, `/audit-events/${event!.id}`, {
        token: adminToken,
        body: {},
      });
      expect(refused.statusCode).toBe(404);
    }
    expect(await storedEventCount(portal)).toBe(before);
    expect((await auditEvents(portal, adminToken))[0]).toEqual(event);
  });
});

describe(`audit trail on ${testEngine}: paging`, () => {
  it('answers pages with a total and links that keep the filters', async () => {
    const first = await call('GET', '/audit-events?record_type=committee&per_page=2', {
      token: adminToken,
    });
    expect(first.answer).toMatchObject({ total: 3, current_page: 1, last_page: 2, per_page: 2 });
    expect(first.answer.data).toHaveLength(2);
    const next = pageLink(first.answer, 'Next »');
    expect(next.searchParams.get('record_type')).toBe('committee');
    const second = await call('GET', `${next.pathname.slice('/api'.length)}${next.search}`, {
      token: adminToken,
    });
    expect(second.answer).toMatchObject({ total: 3, current_page: 2 });
    expect(second.answer.data.map((event: { at: string }) => event.at)).toEqual([fixtures[0]!.at]);
  });

  it('lists newest first across record types', async () => {
    const events = await auditEvents(portal, adminToken);
    const ids = events.map((event) => event.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(events.some((event) => event.action === 'role.created')).toBe(true);
  });
});

describe(`audit trail on ${testEngine}: the table only grows`, () => {
  it('refuses an UPDATE or a DELETE in the database itself', async () => {
    const before = await db.selectFrom('audit_events').selectAll().orderBy('id').execute();
    await expect(
      sql`update audit_events set actor_name = 'Someone else'`.execute(db),
    ).rejects.toThrow(/append-only/);
    await expect(sql`delete from audit_events`.execute(db)).rejects.toThrow(/append-only/);
    expect(await db.selectFrom('audit_events').selectAll().orderBy('id').execute()).toEqual(before);
  });
});

describe(`audit trail on ${testEngine}: the CSV export`, () => {
  it('downloads a header and one line per event, quoted per RFC 4180, formulas defused', async () => {
    await db
      .insertInto('audit_events')
      .values({
        at: '2026-05-05T10:00:00.000Z',
        actor_id: 9100,
        actor_name: '=HYPERLINK("http://evil.example","click"), then\nmore',
        ip: '192.0.2.5',
        action: 'committee.updated',
        record_type: 'committee',
        record_id: 7100,
        changes: JSON.stringify({ name: { before: 'A, "B"', after: '@SUM(1)' } }),
      })
      .execute();
    const csv = await download('actor_id=9100');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe('attachment; filename="audit-events.csv"');
    expect(csv.body).toBe(
      'id,at,actor_id,actor_name,ip,action,record_type,record_id,changes,by_system\r\n' +
        `${(await auditEvents(portal, adminToken, { actor_id: 9100 }))[0]!.id},` +
        '2026-05-05T10:00:00.000Z,9100,' +
        `"'=HYPERLINK(""http://evil.example"",""click""), then\nmore",` +
        '192.0.2.5,committee.updated,committee,7100,' +
        '"{""name"":{""before"":""A, \\""B\\"""",""after"":""@SUM(1)""}}",0\r\n',
    );
  });

  it('keeps the filters: the same events as the list, newest first', async () => {
    const listed = await auditEvents(portal, adminToken, { record_type: 'committee' });
    const ids = (await download('record_type=committee')).body
      .trimEnd()
      .split('\r\n')
      .slice(1)
      .map((line) => Number(line.split(',')[0]));
    expect(ids).toEqual(listed.map((event) => event.id));
  });
});
