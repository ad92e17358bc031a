import type { CurrentUser } from '@portal/shared/current-user';
import type { Partnership } from '@portal/shared/vendor-partnerships';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { success } from '@web/testing/applications';
import { makeUser } from '@web/testing/fixtures';
import { refused } from '@web/testing/open-screen';
import {
  makeCorrectiveAction,
  makePartnership,
  makeWorkplan,
  partnerVendor,
  partnershipManager,
} from '@web/testing/partnerships';
import { renderApp } from '@web/testing/render-app';
import { sentBodies, stubFetch, type Answer } from '@web/testing/stub-fetch';

const VENDOR_ACTIONS: Partnership['actions'] = ['file_returns', 'answer_findings', 'move_actions'];
const MANAGER_ACTIONS: Partnership['actions'] = [
  'close_findings',
  'move_actions',
  'verify_actions',
  'record_audit',
];

/** The quarters that have ended: 2026-Q4 still to file, 2027-Q1 overdue... as the server says. */
const returnQuarters = [
  { quarter: '2026-Q4', due_on: '2027-01-30', filed: false, overdue: true },
  { quarter: '2027-Q1', due_on: '2027-04-30', filed: false, overdue: false },
];

function open(partnership: Partnership, user: CurrentUser, answers: Record<string, Answer> = {}) {
  const sent = stubFetch(
    Object.assign(answers, { 'GET /api/vendor-partnerships/5': success(partnership) }),
  );
  renderApp('/account/show-vendor-partnership/5', { user });
  const posted = () => sentBodies(sent);
  return { posted, user: userEvent.setup() };
}

const section = async (name: string) =>
  within(await screen.findByRole('region', { name }, { timeout: 3000 }));
const dialog = async (name: string) => within(await screen.findByRole('dialog', { name }));
const fact = (label: string) =>
  screen.getByRole('rowheader', { name: label }).nextElementSibling as HTMLElement;

afterEach(() => {
  vi.restoreAllMocks();
});

