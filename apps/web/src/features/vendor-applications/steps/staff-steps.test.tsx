import { screen, waitFor, within } from '@testing-library/react';
import type { CurrentUser } from '@portal/shared/current-user';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { success } from '@web/testing/applications';
import { makeUser } from '@web/testing/fixtures';
import { openScreen, refused } from '@web/testing/open-screen';
import type { Answer } from '@web/testing/stub-fetch';
import { makeSolution, makeVendorApplication } from '@web/testing/vendor-applications';
import { scaled } from '../../../../../../e2e/support/machine';
import { DecisionStep } from './decision-step';
import { ScoreStep } from './score-step';
import type { VendorStepFormProps } from './step-form';

const member = makeUser({ id: 30, name: 'Musa Member' });
const chair = makeUser({ id: 31, name: 'Cheryl Chair' });
const application = makeVendorApplication({
  stage: 'under_evaluation',
  committee: { id: 4, name: 'Vendor committee' },
  solutions: [
    makeSolution({ id: 5, name: 'Nimbus Backup', review_status: 'in_process' }),
    makeSolution({ id: 6, name: 'Nimbus Mail', review_status: 'in_process' }),
  ],
  actions: [],
});

/** The form `Form` for `viewer`, its call answered `answer`. */
function openStep(
  Form: ComponentType<VendorStepFormProps>,
  viewer: CurrentUser,
  answers: Record<string, Answer>,
) {
  return openScreen(<Form application={application} />, '/', viewer, answers);
}

describe('the scorecard', () => {
  it(
    'scales the running total over the criteria that apply, and sends those that do not as null',
    async () => {
      const scores = {
        quality: 0,
        price_cost: 9,
        performance_delivery: 9,
        service: 0,
        lead_time: 9,
        financial_strength: 9,
        technical_capability: 9,
        management_approach: 9,
        geographical_location: null,
        ability_to_surpass_targets: 9,
        regulatory_compliance: null,
      };
      const { user, posted } = openStep(ScoreStep, member, {
        'POST /api/vendor-applications/31/scores': success(application, 'Scores saved.'),
      });
      expect(screen.getByText('Total: 0 out of 100')).toBeVisible();
      const quality = screen.getByRole('textbox', { name: /^Quality/ });
      await user.type(quality, '11');
      await user.tab();
      expect(quality).toHaveAccessibleDescription(/Give from 0 to 10 points/);
      await user.clear(quality);
      for (const [key, points] of Object.entries(scores)) {
        if (points === null) continue;
        const label = new RegExp(`^${key.split('_')[0]}`, 'i');
        await user.type(screen.getByRole('textbox', { name: label }), String(points));
      }
      expect(screen.getByText('Total: 63 out of 100')).toBeVisible();
      const notApplicable = (criterion: string) =>
        screen.getByRole('checkbox', { name: new RegExp(`Not applicable \\(${criterion}`) });
      await user.click(notApplicable('Geographical Location'));
      await user.click(notApplicable('Regulatory Compliance'));
      expect(screen.getByRole('textbox', { name: /^Geographical Location/ })).toBeDisabled();
      // 63 of the 90 points that apply.
      expect(screen.getByText(/^Total: 70 out of 100/)).toHaveTextContent(
        'Total: 70 out of 100 (scaled to 100 over the criteria that apply)',
      );
      // Unmarked, the criterion wants its points again.
      await user.click(notApplicable('Regulatory Compliance'));
      expect(screen.getByRole('button', { name: 'Save scorecard' })).toBeDisabled();
      await user.click(notApplicable('Regulatory Compliance'));
      await user.type(screen.getByRole('textbox', { name: /Comment/ }), 'Fair.');
      await user.click(screen.getByRole('button', { name: 'Save scorecard' }));
      expect(await screen.findByText('Scores saved.')).toBeInTheDocument();
      expect(posted()).toEqual([
        ['POST /api/vendor-applications/31/scores', { scores, comment: 'Fair.' }],
      ]);
    }, // Eleven fields typed key by key: a ceiling that follows the machine, not a speed check.
    scaled(60_000),
  );
});

