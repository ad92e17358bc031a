import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { success } from '@web/testing/applications';
import { makeUser } from '@web/testing/fixtures';
import { onePage } from '@web/testing/paged-lists';
import { renderApp } from '@web/testing/render-app';
import { stubFetch } from '@web/testing/stub-fetch';
import { makeOpenCall, makeVendorApplicationRow } from '@web/testing/vendor-applications';

const vera = makeUser({ id: 7, name: 'Vera Vendor' });
const listOf = (rows: ReturnType<typeof makeVendorApplicationRow>[]) => ({
  body: onePage('vendor-applications', rows),
});

function open(rows: ReturnType<typeof makeVendorApplicationRow>[], calls = [makeOpenCall()]) {
  stubFetch({
    'GET /api/vendor-applications': listOf(rows),
    'GET /api/public/vendor-calls': success(calls),
  });
  renderApp('/account/my-vendor-applications', { user: vera });
}

describe('my-vendor-applications screen', () => {
  it('says how to apply when there is no application yet', async () => {
    open([]);
    const heading = await screen.findByRole('heading', {
      level: 2,
      name: 'You have no vendor applications yet',
    });
    const empty = within(heading.parentElement!);
    expect(empty.getAllByRole('listitem')).toHaveLength(4);
    expect(
      empty.getByRole('link', { name: 'Apply as a software or cloud provider' }),
    ).toHaveAttribute('href', '/account/create-vendor-application');
  });

  it('lists each application with its call, organisation, solutions and stage, a draft leading to its form', async () => {
    open([
      makeVendorApplicationRow(),
      makeVendorApplicationRow({
        id: 30,
        reference: 'VND-2026-000030',
        stage: 'under_evaluation',
        organisation_name: 'Stratus Systems Ltd',
        call: { id: 2, reference: 'VEOI-2025-04', title: 'Managed services' },
        solutions: 2,
      }),
    ]);
    const list = within(await screen.findByRole('list', { name: 'My vendor applications' }));
    const [draft, evaluated] = list.getAllByRole('listitem');
    expect(within(draft!).getByRole('link', { name: 'VND-2026-000031' })).toHaveAttribute(
      'href',
      '/account/edit-vendor-application/31',
    );
    expect(within(draft!).getByText('Draft')).toBeVisible();
    expect(
      within(draft!).getByText('Call VEOI-2026-01: Cloud solutions for the city'),
    ).toBeVisible();
    expect(within(draft!).getByText(/^1 solution · Updated/)).toBeVisible();
    expect(within(draft!).getByRole('link', { name: 'Continue your application' })).toHaveAttribute(
      'href',
      '/account/edit-vendor-application/31',
    );

    expect(within(evaluated!).getByRole('link', { name: 'VND-2026-000030' })).toHaveAttribute(
      'href',
      '/account/show-vendor-application/30',
    );
    expect(within(evaluated!).getByText('Under evaluation')).toBeVisible();
    expect(within(evaluated!).getByText('Stratus Systems Ltd')).toBeVisible();
    expect(within(evaluated!).getByText(/^2 solutions · Updated/)).toBeVisible();
    // The draft is on the one open call: nothing else to apply to.
    expect(
      screen.queryByRole('link', { name: 'Apply as a software or cloud provider' }),
    ).not.toBeInTheDocument();
  });

  it('offers to apply to an open call the vendor has no application to', async () => {
    open(
      [
        makeVendorApplicationRow({
          stage: 'decided',
          call: { id: 2, reference: 'VEOI-2025-04', title: 'Earlier' },
        }),
      ],
      [makeOpenCall()],
    );
    expect(
      await screen.findByRole('link', { name: 'Apply as a software or cloud provider' }),
    ).toHaveAttribute('href', '/account/create-vendor-application?call_id=4');
    expect(
      screen.getByText(/call VEOI-2026-01, Cloud solutions for the city, is open until/),
    ).toBeVisible();
  });

  it('is in the sidebar of an account that does not see every vendor application', async () => {
    open([]);
    const nav = await screen.findByRole('navigation', { name: /main|sidebar|account/i });
    expect(within(nav).getByRole('link', { name: 'My vendor applications' })).toBeInTheDocument();
  });
});