describe("a partnership's page", () => {
  it('shows the vendor its facts and what to do, overdue first, and offers only its own steps', async () => {
    open(
      makePartnership({
        actions: [...VENDOR_ACTIONS, 'write_workplan'],
        return_quarters: returnQuarters,
      }),
      partnerVendor,
    );
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Partnership with Nimbus Cloud Africa Ltd',
      }),
    ).toBeVisible();
    expect(fact('Status')).toHaveTextContent('Active');
    expect(fact('Revenue share')).toHaveTextContent('12.5 % of the revenue earned through it');
    expect(fact('This year')).toHaveTextContent('Year 1:');
    const todo = within(screen.getByRole('alert', { name: 'To do' }));
    expect(todo.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Write your workplan for year 1',
      expect.stringMatching(/^File the overdue revenue return for Q4 2026 \(it was due on /),
      expect.stringMatching(/^File the revenue return for Q1 2027 by /),
    ]);
    expect(todo.getByRole('link', { name: 'Write your workplan for year 1' })).toHaveAttribute(
      'href',
      '/account/vendor-workplan/5',
    );
    const returns = await section('Revenue returns');
    expect(returns.getByRole('button', { name: 'File return for Q4 2026' })).toBeVisible();
    expect(returns.getByText('Overdue')).toBeVisible();
    // Staff's steps are not the vendor's to see.
    expect(screen.queryByRole('button', { name: 'Record an audit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Renewal' })).not.toBeInTheDocument();
  });

  it('files a return in cents, the share worked out as it is typed, or a nil return with no lines', async () => {
    const partnership = makePartnership({
      actions: VENDOR_ACTIONS,
      return_quarters: returnQuarters,
    });
    const { user, posted } = open(partnership, partnerVendor, {
      'POST /api/vendor-partnerships/5/revenue-returns': {
        status: 201,
        body: { status: 'success', message: 'Return for 2026-Q4 filed.', data: {} },
      },
    });
    const returns = await section('Revenue returns');
    await user.click(returns.getByRole('button', { name: 'File return for Q4 2026' }));
    const form = await dialog('File the return for Q4 2026');
    const submit = form.getByRole('button', { name: 'File the return' });
    // Nothing typed and no nil return: there is nothing to file yet.
    expect(submit).toBeDisabled();
    await user.click(form.getByLabelText('Revenue through Stratus Backup'));
    await user.paste('1,000.05');
    // 1,000.05 at 12.5 %: 125.00625, rounded half up once.
    expect(form.getByText(/share at 12.5 % is 125.01 KES/)).toBeVisible();
    await user.click(submit);
    await waitFor(() =>
      expect(posted()).toEqual([
        [
          'POST /api/vendor-partnerships/5/revenue-returns',
          { quarter: '2026-Q4', lines: [{ solution_id: 21, revenue: 100_005 }] },
        ],
      ]),
    );

    await user.click(returns.getByRole('button', { name: 'File return for Q1 2027' }));
    const nil = await dialog('File the return for Q1 2027');
    await user.click(nil.getByLabelText(/Nothing was earned/));
    expect(nil.queryByLabelText('Revenue through Stratus Backup')).not.toBeInTheDocument();
    await user.click(nil.getByRole('button', { name: 'File the return' }));
    await waitFor(() =>
      expect(posted().at(-1)).toEqual([
        'POST /api/vendor-partnerships/5/revenue-returns',
        { quarter: '2027-Q1', lines: [] },
      ]),
    );
  });

  it('lets staff approve a submitted plan or return it with a note', async () => {
    const submitted = makeWorkplan({ id: 4, status: 'submitted', approved_at: null });
    const { user, posted } = open(
      makePartnership({
        workplans: [submitted],
        actions: [...MANAGER_ACTIONS, 'approve_workplan', 'return_workplan'],
      }),
      partnershipManager,
      {
        'POST /api/vendor-partnerships/5/workplans/4/return': success(
          makePartnership({ workplans: [{ ...submitted, status: 'returned' }] }),
          'Workplan returned to the vendor.',
        ),
      },
    );
    const workplan = await section('Workplan');
    expect(workplan.getByText('Submitted for approval')).toBeVisible();
    expect(workplan.getByText('Savanna Bank')).toBeVisible();
    expect(workplan.getByRole('button', { name: 'Approve the workplan' })).toBeEnabled();
    await user.click(workplan.getByRole('button', { name: 'Return it for changes' }));
    const form = await dialog('Return the workplan for changes');
    const send = form.getByRole('button', { name: 'Return the workplan' });
    expect(send).toBeDisabled();
    await user.click(form.getByLabelText('What to change'));
    await user.paste('Name the second quarter’s prospects.');
    await user.click(send);
    await waitFor(() =>
      expect(posted()).toEqual([
        [
          'POST /api/vendor-partnerships/5/workplans/4/return',
          { note: 'Name the second quarter’s prospects.' },
        ],
      ]),
    );
  });

  it('records an audit with its findings, and shows the server’s refusal under the field', async () => {
    const { user, posted } = open(
      makePartnership({ actions: MANAGER_ACTIONS }),
      partnershipManager,
      {
        'POST /api/vendor-partnerships/5/audits': refused({
          audited_on: ['The audit date cannot be after today.'],
        }),
      },
    );
    const audits = await section('Data-security audits');
    await user.click(audits.getByRole('button', { name: 'Record an audit' }));
    const form = await dialog('Record an audit');
    await user.click(form.getByLabelText('Audited on'));
    await user.paste('2027-01-15');
    await user.click(form.getByLabelText('Auditor'));
    await user.paste('Secure Audit Partners');
    // Every solution is in scope unless unticked.
    expect(form.getByRole('checkbox', { name: 'Stratus Backup' })).toBeChecked();
    await user.click(form.getByRole('combobox', { name: 'Result' }));
    await user.click(await screen.findByRole('option', { name: 'Failed' }));
    await user.click(form.getByRole('button', { name: 'Add a finding' }));
    await user.click(form.getByRole('textbox', { name: 'Finding' }));
    await user.paste('No disaster recovery test');
    await user.click(form.getByRole('button', { name: 'Record the audit' }));
    await waitFor(() =>
      expect(posted()).toEqual([
        [
          'POST /api/vendor-partnerships/5/audits',
          {
            audited_on: '2027-01-15',
            auditor: 'Secure Audit Partners',
            scope: [21],
            result: 'failed',
            findings: [{ title: 'No disaster recovery test', severity: 'medium' }],
          },
        ],
      ]),
    );
    expect(await form.findByText('The audit date cannot be after today.')).toBeVisible();
  });

  it('moves a corrective action forward for the vendor, and lets staff verify one that is done', async () => {
    const action = makeCorrectiveAction();
    const moved = { 'POST /api/vendor-corrective-actions/8/milestone': success(action, 'Done.') };
    const vendor = open(
      makePartnership({ actions: VENDOR_ACTIONS, corrective_actions: [action] }),
      partnerVendor,
      moved,
    );
    const actions = await section('Corrective actions');
    expect(actions.queryByRole('button', { name: /^Verify/ })).not.toBeInTheDocument();
    await vendor.user.click(
      actions.getByRole('button', { name: 'Mark in progress Two more reseller agreements' }),
    );
    await waitFor(() =>
      expect(vendor.posted()).toEqual([
        ['POST /api/vendor-corrective-actions/8/milestone', { milestone: 'in_progress' }],
      ]),
    );
  });

  it('offers staff the verification of an action the vendor has done, and says it is overdue', async () => {
    const done = makeCorrectiveAction({ milestone: 'done' });
    open(
      makePartnership({
        actions: MANAGER_ACTIONS,
        corrective_actions: [
          done,
          { ...done, id: 9, title: 'Hire a partner manager', milestone: 'planned', overdue: true },
        ],
      }),
      partnershipManager,
    );
    const actions = await section('Corrective actions');
    expect(
      actions.getByRole('button', { name: 'Verify Two more reseller agreements' }),
    ).toBeVisible();
    expect(actions.getByText('Planned, overdue')).toBeVisible();
    const todo = within(screen.getByRole('alert', { name: 'To do' }));
    expect(todo.getByRole('link', { name: 'Verify 1 corrective action done' })).toBeVisible();
  });

  it('asks whoever decides for the renewal once the year allows it, and sends the decision with its note', async () => {
    const decider = makeUser({ id: 50, permissions: ['vendors.decide'] });
    const { user, posted } = open(makePartnership({ actions: ['decide_renewal'] }), decider, {
      'POST /api/vendor-partnerships/5/renewal': success(
        makePartnership({ status: 'renewed', year: 2 }),
        'Renewed: the decision letter has been issued.',
      ),
    });
    const renewal = await section('Renewal');
    await user.click(renewal.getByRole('button', { name: 'Decide the renewal' }));
    const form = await dialog('Decide the renewal');
    expect(
      form.getByText(/The partnership ends on .+ its solutions are then withdrawn/),
    ).toBeVisible();
    await user.click(form.getByRole('radio', { name: 'Not renewed' }));
    await user.click(form.getByLabelText('Note for the letter'));
    await user.paste('Targets were missed all year.');
    await user.click(form.getByRole('button', { name: 'Decide and issue the letter' }));
    await waitFor(() =>
      expect(posted()).toEqual([
        [
          'POST /api/vendor-partnerships/5/renewal',
          { decision: 'not_renewed', note: 'Targets were missed all year.' },
        ],
      ]),
    );
  });

  it('lets whoever decides terminate it with a reason, and then says it has ended', async () => {
    const decider = makeUser({ id: 50, permissions: ['vendors.decide'] });
    const terminated = makePartnership({ status: 'terminated', ends_on: '2027-02-10' });
    const { user, posted } = open(makePartnership({ actions: ['terminate'] }), decider, {
      'POST /api/vendor-partnerships/5/termination': success(
        terminated,
        'Terminated: the letter has been issued and the solutions withdrawn.',
      ),
    });
    const termination = await section('Termination');
    await user.click(termination.getByRole('button', { name: 'Terminate the partnership' }));
    const form = await dialog('Terminate the partnership');
    const send = form.getByRole('button', { name: 'Terminate the partnership' });
    expect(send).toBeDisabled();
    await user.click(form.getByLabelText('Reason'));
    await user.paste('Customer data was kept outside Kenya.');
    await user.click(send);
    await waitFor(() =>
      expect(posted()).toEqual([
        [
          'POST /api/vendor-partnerships/5/termination',
          { reason: 'Customer data was kept outside Kenya.' },
        ],
      ]),
    );
  });

  it('says a partnership that has ended is kept, with its returns still due', async () => {
    open(
      makePartnership({ status: 'terminated', ends_on: '2027-02-10', actions: ['file_returns'] }),
      partnerVendor,
    );
    expect(await screen.findByRole('alert', { name: 'Terminated' })).toHaveTextContent(
      /terminated: it ended on .+ the returns of every quarter it ran remain due/,
    );
    expect(screen.queryByRole('region', { name: 'Termination' })).not.toBeInTheDocument();
  });
});
