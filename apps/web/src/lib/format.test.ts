import { afterEach, describe, expect, it, vi } from 'vitest';

// The formats are made when the module loads, in the zone of that moment.
async function formatWest() {
  vi.stubEnv('TZ', 'America/Los_Angeles');
  vi.resetModules();
  return import('./format');
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('dates in a zone west of Greenwich', () => {
  it('shows a calendar day as that very day, where a timestamp of its midnight is the day before', async () => {
    const { formatDate, formatDay } = await formatWest();
    expect(formatDay('2027-01-01')).toMatch(/2027/);
    expect(formatDay('2027-01-01')).not.toMatch(/2026/);
    expect(formatDate('2027-01-01')).toMatch(/2026/);
  });

  it('shows an unreadable value as it is', async () => {
    const { formatDay } = await formatWest();
    expect(formatDay('someday')).toBe('someday');
  });
});

describe('a moment on the authority’s clock', () => {
  it('reads in Nairobi time wherever the reader is, and says so', async () => {
    const { formatNairobiMoment } = await formatWest();
    expect(formatNairobiMoment('2026-12-01T06:00:00.000Z')).toBe(
      '1 December 2026 at 09:00 (Nairobi time)',
    );
  });
});
