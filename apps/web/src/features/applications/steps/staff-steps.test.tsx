import { screen, waitFor, within } from '@testing-library/react';
import type { Application } from '@portal/shared/application-detail';
import type { ApplicationStep } from '@portal/shared/application-steps';
import type { CurrentUser } from '@portal/shared/current-user';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeApplication, success } from '@web/testing/applications';
import { makeUser } from '@web/testing/fixtures';
import { conflict, openScreen, refused } from '@web/testing/open-screen';
import type { Answer } from '@web/testing/stub-fetch';
import { staffSteps } from './staff-steps';

const clerk = makeUser({ id: 20, name: 'Quinn Clerk', permissions: ['applications.view_all'] });
const application = makeApplication({
  stage: 'under_evaluation',
  committee: { id: 3, name: 'Land committee' },
  actions: [],
});
/** Every step answers the application as it left it. */
const done = success({ ...application, stage: 'approved' }, 'Done.');
const parcel = (id: number, number: string) => ({
  id,
  number,
  acre: '2.50',
  land_use: 'Commercial',
  zone: 'Science and Technology Park',
});
/** GET /applications/options: what the forms choose from. */
const options = success({
  parcels: [parcel(12, 'KD-12'), parcel(14, 'KD-14')],
  committees: [
    { id: 4, name: 'Finance committee', members: 3, member_ids: [41, 42, 43] },
    { id: 6, name: 'Mixed committee', members: 2, member_ids: [7, 44] },
    { id: 5, name: 'New committee', members: 0, member_ids: [] },
  ],
});

/** The form of `step` for `viewer`, its call answered `answer`. */
function openStep(
  step: ApplicationStep,
  call: string,
  answer: Answer = done,
  { viewer = clerk, app = application } = {} as { viewer?: CurrentUser; app?: Application },
) {
  const { Form } = staffSteps[step]!;
  return openScreen(<Form application={app} />, '/', viewer, {
    'GET /api/applications/options': options,
    [`POST /api/applications/12/${call}`]: answer,
    // A saved scorecard answers the card alone; the application is asked again.
    'GET /api/applications/12': done,
  });
}

/** The server's message once the step is taken. */
const taken = async () => expect(await screen.findByText('Done.')).toBeInTheDocument();

