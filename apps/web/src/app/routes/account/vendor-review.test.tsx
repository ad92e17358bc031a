import type { CurrentUser } from '@portal/shared/current-user';
import { VENDOR_CRITERIA } from '@portal/shared/vendor-journey';
import type { Review } from '@portal/shared/vendor-reviews';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { success } from '@web/testing/applications';
import { makeUser } from '@web/testing/fixtures';
import { refused } from '@web/testing/open-screen';
import {
  makePartnership,
  makeReview,
  makeWorkplan,
  partnerVendor,
} from '@web/testing/partnerships';
import { renderApp } from '@web/testing/render-app';
import { sentBodies, stubFetch, type Answer } from '@web/testing/stub-fetch';

const chair = makeUser({
  id: 60,
  name: 'Cheryl Chair',
  committees: [{ id: 3, name: 'Vendor committee', role: 'Chairperson' }],
});

const reported = {
  customers_won: ['Lakeside Clinics'],
  revenue: 200_000_00,
  leads: [],
  activities_done: ['Webinar for tenants'],
};

function open(review: Review, user: CurrentUser, answers: Record<string, Answer> = {}) {
  const sent = stubFetch(
    Object.assign(answers, {
      'GET /api/vendor-reviews/9': success(review),
      'GET /api/vendor-partnerships/5': success(
        makePartnership({ workplans: [makeWorkplan()], workplan_in_force: 3 }),
      ),
    }),
  );
  renderApp('/account/vendor-review/9', { user });
  /** The review as the server answers it from now on, once a step has changed it. */
  const nowReads = (changed: Review) => (answers['GET /api/vendor-reviews/9'] = success(changed));
  const posted = () => sentBodies(sent);
  return { posted, nowReads, user: userEvent.setup() };
}

const section = async (name: string) =>
  within(await screen.findByRole('region', { name }, { timeout: 3000 }));

afterEach(() => {
  vi.restoreAllMocks();
});

