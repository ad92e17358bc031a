import { screen, waitFor, within } from '@testing-library/react';
import { vendorMessages } from '@portal/shared/vendor-applications';
import { describe, expect, it } from 'vitest';
import { success } from '@web/testing/applications';
import { makeUser } from '@web/testing/fixtures';
import { conflict } from '@web/testing/open-screen';
import { onePage } from '@web/testing/paged-lists';
import { renderApp } from '@web/testing/render-app';
import { stubFetch, type Answer } from '@web/testing/stub-fetch';
import userEvent from '@testing-library/user-event';
import {
  makeOpenCall,
  makeVendorApplication,
  makeVendorApplicationRow,
} from '@web/testing/vendor-applications';

const vera = makeUser({ id: 7, name: 'Vera Vendor' });
const second = makeOpenCall({
  id: 5,
  reference: 'VEOI-2026-02',
  title: 'Colocation partners',
  categories: ['colocation'],
});

function open(address: string, answers: Record<string, Answer> = {}) {
  const fetch = stubFetch({
    'GET /api/public/vendor-calls': success([makeOpenCall(), second]),
    'GET /api/vendor-applications': { body: onePage('vendor-applications', []) },
    ...answers,
  });
  const user = userEvent.setup();
  const view = renderApp(`/account/create-vendor-application${address}`, { user: vera });
  return { fetch, user, ...view };
}

describe('create-vendor-application screen', () => {
  it('shows each open call with its reference, categories and closing time in Nairobi', async () => {
    open('');
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Apply as a software or cloud provider',
      }),
    ).toBeVisible();
    const calls = within(await screen.findByRole('list', { name: 'Open calls' }));
    expect(calls.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Cloud solutions for the city',
      'Colocation partners',
    ]);
    expect(calls.getByRole('row', { name: 'Reference VEOI-2026-01' })).toBeVisible();
    expect(
      calls.getByRole('row', { name: 'Categories Software as a service, Platform as a service' }),
    ).toBeVisible();
    expect(
      calls.getAllByRole('row', { name: 'Closes 31 December 2026 at 09:00 (Nairobi time)' }),
    ).toHaveLength(2);
  });

  it('shows only the call asked for, and starts a draft on it on the vendor’s word', async () => {
    const draft = makeVendorApplication({ id: 32, reference: 'VND-2026-000032' });
    const { fetch, user, router } = open('?call_id=5', {
      'POST /api/vendor-applications': { status: 201, body: success(draft).body },
      'GET /api/vendor-applications/32': success(draft),
      'GET /api/unpaginated-items-home': success({ account_types: [], countries: [] }),
    });
    const calls = within(await screen.findByRole('list', { name: 'Open calls' }));
    expect(calls.getAllByRole('listitem')).toHaveLength(1);
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
    await user.click(calls.getByRole('button', { name: 'Start your application' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/account/edit-vendor-application/32'),
    );
    const start = fetch.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(start?.[1]?.body))).toEqual({ call_id: 5 });
  });

  it('says a call that is not open is not, and offers the open ones', async () => {
    open('?call_id=99');
    expect(await screen.findByText('This call is not open')).toBeVisible();
    expect(
      screen.getByText(/Applications are taken only while a call is open\. The calls open now/),
    ).toBeVisible();
    const calls = within(await screen.findByRole('list', { name: 'Open calls' }));
    expect(calls.getAllByRole('listitem')).toHaveLength(2);
  });

  it('says when no call is open at all', async () => {
    open('', { 'GET /api/public/vendor-calls': success([]) });
    expect(
      await screen.findByText(/No call for expressions of interest is open at the moment/),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'software vendors page' })).toHaveAttribute(
      'href',
      '/landing/software-vendors',
    );
  });

  it('leads back to the vendor’s own application to a call rather than starting another', async () => {
    open('', {
      'GET /api/vendor-applications': {
        body: onePage('vendor-applications', [makeVendorApplicationRow()]),
      },
    });
    const calls = within(await screen.findByRole('list', { name: 'Open calls' }));
    const [first] = calls.getAllByRole('listitem');
    expect(
      within(first!).getByText('You have applied to this call: application VND-2026-000031.'),
    ).toBeVisible();
    expect(within(first!).getByRole('link', { name: 'Continue your application' })).toHaveAttribute(
      'href',
      '/account/edit-vendor-application/31',
    );
  });

  it('shows why the server refuses to start one', async () => {
    const { user } = open('?call_id=4', {
      'POST /api/vendor-applications': conflict(
        vendorMessages.alreadyApplied('VND-2026-000031', 'VEOI-2026-01'),
      ),
    });
    await user.click(await screen.findByRole('button', { name: 'Start your application' }));
    const refusal = await screen.findByRole('alert', { name: 'No new application yet' });
    expect(refusal).toHaveTextContent(
      vendorMessages.alreadyApplied('VND-2026-000031', 'VEOI-2026-01'),
    );
  });
});