/** Confirms the dialog a final step asks, by its button. */
async function confirmWith(user: ReturnType<typeof openStep>['user'], label: string) {
  const dialog = await screen.findByRole('dialog');
  await user.click(within(dialog).getByRole('button', { name: label }));
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('staff step forms', () => {
  it('assign: chooses a committee by name and size; one without members cannot be chosen', async () => {
    const { user, posted } = openStep('assign', 'assign', undefined, {
      viewer: makeUser({ permissions: ['applications.assign'] }),
      app: makeApplication({ ...application, committee: null }),
    });
    await user.click(screen.getByRole('combobox', { name: 'Committee' }));
    expect(
      await screen.findByRole('option', { name: 'New committee (0 members)' }),
    ).toHaveAttribute('aria-disabled', 'true');
    await user.click(screen.getByRole('option', { name: 'Finance committee (3 members)' }));
    await user.click(screen.getByRole('button', { name: 'Assign' }));
    await taken();
    expect(posted()).toEqual([['POST /api/applications/12/assign', { committee_id: 4 }]]);
  });

  it('assign: warns when the applicant sits on the committee chosen', async () => {
    const { user } = openStep('assign', 'assign', undefined, {
      app: makeApplication({ ...application, committee: null }),
    });
    await user.click(screen.getByRole('combobox', { name: 'Committee' }));
    await user.click(await screen.findByRole('option', { name: /Finance committee/ }));
    expect(screen.queryByText(/the applicant, sits on/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Committee' }));
    await user.click(await screen.findByRole('option', { name: /Mixed committee/ }));
    expect(
      await screen.findByText(
        'Ivy Investor, the applicant, sits on Mixed committee: they may not score or decide this application.',
      ),
    ).toBeVisible();
  });

  it('assign: a refusal comes back under the committee field', async () => {
    const message = 'This committee has no members to evaluate the application.';
    const { user } = openStep('assign', 'assign', refused({ committee_id: [message] }), {
      app: makeApplication({ ...application, committee: null }),
    });
    const committee = screen.getByRole('combobox', { name: 'Committee' });
    await user.click(committee);
    await user.click(await screen.findByRole('option', { name: /Finance committee/ }));
    await user.click(screen.getByRole('button', { name: 'Assign' }));
    await waitFor(() => expect(committee).toHaveAccessibleDescription(new RegExp(message)));
    expect(screen.queryByText('Done.')).not.toBeInTheDocument();
  });

  it('score: every criterion within its maximum, the running total, prefilled from the own card', async () => {
    const member = makeUser({ id: 30, name: 'Mo Member' });
    const app = makeApplication({
      scores: {
        members: 3,
        average: null,
        cards: [
          {
            member: { id: 30, name: 'Mo Member' },
            scores: {
              master_plan_fit: 20,
              financial_capacity: 20,
              experience: 10,
              economic_impact: 10,
              timeline: 5,
            },
            total: 65,
            comment: 'Sound plan.',
            updated_at: '2026-11-20T08:00:00.000Z',
          },
        ],
      },
    });
    const card = app.scores.cards[0]!;
    const { user, posted } = openStep('score', 'scores', success(card, 'Done.'), {
      viewer: member,
      app,
    });
    expect(screen.getByText('Total: 65 out of 100')).toBeInTheDocument();
    const timeline = screen.getByRole('textbox', { name: 'Development timeline' });
    expect(timeline).toHaveValue('5');
    await user.clear(timeline);
    await user.type(timeline, '15');
    expect(screen.getByText('Total: 75 out of 100')).toBeInTheDocument();
    await user.clear(screen.getByRole('textbox', { name: /Comment/ }));
    await user.click(screen.getByRole('button', { name: 'Update scorecard' }));
    await taken();
    expect(posted()).toEqual([
      [
        'POST /api/applications/12/scores',
        {
          scores: {
            master_plan_fit: 20,
            financial_capacity: 20,
            experience: 10,
            economic_impact: 10,
            timeline: 15,
          },
          comment: null,
        },
      ],
    ]);
  });

  it('score: points over a maximum are refused before sending, and a 422 shows on its criterion', async () => {
    const message = 'Give from 0 to 25 points, as a whole number.';
    const { user, posted } = openStep(
      'score',
      'scores',
      refused({ 'scores.master_plan_fit': [message] }),
    );
    const fit = screen.getByRole('textbox', { name: 'Fit with the master plan' });
    await user.type(fit, '26');
    await user.tab();
    expect(fit).toHaveAccessibleDescription(new RegExp(message));
    expect(screen.getByRole('button', { name: 'Save scorecard' })).toBeDisabled();

    await user.clear(fit);
    await user.type(fit, '25');
    for (const [label, points] of [
      ['Financial capacity', '20'],
      ['Experience and track record', '15'],
      ['Jobs and economic impact', '10'],
      ['Development timeline', '10'],
    ] as const) {
      await user.type(screen.getByRole('textbox', { name: label }), points);
    }
    expect(screen.getByText('Total: 80 out of 100')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save scorecard' }));
    await waitFor(() => expect(fit).toHaveAccessibleDescription(new RegExp(message)));
    expect(posted()).toHaveLength(1);
  });

  it('request_correction: sends the note', async () => {
    const { user, posted } = openStep('request_correction', 'request-correction');
    await user.type(
      screen.getByRole('textbox', { name: 'What to correct' }),
      'Add the 2025 accounts.',
    );
    await user.click(screen.getByRole('button', { name: 'Ask for a correction' }));
    await taken();
    expect(posted()).toEqual([
      ['POST /api/applications/12/request-correction', { note: 'Add the 2025 accounts.' }],
    ]);
  });

  it('approve: asks first, and a 409 from another stage is toasted and changes nothing on screen', async () => {
    const stage = 'This step is not possible while the application is approved (approved).';
    const { user, posted } = openStep('approve', 'approve', conflict(stage));
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    expect(posted()).toEqual([]);
    await confirmWith(user, 'Approve');
    expect(await screen.findByText(stage)).toBeInTheDocument();
    expect(posted()).toEqual([['POST /api/applications/12/approve', {}]]);
    expect(screen.queryByText('Done.')).not.toBeInTheDocument();
  });

  it("approve: once confirmed, the server's message is shown", async () => {
    const { user } = openStep('approve', 'approve');
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    await confirmWith(user, 'Approve');
    await taken();
  });

  it('reject: the reason, confirmed; a 422 shows under it', async () => {
    const message = 'This field is required.';
    const { user, posted } = openStep('reject', 'reject', refused({ reason: [message] }));
    const reason = screen.getByRole('textbox', { name: 'Reason' });
    await user.type(reason, 'The land use does not fit the master plan.');
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    await confirmWith(user, 'Reject');
    await waitFor(() => expect(reason).toHaveAccessibleDescription(new RegExp(message)));
    expect(posted()).toEqual([
      [
        'POST /api/applications/12/reject',
        { reason: 'The land use does not fit the master plan.' },
      ],
    ]);
    expect(screen.queryByText('Done.')).not.toBeInTheDocument();
  });

  it('offer: the preferred parcel comes chosen; amounts typed in shillings are sent in cents', async () => {
    const lands = makeUser({ permissions: ['applications.process'] });
    const { user, posted } = openStep('offer', 'offer', undefined, {
      viewer: lands,
      app: makeApplication({ ...application, preferred_parcel_id: 12 }),
    });
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Parcel' })).toHaveValue(
        'KD-12 · 2.50 acres · Commercial · Science and Technology Park',
      ),
    );
    await user.type(screen.getByRole('textbox', { name: 'Stand premium (KES)' }), '2,500,000.50');
    await user.type(screen.getByRole('textbox', { name: 'Annual ground rent (KES)' }), '120000');
    await user.click(screen.getByRole('radio', { name: '60 years' }));
    await user.click(screen.getByRole('button', { name: 'Issue offer' }));
    await confirmWith(user, 'Issue offer');
    await taken();
    expect(posted()).toEqual([
      [
        'POST /api/applications/12/offer',
        {
          parcel_id: 12,
          stand_premium: 250_000_050,
          annual_ground_rent: 12_000_000,
          term_years: 60,
        },
      ],
    ]);
  });

  it('offer: an amount that is not one says how to type it; a 422 shows on the parcel', async () => {
    const message = 'This parcel is not available: it is reserved or allocated.';
    const { user, posted } = openStep('offer', 'offer', refused({ parcel_id: [message] }), {
      viewer: makeUser({ permissions: ['applications.process'] }),
    });
    const select = screen.getByRole('combobox', { name: 'Parcel' });
    await user.click(select);
    await user.click(await screen.findByRole('option', { name: /^KD-14 ·/ }));
    const premium = screen.getByRole('textbox', { name: 'Stand premium (KES)' });
    await user.type(premium, '1,000 shillings');
    await user.tab();
    expect(premium).toHaveAccessibleDescription(/Enter an amount such as 15000 or 15,000.50./);
    await user.clear(premium);
    await user.type(premium, '1000');
    await user.type(screen.getByRole('textbox', { name: 'Annual ground rent (KES)' }), '0');
    await user.click(screen.getByRole('radio', { name: '21 years' }));
    await user.click(screen.getByRole('button', { name: 'Issue offer' }));
    await confirmWith(user, 'Issue offer');
    await waitFor(() => expect(select).toHaveAccessibleDescription(new RegExp(message)));
    expect(posted()[0]![1]).toEqual({
      parcel_id: 14,
      stand_premium: 100_000,
      annual_ground_rent: 0,
      term_years: 21,
    });
  });

  it('register_lease: the lease number and start date, confirmed', async () => {
    const { user, posted } = openStep('register_lease', 'register-lease');
    await user.type(screen.getByRole('textbox', { name: 'Lease number' }), 'LR-2026-77');
    await user.type(screen.getByLabelText(/Start date/), '2026-12-01');
    await user.click(screen.getByRole('button', { name: 'Register lease' }));
    await confirmWith(user, 'Register lease');
    await taken();
    expect(posted()).toEqual([
      [
        'POST /api/applications/12/register-lease',
        { lease_number: 'LR-2026-77', start_date: '2026-12-01' },
      ],
    ]);
  });

  it('hand_over: the date and a note, confirmed; a 422 shows under the date', async () => {
    const message = 'Enter a real date.';
    const { user, posted } = openStep(
      'hand_over',
      'hand-over',
      refused({ handover_date: [message] }),
    );
    const date = screen.getByLabelText(/Handover date/);
    await user.type(date, '2026-12-15');
    await user.type(screen.getByRole('textbox', { name: /Note/ }), 'Keys to the director.');
    await user.click(screen.getByRole('button', { name: 'Record handover' }));
    await confirmWith(user, 'Record handover');
    await waitFor(() => expect(date).toHaveAccessibleDescription(new RegExp(message)));
    expect(posted()).toEqual([
      [
        'POST /api/applications/12/hand-over',
        { handover_date: '2026-12-15', note: 'Keys to the director.' },
      ],
    ]);
  });
});