describe('the decision', () => {
  const decision = (name: string) =>
    within(screen.getByRole('radiogroup', { name: `Decision on ${name}` }));

  it('takes conditions with an approval with conditions, and the share in percent, sent in basis points', async () => {
    const { user, posted } = openStep(DecisionStep, chair, {
      'POST /api/vendor-applications/31/decide': success(
        { ...application, stage: 'decided' },
        'Decision recorded; the decision letter has been issued.',
      ),
    });
    const submit = screen.getByRole('button', { name: 'Record the decision' });
    expect(submit).toBeDisabled();
    await user.click(
      decision('Nimbus Backup').getByRole('radio', { name: 'Approved with conditions' }),
    );
    // One condition to fill in comes with the choice; more may be added, and removed.
    await user.type(screen.getByRole('textbox', { name: /^Condition 1$/ }), 'Renew.');
    await user.type(screen.getByLabelText(/Condition 1 due by/), '2027-06-30');
    await user.click(screen.getByRole('button', { name: 'Add a condition' }));
    await user.type(screen.getByRole('textbox', { name: /^Condition 2$/ }), 'Add a site.');
    await user.type(screen.getByLabelText(/Condition 2 due by/), '2027-12-31');
    await user.click(screen.getByRole('button', { name: 'Remove condition 1' }));
    expect(screen.getByRole('textbox', { name: /^Condition 1$/ })).toHaveValue('Add a site.');
    await user.click(decision('Nimbus Mail').getByRole('radio', { name: 'Not approved' }));
    // An approval needs the share, from 0 to 100%.
    expect(submit).toBeDisabled();
    const share = screen.getByRole('textbox', { name: /Revenue share to the authority/ });
    await user.type(share, '150');
    await user.tab();
    expect(share).toHaveAccessibleDescription(/from 0 to 100%/);
    await user.clear(share);
    await user.type(share, '12.5');
    await user.click(submit);
    const dialog = within(await screen.findByRole('dialog', { name: 'Record this decision?' }));
    expect(posted()).toEqual([]);
    await user.click(dialog.getByRole('button', { name: 'Record the decision' }));
    expect(
      await screen.findByText('Decision recorded; the decision letter has been issued.'),
    ).toBeInTheDocument();
    expect(posted()).toEqual([
      [
        'POST /api/vendor-applications/31/decide',
        {
          decisions: [
            {
              solution_id: 5,
              status: 'approved_with_conditions',
              conditions: [{ text: 'Add a site.', due_on: '2027-12-31' }],
            },
            { solution_id: 6, status: 'not_approved', conditions: [] },
          ],
          share_bps: 1250,
        },
      ],
    ]);
  });

  it('asks no share when nothing is approved, and shows a refusal by its solution and in the summary', async () => {
    const message = 'Give at least one condition, with its text and due date.';
    const { user, posted } = openStep(DecisionStep, chair, {
      'POST /api/vendor-applications/31/decide': refused({ 'decisions.0.conditions': [message] }),
    });
    await user.click(decision('Nimbus Backup').getByRole('radio', { name: 'Not recommended' }));
    await user.click(decision('Nimbus Mail').getByRole('radio', { name: 'Not approved' }));
    expect(screen.queryByRole('textbox', { name: /Revenue share/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Record the decision' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Record this decision?' }));
    await user.click(dialog.getByRole('button', { name: 'Record the decision' }));
    await waitFor(() => expect(posted()).toHaveLength(1));
    expect(posted()[0]![1]).toEqual({
      decisions: [
        { solution_id: 5, status: 'not_recommended', conditions: [] },
        { solution_id: 6, status: 'not_approved', conditions: [] },
      ],
      share_bps: null,
    });
    const summary = (await screen.findByText('There is a problem')).closest('[role="alert"]');
    expect(summary).toHaveTextContent(message);
    expect(screen.getByText(message, { selector: 'p[role="alert"]' })).toBeVisible();
  });
});
