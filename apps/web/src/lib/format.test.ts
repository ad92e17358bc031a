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
