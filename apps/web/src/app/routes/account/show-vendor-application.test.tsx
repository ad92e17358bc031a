import { screen, within } from '@testing-library/react';
import type { CurrentUser } from '@portal/shared/current-user';
import type { VendorApplication } from '@portal/shared/vendor-applications';
import { describe, expect, it } from 'vitest';
import { success } from '@web/testing/applications';
import { formatDay } from '@web/lib/format';
import { makeUser } from '@web/testing/fixtures';
import { renderApp } from '@web/testing/render-app';
import { stubFetch, type Answer } from '@web/testing/stub-fetch';
import { makeSolution, makeVendorApplication } from '@web/testing/vendor-applications';
import userEvent from '@testing-library/user-event';

const vendor = makeUser({ id: 7, name: 'Vera Vendor' });
const member = makeUser({ id: 30, name: 'Musa Member' });
const chair = makeUser({ id: 31, name: 'Cheryl Chair' });

const at = (day: number) => `2026-11-${String(day).padStart(2, '0')}T08:00:00.000Z`;
const change = (
  from: VendorApplication['stage'] | null,
  to: VendorApplication['stage'],
  day: number,
  actor: string | null,
  note: string | null = null,
) => ({ from, to, at: at(day), actor, note });

const backup = makeSolution({ id: 5, name: 'Nimbus Backup', review_status: 'in_process' });
const mail = makeSolution({
  id: 6,
  name: 'Nimbus Mail',
  category: 'paas',
  service_model: 'private_cloud',
  data_location_facility: 'Savannah Tier III',
  data_location_country: 'UG',
  certifications: [{ name: 'other', other: 'CSA STAR', expires_on: '2027-03-31' }],
  review_status: 'in_process',
});
const documents = [
  {
    id: 3,
    kind: 'company_profile' as const,
    file_name: 'profile.pdf',
    content_type: 'application/pdf' as const,
    size: 2_400_000,
    uploaded_at: at(20),
  },
];
const history = [
  change(null, 'draft', 20, 'Vera Vendor'),
  change('draft', 'submitted', 21, 'Vera Vendor'),
  change('submitted', 'under_evaluation', 22, 'Asa Assigner'),
];
// The committee's question and the vendor's answer, as the timeline keeps them.
const clarificationAsked = change(
  'under_evaluation',
  'clarification_requested',
  24,
  'Cheryl Chair',
  'Which regions hold the replicas?',
);
const clarificationAnswered = change(
  'clarification_requested',
  'under_evaluation',
  25,
  'Vera Vendor',
  'Both stay in the city.',
);
const underEvaluation = makeVendorApplication({
  stage: 'under_evaluation',
  submitted_at: at(21),
  committee: { id: 4, name: 'Vendor committee' },
  solutions: [backup, mail],
  documents,
  history,
  days_in_stage: 12,
  target_days: 30,
  actions: [],
});
/** Musa's own card: two criteria not applicable, 70 of the 90 points that apply. */
const musasCard = {
  member: { id: 30, name: 'Musa Member' },
  scores: {
    quality: 0,
    price_cost: 10,
    performance_delivery: 10,
    service: 0,
    lead_time: 10,
    financial_strength: 10,
    technical_capability: 10,
    management_approach: 10,
    geographical_location: null,
    ability_to_surpass_targets: 10,
    regulatory_compliance: null,
  },
  total: 77.8,
  scaled: true,
  comment: 'Strong on delivery.',
  updated_at: at(24),
};
const cherylsCard = {
  ...musasCard,
  member: { id: 31, name: 'Cheryl Chair' },
  scores: {
    ...musasCard.scores,
    quality: 10,
    service: 10,
    geographical_location: 5,
    regulatory_compliance: 5,
  },
  total: 100,
  scaled: false,
  comment: null,
};

function open(
  application: VendorApplication,
  viewer: CurrentUser,
  answers: Record<string, Answer> = {},
) {
  const fetch = stubFetch({
    'GET /api/vendor-applications/31': success(application),
    ...answers,
  });
  renderApp('/account/show-vendor-application/31', { user: viewer });
  const posted = () =>
    fetch.mock.calls
      .filter(([, init]) => init?.method === 'POST')
      .map(([input, init]) => [
        new URL(String(input)).pathname,
        JSON.parse(String(init?.body)) as unknown,
      ]);
  return { fetch, posted, user: userEvent.setup() };
}