describe('a quarterly review', () => {
  it('lets the vendor report the quarter, with the activities the plan set as a reminder', async () => {
    const afterReport = makeReview({
      actuals: reported,
      actuals_reported_at: '2027-01-02T08:00:00.000Z',
      no_activity: false,
      actions: ['report_actuals'],
    });
    const { user, posted, nowReads } = open(
      makeReview({ actions: ['report_actuals'] }),
      partnerVendor,
      {
        'POST /api/vendor-reviews/9/actuals': success(
          afterReport,
          'Actuals reported: the committee can score them.',
        ),
      },
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Quarterly review, Q4 2026' }),
    ).toBeVisible();
    const report = await section('Report the quarter');
    expect(report.getByText('Joint roadshow in Nairobi')).toBeVisible();
    await user.click(report.getByLabelText('Revenue earned through the partnership in Q4 2026'));
    await user.paste('200,000');
    await user.click(report.getByRole('button', { name: 'Add a customer' }));
    await user.click(report.getByRole('textbox', { name: 'Customer' }));
    await user.paste('Lakeside Clinics');
    await user.click(report.getByRole('button', { name: 'Add an activity' }));
    await user.click(report.getByRole('textbox', { name: 'Activity' }));
    await user.paste('Webinar for tenants');
    nowReads(afterReport);
    await user.click(report.getByRole('button', { name: 'Report the actuals' }));
    await waitFor(() =>
      expect(posted()).toEqual([['POST /api/vendor-reviews/9/actuals', reported]]),
    );
    // Reported, the quarter shows against its targets.
    const targets = within(
      await screen.findByRole('table', { name: /targets and what was reported/ }),
    );
    expect(targets.getByRole('row', { name: /Revenue earned/ })).toHaveTextContent(
      /500,000 KES.*200,000 KES/,
    );
  });

  it("starts a member's card at the points the actuals suggest, and keeps the server's reason for refusing another figure", async () => {
    const review = makeReview({
      actuals: reported,
      no_activity: false,
      suggested_target_points: 4,
      actions: ['score'],
    });
    const { user, posted } = open(review, chair, {
      'POST /api/vendor-reviews/9/scores': refused({
        comment: [
          "The quarter's actuals suggest 4 points for ability to surpass targets: say why you give another figure.",
        ],
      }),
    });
    const card = await section('Your scorecard');
    const targets = card.getByLabelText('Ability to Surpass Targets');
    expect(targets).toHaveValue('4');
    expect(
      card.getByText(/actuals against its targets suggest 4 points. Give another figure only/),
    ).toBeVisible();
    for (const { key, label, points } of VENDOR_CRITERIA)
      if (key !== 'ability_to_surpass_targets') {
        await user.click(card.getByLabelText(label, { exact: true }));
        await user.paste(String(points));
      }
    await user.clear(targets);
    await user.paste('9');
    await user.click(card.getByRole('button', { name: 'Save my scorecard' }));
    await waitFor(() => expect(posted()).toHaveLength(1));
    expect(posted()[0]![1]).toMatchObject({
      scores: { ability_to_surpass_targets: 9 },
      comment: null,
    });
    expect(
      await card.findByRole('link', {
        name: /^Comment: The quarter's actuals suggest 4 points for ability to surpass targets/,
      }),
    ).toBeVisible();
  });

  it('says a quarter with no activity scores 0 on targets, never as targets met', async () => {
    open(makeReview({ actions: ['score'] }), chair);
    const card = await section('Your scorecard');
    expect(card.getByLabelText('Ability to Surpass Targets')).toHaveValue('0');
    expect(card.getByRole('alert', { name: 'No activity this quarter' })).toBeVisible();
  });

  it('finalises a review at risk only with a corrective plan, which it sends', async () => {
    const scored = makeReview({
      actuals: reported,
      no_activity: false,
      scored_by: 1,
      scorecards: [
        {
          member: { id: chair.id, name: chair.name },
          scores: {},
          total: 40,
          scaled: false,
          comment: null,
          updated_at: '2027-01-02T08:00:00.000Z',
        },
      ],
      actions: ['finalise'],
    });
    const finalised: Review = {
      ...scored,
      status: 'finalised',
      total: 40,
      standing: 'at_risk',
      finalised_at: '2027-01-03T08:00:00.000Z',
      finalised_by: chair.name,
      actions: [],
    };
    const { user, posted, nowReads } = open(scored, chair, {
      'POST /api/vendor-reviews/9/finalise': success(
        finalised,
        'Review finalised: 40 out of 100, at risk.',
      ),
    });
    const finalise = await section('Finalise the review');
    expect(finalise.getByText(/totals/)).toHaveTextContent(
      'Finalised now, the review totals 40.00 out of 100 over 1 scorecard: at risk.',
    );
    expect(
      finalise.getByRole('alert', { name: 'A corrective action plan is needed' }),
    ).toBeVisible();
    await user.click(finalise.getByRole('button', { name: 'Add an action' }));
    await user.click(finalise.getByRole('textbox', { name: 'Action' }));
    await user.paste('Two reseller agreements');
    await user.click(finalise.getByRole('textbox', { name: 'Owner' }));
    await user.paste('Vera Vendor');
    await user.click(finalise.getByLabelText('Due on'));
    await user.paste('2027-03-31');
    nowReads(finalised);
    await user.click(finalise.getByRole('button', { name: 'Finalise the review' }));
    await waitFor(() =>
      expect(posted()).toEqual([
        [
          'POST /api/vendor-reviews/9/finalise',
          {
            corrective_actions: [
              { title: 'Two reseller agreements', owner: 'Vera Vendor', due_on: '2027-03-31' },
            ],
          },
        ],
      ]),
    );
    // Finalised, it is shown as kept, and nothing more is offered.
    expect(await screen.findByText('40.00 out of 100')).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Finalise the review' })).not.toBeInTheDocument();
  });
});
