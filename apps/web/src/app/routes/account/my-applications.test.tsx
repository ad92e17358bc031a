import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { applicationMessages } from '@portal/shared/application-messages';
import {
  applicationList,
  makeApplication,
  makeApplicationRow,
  success,
} from '@web/testing/applications';
import { admin, makeUser } from '@web/testing/fixtures';
import { renderApp } from '@web/testing/render-app';
import { stubFetch } from '@web/testing/stub-fetch';

describe('my-applications screen', () => {
  it('explains the four steps and offers to start when there is no application', async () => {
    stubFetch({ 'GET /api/applications': applicationList([]) });
    renderApp('/account/my-applications', { user: makeUser() });
    expect(
      await screen.findByRole('heading', { name: 'You have no applications yet' }),
    ).toBeVisible();
    const empty = within(
      screen.getByRole('heading', { name: 'You have no applications yet' }).parentElement!,
    );
    expect(empty.getAllByRole('listitem')).toHaveLength(4);
    expect(screen.getByRole('link', { name: 'Start an application' })).toHaveAttribute(
      'href',
      '/account/create-application',
    );
  });

  it('lists each application with its stage and next step', async () => {
    stubFetch({
      'GET /api/applications': applicationList([
        makeApplicationRow({ id: 13, reference: 'EOI-2026-000013', stage: 'submitted' }),
        makeApplicationRow(),
      ]),
    });
    renderApp('/account/my-applications', { user: makeUser() });
    const list = within(await screen.findByRole('list', { name: 'My applications' }));
    const [first, second] = list.getAllByRole('listitem');
    expect(within(first!).getByRole('link', { name: 'EOI-2026-000013' })).toHaveAttribute(
      'href',
      '/account/show-application/13',
    );
    expect(within(first!).getByText('Submitted, fee due')).toBeVisible();
    expect(within(first!).getByText('Pay the registration fee')).toBeVisible();
    expect(
      within(second!).getByRole('link', { name: 'Continue your application' }),
    ).toHaveAttribute('href', '/account/edit-application/12');
  });

  it('is in the sidebar of an applicant', async () => {
    stubFetch({ 'GET /api/applications': applicationList([]) });
    renderApp('/account/my-applications', { user: makeUser() });
    const nav = await screen.findByRole('navigation', { name: /main|sidebar|account/i });
    expect(within(nav).getByRole('link', { name: 'My applications' })).toBeInTheDocument();
  });

  it('starts a draft on the applicant’s word and opens its form', async () => {
    const user = userEvent.setup();
    const fetch = stubFetch({
      'POST /api/applications': {
        status: 201,
        ...success(makeApplication(), 'Application started.'),
      },
      'GET /api/applications/12': success(makeApplication()),
      'GET /api/unpaginated-items-home': success({ account_types: [], countries: [] }),
    });
    const { router } = renderApp('/account/create-application', { user: makeUser() });
    await user.click(await screen.findByRole('button', { name: 'Start now' }));
    expect(await screen.findByRole('heading', { level: 2, name: '1. Organisation' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/account/edit-application/12');
    expect(fetch.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(1);
  });
});

describe('create-application at the quota of drafts', () => {
  it('says why no draft was started, beside the button, and stays on the page', async () => {
    const user = userEvent.setup();
    const message = applicationMessages.tooManyDrafts;
    stubFetch({
      'POST /api/applications': {
        status: 422,
        body: {
          status: 'error',
          code: 'validation_failed',
          message,
          errors: { drafts: [message] },
        },
      },
    });
    const { router } = renderApp('/account/create-application', { user: makeUser() });
    await user.click(await screen.findByRole('button', { name: 'Start now' }));
    expect(await screen.findByRole('alert', { name: 'No new application yet' })).toHaveTextContent(
      message,
    );
    expect(router.state.location.pathname).toBe('/account/create-application');
  });
});

describe('my-applications in the sidebar', () => {
  it('is not shown to staff who see every application', async () => {
    stubFetch({ 'GET /api/applications': applicationList([]) });
    renderApp('/account/my-applications', { user: admin() });
    await screen.findByRole('heading', { level: 1, name: 'My applications' });
    expect(screen.queryByRole('link', { name: 'My applications' })).not.toBeInTheDocument();
  });
});
