import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  READING_IMPORT_MAX_BYTES,
  utilityReadingMessages as says,
} from '@portal/shared/utility-readings';
import { xsrf } from '@server-test/helpers/app';
import { testEngine } from '@server-test/helpers/database';
import type { Answer } from '@server-test/helpers/portal';
import { startBackOffice } from '@server-test/helpers/portal';
import {
  meteredConnection,
  refusedUnchanged,
  utilityPeople,
  utilityState,
} from '@server-test/helpers/utilities';

const portal = await startBackOffice();
const { app, db } = portal;
const { staff, viewer, holder } = await utilityPeople(portal);

const HEADER = 'connection_number,meter_serial,value,read_at';

/** POST /utility-readings/import with `csv` as the body, as a reader's upload sends it. */
async function upload(csv: string | Buffer, token = staff.token, type = 'text/csv; charset=utf-8') {
  const response = await app.inject({
    method: 'POST',
    url: '/api/utility-readings/import',
    headers: { ...xsrf, authorization: `Bearer ${token}`, 'content-type': type },
    payload: csv,
  });
  return Object.assign(response, { answer: response.json<Answer>() });
}

/** An upload that must be refused with `status`, changing nothing. */
const refused = (csv: string | Buffer, status: number, token = staff.token) =>
  refusedUnchanged(db, status, () => upload(csv, token));

let serials = 0;
const connection = async () => {
  const serial = `WM-I-${++serials}`;
  const made = await meteredConnection(portal, staff.token, {
    holderId: holder.id,
    startDate: '2026-09-01',
    serial,
  });
  return { ...made, serial };
};

describe(`importing readings on ${testEngine}`, () => {
  it('imports a file all at once; the same file again imports nothing', async () => {
    const first = await connection();
    const second = await connection();
    const csv = [
      HEADER,
      `${first.number},${first.serial},120,2026-10-01T09:00:00+03:00`,
      // Quoted, as spreadsheets write fields: a real CSV parser reads them.
      `"${second.number}","${second.serial}","0080",2026-10-01T10:00:00+03:00`,
      `${first.number},${first.serial},250,2026-11-01T09:00:00+03:00`,
      '',
    ].join('\r\n');
    const imported = await upload(csv);
    expect(imported.statusCode, imported.body).toBe(200);
    expect(imported.answer.data).toEqual({ imported: 3, skipped: 0 });
    const readings = await db
      .selectFrom('utility_readings')
      .select(['connection_id', 'value', 'read_at', 'source', 'role'])
      .where('connection_id', 'in', [first.id, second.id])
      .where('role', '=', 'regular')
      .orderBy('read_at')
      .execute();
    expect(readings).toEqual([
      {
        connection_id: first.id,
        value: 120,
        read_at: '2026-10-01T06:00:00.000Z',
        source: 'actual',
        role: 'regular',
      },
      {
        connection_id: second.id,
        value: 80,
        read_at: '2026-10-01T07:00:00.000Z',
        source: 'actual',
        role: 'regular',
      },
      {
        connection_id: first.id,
        value: 250,
        read_at: '2026-11-01T06:00:00.000Z',
        source: 'actual',
        role: 'regular',
      },
    ]);
    const events = await db
      .selectFrom('audit_events')
      .select(['record_id', 'changes', 'actor_id'])
      .where('action', '=', 'utility_reading.imported')
      .execute();
    expect(events).toHaveLength(1);
    expect(events[0]!.record_id).toBeNull();
    expect(JSON.parse(events[0]!.changes)).toEqual({
      imported: { before: null, after: 3 },
      skipped: { before: null, after: 0 },
      file_sha256: { before: null, after: createHash('sha256').update(csv).digest('hex') },
    });

    const before = await utilityState(db);
    const again = await upload(csv);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.answer.data).toEqual({ imported: 0, skipped: 3 });
    const after = await utilityState(db);
    expect(after.readings).toEqual(before.readings);
  });

  it('imports nothing from a file with bad rows, naming the line, field and why of each', async () => {
    const first = await connection();
    const second = await connection();
    const csv = [
      HEADER,
      `${first.number},${first.serial},120,2026-10-01T09:00:00+03:00`,
      `W-NOWHERE,${first.serial},10,2026-10-01T09:00:00+03:00`,
      `${second.number},WRONG-SERIAL,10,2026-10-01T09:00:00+03:00`,
      `${first.number},${first.serial},ten,2026-10-02 09:00`,
      `${second.number},${second.serial},5`,
      `${first.number},${first.serial},100,2026-10-03T09:00:00+03:00`,
      `${second.number},${second.serial},50,2027-01-01T09:00:00+03:00`,
    ].join('\n');
    const answer = await refused(csv, 422);
    expect(answer.message).toBe(says.badRows(6));
    // Line 7 follows line 2 on the same meter: checked against the file's own earlier rows.
    expect(answer.errors).toEqual({
      'lines.3.connection_number': [says.unknownNumber],
      'lines.4.meter_serial': [says.wrongSerial(second.serial)],
      'lines.5.value': [says.value],
      'lines.5.read_at': ['Enter a date and time.'],
      'lines.6.line': [says.fieldCount],
      'lines.7.value': [says.belowPreviousInFile(120)],
      'lines.8.read_at': [says.inFuture],
    });
  });

  it('refuses a file without the header, empty, too large, not CSV, or from someone without utilities.manage', async () => {
    const header = await refused(
      'number,serial,value,read_at\nW-1,M,1,2026-10-01T00:00:00Z\n',
      422,
    );
    expect(header.errors).toEqual({ 'lines.1.header': [says.badHeader] });
    expect((await refused(`${HEADER}\n`, 422)).errors).toEqual({ file: [says.fileEmpty] });
    const broken = await refused(`${HEADER}\n"W-1,M,1,2026-10-01T00:00:00Z\n`, 422);
    expect(broken.errors.file[0]).toMatch(/^The file is not valid CSV: /);
    const large = await refused(`${HEADER}\n${'x'.repeat(READING_IMPORT_MAX_BYTES)}`, 413);
    expect(large.message).toBe(says.fileTooLarge);
    expect(large.message).toContain('2 MB');
    await refused(`${HEADER}\n`, 403, viewer.token);
    const json = await upload(JSON.stringify({ csv: HEADER }), staff.token, 'application/json');
    expect(json.statusCode).toBe(422);
  });
});
