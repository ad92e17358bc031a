import type { PublicVendorCall } from '@portal/shared/vendor-calls';
import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '@web/testing/stub-fetch';
import { OpenVendorCalls } from './open-vendor-calls';

// 06:00 UTC is 09:00 in Nairobi, three hours ahead all year.
const hosting: PublicVendorCall = {
  id: 5,
  reference: 'VEOI-2026-01',
  title: 'Hosting for the city’s agencies',
  description: 'Sovereign hosting.\nTier III at least.',
  categories: ['iaas', 'colocation'],
  opens_at: '2026-12-01T06:00:00.000Z',
  closes_at: '2027-01-15T14:30:00.000Z',
  status: 'open',
};
const payroll: PublicVendorCall = {
  ...hosting,
  id: 6,
  reference: 'VEOI-2027-01',
  title: 'Payroll software',
  description: 'A payroll for the authority’s staff.',
  categories: ['saas'],
  opens_at: '2027-02-01T06:00:00.000Z',
  closes_at: '2027-03-01T06:00:00.000Z',
  status: 'upcoming',
};

/** The section as a visitor sees it once GET /public/vendor-calls has answered `calls`. */
function openSection(calls: PublicVendorCall[]) {
  stubFetch({
    'GET /api/public/vendor-calls': { body: { status: 'success', message: '', data: calls } },
  });
  render(<OpenVendorCalls />);
}

const card = (title: string) =>
  within(screen.getByRole('heading', { level: 3, name: title }).closest('li')!);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the calls for expressions of interest on the software vendors page', () => {
  it('shows an open call with its reference, categories and closing time in Nairobi time', async () => {
    openSection([hosting]);
    const open = await screen.findByRole('heading', { level: 3, name: hosting.title });
    expect(open).toBeVisible();
    const call = card(hosting.title);
    expect(call.getByText('VEOI-2026-01')).toBeVisible();
    expect(call.getByText('Infrastructure as a service, Colocation')).toBeVisible();
    expect(call.getByText(/Sovereign hosting\./)).toBeVisible();
    expect(
      call.getByText('Applications close on 15 January 2027 at 17:30 (Nairobi time)'),
    ).toBeVisible();
    expect(screen.queryByText(/No call for expressions of interest is open/)).toBeNull();
  });

  it('lists the open calls before those to come, these with their opening time', async () => {
    // The server answers the soonest closing first, whatever their status.
    openSection([payroll, hosting]);
    await screen.findByRole('heading', { level: 3, name: hosting.title });
    expect(
      screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent),
    ).toEqual([hosting.title, payroll.title]);
    const upcoming = card(payroll.title);
    expect(upcoming.getByText('Upcoming')).toBeVisible();
    expect(upcoming.getByText('Opens on 1 February 2027 at 09:00 (Nairobi time)')).toBeVisible();
    expect(upcoming.queryByText(/Applications close/)).toBeNull();
  });

  it('says that no call is open when only calls to come are announced', async () => {
    openSection([payroll]);
    expect(
      await screen.findByText(
        'No call for expressions of interest is open at the moment. The calls below open soon.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('heading', { level: 3, name: payroll.title })).toBeVisible();
  });

  it('says that no call is open and to check back when there is none', async () => {
    openSection([]);
    expect(
      await screen.findByText(
        'No call for expressions of interest is open at the moment. Please check back later: new calls are announced on this page.',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('says when the calls could not be loaded', async () => {
    stubFetch({});
    render(<OpenVendorCalls />);
    expect(
      await screen.findByText('The calls could not be loaded. Please try again later.'),
    ).toBeVisible();
  });
});
