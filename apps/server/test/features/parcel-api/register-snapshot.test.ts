import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRegisterSnapshot } from '@server/features/parcel-api/register-snapshot';

const parcel = (n: number) => ({ number: `TC-${n}`, acre: n + 0.5, status: 'Available' });

/** A register whose reads the test counts and can make fail. */
function register(size: number) {
  const rows = Array.from({ length: size }, (_, i) => parcel(size - i));
  const reads = { count: 0, fail: false };
  const read = vi.fn(async () => {
    reads.count += 1;
    if (reads.fail) throw new Error('database unavailable');
    return rows.map((row) => ({ ...row }));
  });
  return { rows, reads, read };
}

afterEach(() => vi.useRealTimers());

describe('the parcel API register snapshot', () => {
  it('answers a page exactly as JSON.stringify would, with the total, past the end included', async () => {
    const { rows, read } = register(7);
    const snapshot = createRegisterSnapshot(read);
    const second = await snapshot.page('parcels', { page: 2, pageSize: 3 });
    expect(second.json).toBe(
      JSON.stringify({ status: 'ok', totalResults: 7, parcels: rows.slice(3, 6) }),
    );
    const past = await snapshot.page('parcels', { page: 4, pageSize: 3 });
    expect(past.json).toBe(JSON.stringify({ status: 'ok', totalResults: 7, parcels: [] }));
  });

  it('reads the register once a second however many calls page through it', async () => {
    vi.useFakeTimers({ now: 0, toFake: ['Date'] });
    const { reads, read } = register(3);
    const snapshot = createRegisterSnapshot(read, 1000);
    const first = await Promise.all(
      [1, 2, 3].map(() => snapshot.page('parcels', { page: 1, pageSize: 1 })),
    );
    expect(first.map((answer) => answer.read)).toEqual([true, true, true]);
    expect((await snapshot.page('parcels', { page: 3, pageSize: 1 })).read).toBe(false);
    expect(reads.count).toBe(1);

    // Past the second: the kept listing answers while one read refreshes it.
    vi.setSystemTime(1001);
    const stale = await snapshot.page('parcels', { page: 1, pageSize: 1 });
    await snapshot.page('parcels', { page: 1, pageSize: 1 });
    expect(stale.read).toBe(false);
    expect(reads.count).toBe(2);
  });

  it('forgets the register when it changes, and keeps no read that began before the change', async () => {
    const { rows, reads, read } = register(2);
    const snapshot = createRegisterSnapshot(read);
    const during = snapshot.page('parcels', { page: 1, pageSize: 10 });
    snapshot.clear();
    rows.unshift(parcel(99));
    await during;
    const after = await snapshot.page('parcels', { page: 1, pageSize: 10 });
    expect(JSON.parse(after.json).totalResults).toBe(3);
    expect(after.read).toBe(true);
    expect(reads.count).toBe(2);
  });

  it('reports a failed read, and reads again on the next call', async () => {
    const { reads, read } = register(2);
    const snapshot = createRegisterSnapshot(read);
    reads.fail = true;
    await expect(snapshot.page('allocations', { page: 1, pageSize: 1 })).rejects.toThrow(
      'database unavailable',
    );
    reads.fail = false;
    const next = await snapshot.page('allocations', { page: 1, pageSize: 1 });
    expect(JSON.parse(next.json).totalResults).toBe(2);
  });
});