const region = async (name: string) => within(await screen.findByRole('region', { name }));
/** A step's card under "What you can do", by its title. */
const stepCard = async (title: string) => {
  const heading = await screen.findByRole('heading', { level: 3, name: title });
  return within(heading.parentElement!);
};

describe('show-vendor-application screen', () => {
  it('shows the vendor each decided solution with its status, conditions and register code, the letter and the timeline', async () => {
    const decided = makeVendorApplication({
      ...underEvaluation,
      stage: 'decided',
      target_days: null,
      share_bps: 1250,
      solutions: [
        {
          ...backup,
          review_status: 'approved_with_conditions',
          code: 'ABCD-EFGH-JKLM-NPQR',
          decided_at: at(28),
          conditions: [{ id: 1, text: 'Renew ISO 27001 before it lapses.', due_on: '2027-06-30' }],
        },
        { ...mail, review_status: 'not_approved', code: 'WXYZ-2345-6789-ABCD', decided_at: at(28) },
      ],
      letters: [{ id: 8, kind: 'vendor_decision', code: 'QRST-UVWX-YZ23-4567', issued_at: at(28) }],
      history: [
        ...history,
        clarificationAsked,
        clarificationAnswered,
        change('under_evaluation', 'decided', 28, 'Cheryl Chair'),
      ],
    });
    open(decided, vendor);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Vendor application VND-2026-000031' }),
    ).toBeVisible();
    expect(screen.getAllByText('Decided')[0]).toBeVisible();
    // Nothing waits on a target once decided.
    expect(screen.queryByText('In this stage')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'What you can do' })).not.toBeInTheDocument();
    // On the authority's clock, whatever the reader's.
    expect(await screen.findByRole('region', { name: 'The call' })).toHaveTextContent(
      'Closes31 December 2026 at 09:00 (Nairobi time)',
    );

    const solutions = await region('Your solutions');
    const [first, second] = solutions.getAllByRole('article').map((card) => within(card));
    expect(first!.getByRole('heading', { level: 3, name: 'Nimbus Backup' })).toBeVisible();
    expect(first!.getByText('Approved with conditions')).toBeVisible();
    expect(first!.getByRole('link', { name: 'ABCD-EFGH-JKLM-NPQR' })).toHaveAttribute(
      'href',
      '/verify/ABCD-EFGH-JKLM-NPQR',
    );
    expect(first!.getByText('Renew ISO 27001 before it lapses.')).toBeVisible();
    expect(first!.getByText(`Due by ${formatDay('2027-06-30')}`)).toBeVisible();
    expect(first!.getByRole('rowheader', { name: 'Category' }).nextSibling).toHaveTextContent(
      'Software as a service',
    );
    expect(first!.getByRole('rowheader', { name: 'Data stored' }).nextSibling).toHaveTextContent(
      'In the technology city’s data centre, Kenya',
    );
    expect(first!.getByText(`ISO 27001, expires ${formatDay('2028-06-30')}`)).toBeVisible();
    expect(second!.getByText('Not approved')).toBeVisible();
    expect(second!.getByRole('rowheader', { name: 'Service model' }).nextSibling).toHaveTextContent(
      'Private cloud',
    );
    expect(second!.getByRole('rowheader', { name: 'Data stored' }).nextSibling).toHaveTextContent(
      'Savannah Tier III, Uganda',
    );
    expect(second!.getByText(`CSA STAR, expires ${formatDay('2027-03-31')}`)).toBeVisible();

    const letters = await region('Letters');
    expect(letters.getByText('Vendor Evaluation Decision', { exact: false })).toBeVisible();
    expect(letters.getByRole('button', { name: /Download the .* \(PDF\)/ })).toBeVisible();

    const organisation = await region('Your organisation');
    expect(
      organisation.getByRole('rowheader', { name: 'Revenue share to the authority' }).nextSibling,
    ).toHaveTextContent('12.5%');

    const timeline = await region('Timeline');
    expect(
      timeline
        .getAllByText(
          /^(Draft|Submitted|Under evaluation|Clarification requested|Answered|Decided)$/,
        )
        .map((title) => title.textContent),
    ).toEqual([
      'Decided',
      'Answered',
      'Clarification requested',
      'Under evaluation',
      'Submitted',
      'Draft',
    ]);
    expect(timeline.getByText('Which regions hold the replicas?')).toBeVisible();
    expect(timeline.getByText('Both stay in the city.')).toBeVisible();

    // The vendor saves their documents; staff read them in the browser.
    const files = await region('Documents');
    expect(files.getByRole('button', { name: 'Download profile.pdf' })).toBeVisible();
    expect(files.queryByRole('button', { name: 'View profile.pdf' })).not.toBeInTheDocument();
  });

  it('shows a member their own card only, scaled, and their scorecard to update; no decision', async () => {
    open(
      {
        ...underEvaluation,
        overdue: true,
        days_in_stage: 34,
        scores: { cards: [musasCard], members: 2, average: null },
        actions: ['score'],
      },
      member,
    );
    expect((await screen.findByText('In this stage')).parentElement).toHaveTextContent(
      'In this stage 34 days of a target of 30 days',
    );
    expect(screen.getByText('Overdue')).toBeVisible();

    const scores = await region('Scores');
    expect(scores.getByText(/1 of 2 committee members have scored/)).not.toHaveTextContent(
      'average',
    );
    expect(scores.getByText('77.8 / 100')).toBeVisible();
    expect(scores.getByText('scaled to 100')).toBeVisible();
    expect(
      scores.getByRole('row', { name: /^Regulatory Compliance .* Not applicable$/ }),
    ).toBeVisible();
    expect(scores.getByRole('row', { name: 'Quality 0 / 10' })).toBeVisible();

    const actions = await region('What you can do');
    expect(actions.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Your scorecard',
    ]);
    expect(actions.getByRole('button', { name: 'Update scorecard' })).toBeVisible();
    expect(
      actions.getByRole('checkbox', { name: /Not applicable \(Regulatory Compliance/ }),
    ).toBeChecked();
    expect(
      actions.getByText('(scaled to 100 over the criteria that apply)', { exact: false }),
    ).toBeVisible();
    expect(actions.getByText(/^Total: 77.8 out of 100/)).toBeVisible();

    // Staff read the documents in the browser.
    const files = await region('Documents');
    expect(files.getByRole('button', { name: 'View profile.pdf' })).toBeVisible();
    expect(screen.getByRole('region', { name: 'Solutions' })).toBeVisible();
  });

  it('offers the chair, who sees every card and the average, the decision of each solution', async () => {
    open(
      {
        ...underEvaluation,
        scores: { cards: [musasCard, cherylsCard], members: 2, average: 88.9 },
        actions: ['score', 'request_clarification', 'decide'],
      },
      chair,
    );
    const scores = await region('Scores');
    expect(scores.getByText(/average/)).toHaveTextContent(
      '2 of 2 committee members have scored; average 88.9 of 100.',
    );
    expect(scores.getByText('100 / 100')).toBeVisible();
    const actions = await region('What you can do');
    expect(actions.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Your scorecard',
      'Ask the vendor for clarification',
      'Decide each solution',
    ]);
    const decide = await stepCard('Decide each solution');
    for (const name of ['Nimbus Backup', 'Nimbus Mail'])
      expect(decide.getByRole('radiogroup', { name: `Decision on ${name}` })).toBeVisible();
    expect(decide.getByRole('button', { name: 'Record the decision' })).toBeDisabled();
  });

  it('lets the vendor answer a clarification, with the question shown and documents to add', async () => {
    const asked = {
      ...underEvaluation,
      stage: 'clarification_requested' as const,
      history: [...history, clarificationAsked],
      actions: ['add_document', 'respond', 'withdraw'],
    };
    const { user, posted } = open(asked, vendor, {
      'POST /api/vendor-applications/31/respond': success(
        {
          ...asked,
          stage: 'under_evaluation',
          history: [...asked.history, clarificationAnswered],
          actions: ['withdraw'],
        },
        'Answer sent: the evaluation goes on.',
      ),
    });
    const actions = await region('What you can do');
    expect(actions.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Answer the request for clarification',
      'Withdraw the application',
    ]);
    const answer = await stepCard('Answer the request for clarification');
    expect(answer.getByText('Which regions hold the replicas?')).toBeVisible();
    expect(answer.getByRole('combobox', { name: 'Kind of document' })).toBeVisible();
    expect(answer.getByRole('button', { name: 'Upload' })).toBeDisabled();
    // While documents may be added, the vendor may take one back.
    expect(
      (await region('Documents')).getByRole('button', { name: 'Delete profile.pdf' }),
    ).toBeVisible();

    const send = answer.getByRole('button', { name: 'Send your answer' });
    expect(send).toBeDisabled();
    await user.type(answer.getByRole('textbox', { name: 'Your answer' }), 'Both stay in the city.');
    await user.click(send);
    expect(await screen.findByText('Answer sent: the evaluation goes on.')).toBeInTheDocument();
    expect(posted()).toEqual([
      ['/api/vendor-applications/31/respond', { note: 'Both stay in the city.' }],
    ]);
    // The step answers the application: its timeline shows the answer.
    expect((await region('Timeline')).getByText('Answered')).toBeVisible();
    expect(
      screen.queryByRole('heading', { name: 'Answer the request for clarification' }),
    ).toBeNull();
  });

  it('leads the vendor from a draft to the stepped form, and asks before withdrawing', async () => {
    const { user, posted } = open(makeVendorApplication(), vendor, {
      'POST /api/vendor-applications/31/withdraw': success(
        makeVendorApplication({ stage: 'withdrawn', actions: [] }),
        'Application withdrawn.',
      ),
    });
    const actions = await region('What you can do');
    expect(actions.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Continue your application',
      'Withdraw the application',
    ]);
    expect(actions.getByRole('link', { name: 'Continue your application' })).toHaveAttribute(
      'href',
      '/account/edit-vendor-application/31',
    );
    await user.click(actions.getByRole('button', { name: 'Withdraw the application' }));
    await user.type(
      await screen.findByRole('textbox', { name: 'Why are you withdrawing?' }),
      'We chose another market.',
    );
    await user.click(actions.getByRole('button', { name: 'Withdraw' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Withdraw?' }));
    expect(dialog.getByText(/Every solution still in review is withdrawn with it/)).toBeVisible();
    await user.click(dialog.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('Application withdrawn.')).toBeInTheDocument();
    expect(posted()).toEqual([
      ['/api/vendor-applications/31/withdraw', { reason: 'We chose another market.' }],
    ]);
  });

  it('lets an assigner choose a committee; asks a clarification with a note', async () => {
    const clerk = makeUser({ id: 50, permissions: ['vendors.assign', 'vendors.decide'] });
    const submitted = {
      ...underEvaluation,
      stage: 'submitted' as const,
      committee: null,
      actions: ['assign'],
    };
    const { user, posted } = open(submitted, clerk, {
      'GET /api/applications/options': success({
        parcels: [],
        committees: [
          { id: 4, name: 'Vendor committee', members: 2, member_ids: [30, 31] },
          { id: 5, name: 'Empty committee', members: 0, member_ids: [] },
        ],
      }),
      'POST /api/vendor-applications/31/assign': success(
        { ...underEvaluation, actions: ['request_clarification'] },
        'Assigned.',
      ),
      'POST /api/vendor-applications/31/request-clarification': success(
        { ...underEvaluation, stage: 'clarification_requested', actions: [] },
        'Clarification requested: the vendor has been mailed your note.',
      ),
    });
    const assign = await stepCard('Assign to a committee');
    await user.click(assign.getByRole('combobox', { name: 'Committee' }));
    expect(
      await screen.findByRole('option', { name: 'Empty committee (0 members)' }),
    ).toHaveAttribute('aria-disabled', 'true');
    await user.click(screen.getByRole('option', { name: 'Vendor committee (2 members)' }));
    await user.click(assign.getByRole('button', { name: 'Assign' }));
    expect(await screen.findByText('Assigned.')).toBeInTheDocument();

    const ask = await stepCard('Ask the vendor for clarification');
    await user.type(
      ask.getByRole('textbox', { name: 'What should the vendor clarify?' }),
      'Which regions hold the replicas?',
    );
    await user.click(ask.getByRole('button', { name: 'Ask for clarification' }));
    expect(
      await screen.findByText('Clarification requested: the vendor has been mailed your note.'),
    ).toBeInTheDocument();
    expect(posted()).toEqual([
      ['/api/vendor-applications/31/assign', { committee_id: 4 }],
      [
        '/api/vendor-applications/31/request-clarification',
        { note: 'Which regions hold the replicas?' },
      ],
    ]);
  });

  it('says why an assigner without the committee list has none to choose from', async () => {
    open(
      { ...underEvaluation, stage: 'submitted', committee: null, actions: ['assign'] },
      makeUser({ id: 50, permissions: ['vendors.assign'] }),
      {
        'GET /api/applications/options': success({ parcels: [], committees: [] }),
      },
    );
    expect(await screen.findByText('No committee to choose from')).toBeVisible();
  });
});
