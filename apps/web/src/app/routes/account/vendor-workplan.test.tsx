import type { Partnership } from '@portal/shared/vendor-partnerships';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { success } from '@web/testing/applications';
import { makePartnership, makeWorkplan, partnerVendor } from '@web/testing/partnerships';
import { renderApp } from '@web/testing/render-app';
import { sentBodies, stubFetch, type Answer } from '@web/testing/stub-fetch';

function open(partnership: Partnership, answers: Record<string, Answer> = {}) {
  const sent = stubFetch(
    Object.assign(answers, { 'GET /api/vendor-partnerships/5': success(partnership) }),
  );
  const { router } = renderApp('/account/vendor-workplan/5', { user: partnerVendor });
  return { sent: () => sentBodies(sent), router, user: userEvent.setup() };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("the year's workplan", () => {
  it('is written with a target for each quarter of the year, in cents, then the partnership opens', async () => {
    const { user, sent, router } = open(makePartnership({ actions: ['write_workplan'] }), {
      'POST /api/vendor-partnerships/5/workplans': {
        status: 201,
        body: { status: 'success', message: 'Workplan saved as a draft.', data: makePartnership() },
      },
    });
    expect(
      await screen.findByRole('group', { name: 'Q4 2026 (October to December)' }),
    ).toBeVisible();
    // Each quarter starts at nothing targeted; the first is given its figures.
    expect(screen.getByLabelText('Customers to win in Q1 2027')).toHaveValue('0');
    await user.clear(screen.getByLabelText('Customers to win in Q4 2026'));
    await user.paste('3');
    await user.clear(screen.getByLabelText('Revenue to earn in Q4 2026'));
    await user.paste('250,000.50');
    await user.click(screen.getByRole('textbox', { name: 'Activity' }));
    await user.paste('Roadshow');
    await user.click(screen.getByRole('textbox', { name: 'Name' }));
    await user.paste('Vera Vendor');
    await user.click(screen.getByRole('textbox', { name: 'Role' }));
    await user.paste('Partner manager');
    await user.click(screen.getByRole('textbox', { name: 'Email' }));
    await user.paste('vera@nimbus.example');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(sent()).toEqual([
        [
          'POST /api/vendor-partnerships/5/workplans',
          {
            targets: [
              { quarter: '2026-Q4', customers: 3, revenue: 25_000_050 },
              ...['2027-Q1', '2027-Q2', '2027-Q3'].map((quarter) => ({
                quarter,
                customers: 0,
                revenue: 0,
              })),
            ],
            leads: [],
            activities: [{ title: 'Roadshow', quarter: '2026-Q4' }],
            people: [
              { name: 'Vera Vendor', role: 'Partner manager', email: 'vera@nimbus.example' },
            ],
          },
        ],
      ]),
    );
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/account/show-vendor-partnership/5'),
    );
  });

  it('shows why a returned version came back, and changes that version', async () => {
    const returned = makeWorkplan({
      id: 4,
      status: 'returned',
      return_note: 'Name the second quarter’s prospects.',
      approved_at: null,
    });
    const { user, sent } = open(
      makePartnership({ workplans: [returned], actions: ['edit_workplan', 'submit_workplan'] }),
      {
        'PUT /api/vendor-partnerships/5/workplans/4': success(makePartnership(), 'Workplan saved.'),
      },
    );
    expect(await screen.findByText('Name the second quarter’s prospects.')).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Prospect' })).toHaveValue('Savanna Bank');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(sent()[0]?.[0]).toBe('PUT /api/vendor-partnerships/5/workplans/4'));
  });

  it('says there is nothing to write while a version waits for approval', async () => {
    open(makePartnership({ workplans: [makeWorkplan({ status: 'submitted' })], actions: [] }));
    expect(await screen.findByText('Nothing to write now')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
  });
});
