import type { Application } from '@portal/shared/application-detail';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { handedOverSite, makeApplication, makeInvoice, success } from '@web/testing/applications';
import { makeOptions } from '@web/features/payments/testing/attempts';
import { makeUser } from '@web/testing/fixtures';
import { renderApp } from '@web/testing/render-app';
import { stubFetch, type Answer } from '@web/testing/stub-fetch';

function open(application: Application, answers: Record<string, Answer> = {}, user = makeUser()) {
  const fetch = stubFetch({ 'GET /api/applications/12': success(application), ...answers });
  const view = renderApp('/account/show-application/12', { user });
  return { fetch, ...view };
}

const section = (name: string) => within(screen.getByRole('region', { name }));

const approved = makeApplication({
  stage: 'approved',
  submitted_at: '2026-11-21T08:00:00.000Z',
  committee: { id: 4, name: 'Land committee' },
  invoices: [makeInvoice({ paid: 1_500_000, balance: 0, status: 'paid' })],
  letters: [
    {
      id: 8,
      kind: 'notification',
      code: 'ABCD-EFGH-JKLM-NPQR',
      issued_at: '2026-11-23T10:00:00.000Z',
    },
  ],
  history: [
    { from: null, to: 'draft', at: '2026-11-20T08:00:00.000Z', actor: 'Ivy Investor', note: null },
    {
      from: 'draft',
      to: 'submitted',
      at: '2026-11-21T08:00:00.000Z',
      actor: 'Ivy Investor',
      note: null,
    },
    {
      from: 'submitted',
      to: 'under_evaluation',
      at: '2026-11-22T08:00:00.000Z',
      actor: null,
      note: null,
    },
    {
      from: 'under_evaluation',
      to: 'approved',
      at: '2026-11-23T10:00:00.000Z',
      actor: 'Chair Cho',
      note: 'Fits the master plan.',
    },
  ],
  actions: ['accept_intent', 'withdraw'],
});

describe('show-application screen', () => {
  it('shows the applicant the site handed over to them', async () => {
    open(makeApplication({ stage: 'handed_over', site: handedOverSite }));
    await screen.findByRole('heading', { level: 1, name: 'Application EOI-2026-000012' });
    const site = section('Your site');
    expect(site.getByRole('rowheader', { name: 'Lease number' }).nextSibling).toHaveTextContent(
      'LR-2026-0042',
    );
    expect(site.getByText('TC-P1-0007')).toBeInTheDocument();
    expect(site.getByText('Science and Technology Park')).toBeInTheDocument();
    expect(site.getByText(/^1,200,000 KES/)).toBeInTheDocument();
  });

  it('shows the stage, the timeline newest first, the invoices and the letters', async () => {
    open(approved);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Application EOI-2026-000012' }),
    ).toBeVisible();
    expect(screen.getAllByText('Approved')[0]).toBeVisible();

    const timeline = section('Timeline');
    const titles = timeline.getAllByText(/^(Draft|Submitted, fee due|Under evaluation|Approved)$/);
    expect(titles.map((title) => title.textContent)).toEqual([
      'Approved',
      'Under evaluation',
      'Submitted, fee due',
      'Draft',
    ]);
    expect(timeline.getByText('Fits the master plan.')).toBeVisible();
    expect(timeline.getByText(/by Chair Cho/)).toBeVisible();

    const invoices = section('Invoices');
    // Its payer opens the invoice's own page, with every payment into it.
    const number = invoices.getByRole('link', { name: 'INV-2026-000031' });
    expect(number).toHaveAttribute('href', '/account/show-invoice/31');
    expect(number.closest('p')).toHaveTextContent(/^INV-2026-000031: Registration fee$/);
    expect(invoices.getByText('Paid:', { selector: 'dt' })).toBeVisible();
    expect(invoices.getAllByText('15,000 KES')).toHaveLength(2);
    expect(invoices.getByText('0 KES')).toBeVisible();
    // A paid invoice needs no word on how to pay it.
    expect(invoices.queryByText(/quoting/)).not.toBeInTheDocument();

    const letters = section('Letters');
    expect(letters.getByText('Letter of Notification')).toBeVisible();
    expect(letters.getByRole('link', { name: 'ABCD-EFGH-JKLM-NPQR' })).toHaveAttribute(
      'href',
      '/verify/ABCD-EFGH-JKLM-NPQR',
    );
  });

  it('says how to pay an open invoice, quoting its number, and offers its applicant Pay now', async () => {
    open(
      makeApplication({ stage: 'submitted', invoices: [makeInvoice()], actions: ['withdraw'] }),
      {
        'GET /api/payments/options': success(makeOptions()),
      },
    );
    const invoices = await screen.findByRole('region', { name: 'Invoices' });
    expect(within(invoices).getByText(/quoting/)).toHaveTextContent('INV-2026-000031');
    expect(within(invoices).getByText('Open')).toBeVisible();
    expect(await within(invoices).findByRole('button', { name: 'Pay now' })).toBeVisible();
    expect(within(invoices).getByText(/M-Pesa menu/)).toHaveTextContent(
      'Account number 2026-000031',
    );
  });

  it('names the invoices without a link for staff who may not open them', async () => {
    const officer = makeUser({ id: 50, name: 'Lee Land', permissions: ['applications.view_all'] });
    open(approved, {}, officer);
    const invoices = within(await screen.findByRole('region', { name: 'Invoices' }));
    expect(invoices.getByText(/^INV-2026-000031: Registration fee$/)).toBeVisible();
    expect(invoices.queryByRole('link', { name: 'INV-2026-000031' })).not.toBeInTheDocument();
  });

  it('offers staff no Pay now on an applicant’s open invoice', async () => {
    const officer = makeUser({ id: 50, name: 'Lee Land', permissions: ['applications.view_all'] });
    const { fetch } = open(
      makeApplication({ stage: 'submitted', invoices: [makeInvoice()] }),
      { 'GET /api/payments/options': success(makeOptions()) },
      officer,
    );
    const invoices = within(await screen.findByRole('region', { name: 'Invoices' }));
    expect(invoices.getByText('Open')).toBeVisible();
    expect(invoices.queryByRole('button', { name: 'Pay now' })).not.toBeInTheDocument();
    // Nothing about paying online is even asked.
    const asked = fetch.mock.calls.map(([url]) => new URL(String(url)).pathname);
    expect(asked).not.toContain('/api/payments/options');
  });

  it('offers the forms of the listed actions only', async () => {
    open(approved);
    const actions = within(await screen.findByRole('region', { name: 'What you can do' }));
    expect(actions.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Accept the letter of intent',
      'Withdraw the application',
    ]);
    expect(actions.queryByText('Send back for evaluation')).not.toBeInTheDocument();
  });

  it('leads a draft to its stepped form once, which both edits and submits', async () => {
    open(makeApplication());
    const actions = within(await screen.findByRole('region', { name: 'What you can do' }));
    expect(actions.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Continue your application',
      'Withdraw the application',
    ]);
    expect(actions.getByRole('link', { name: 'Continue your application' })).toHaveAttribute(
      'href',
      '/account/edit-application/12',
    );
  });

  it('offers nothing to do when the server lists no action', async () => {
    open({ ...approved, actions: [] });
    await screen.findByRole('heading', { level: 1, name: 'Application EOI-2026-000012' });
    expect(screen.queryByRole('region', { name: 'What you can do' })).not.toBeInTheDocument();
  });

  it('accepts the letter of intent with the signatory, and shows a 422 on its field', async () => {
    const user = userEvent.setup();
    const { fetch } = open(approved, {
      'POST /api/applications/12/accept-intent': {
        status: 422,
        body: {
          status: 'error',
          message: 'The given data was invalid.',
          errors: { signatory_title: ['Enter at most 150 characters.'] },
        },
      },
    });
    await user.type(
      await screen.findByRole('textbox', { name: "Signatory's name" }),
      'Ivy Investor',
    );
    await user.type(screen.getByRole('textbox', { name: "Signatory's title" }), 'Director');
    await user.click(screen.getByRole('button', { name: 'Accept the letter of intent' }));
    expect(await screen.findByText('Enter at most 150 characters.')).toBeVisible();
    const call = fetch.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      signatory_name: 'Ivy Investor',
      signatory_title: 'Director',
    });
  });

  it('withdraws only once the applicant confirms, with the reason', async () => {
    const user = userEvent.setup();
    const { fetch } = open(approved, {
      'POST /api/applications/12/withdraw': success(
        { ...approved, stage: 'withdrawn', actions: [] },
        'Application withdrawn.',
      ),
    });
    // The reason is asked once the applicant says they mean to withdraw.
    expect(screen.queryByRole('textbox', { name: 'Why are you withdrawing?' })).toBeNull();
    await user.click(await screen.findByRole('button', { name: 'Withdraw the application' }));
    await user.type(
      await screen.findByRole('textbox', { name: 'Why are you withdrawing?' }),
      'We found land elsewhere.',
    );
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Withdraw?' }));
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
    await user.click(dialog.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('Application withdrawn.')).toBeInTheDocument();
    const call = fetch.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ reason: 'We found land elsewhere.' });
    // The step answers the application: the page shows it without asking again.
    expect(await screen.findByText('Withdrawn')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'What you can do' })).not.toBeInTheDocument();
    const reads = fetch.mock.calls.filter(
      ([input, init]) =>
        (init?.method ?? 'GET') === 'GET' &&
        new URL(String(input)).pathname === '/api/applications/12',
    );
    expect(reads).toHaveLength(1);
  });

  it('toasts a refusal from the wrong stage with the server message', async () => {
    const user = userEvent.setup();
    open(approved, {
      'POST /api/applications/12/withdraw': {
        status: 409,
        body: {
          status: 'error',
          message: 'This step is not possible while the application is rejected (rejected).',
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Withdraw the application' }));
    await user.type(
      await screen.findByRole('textbox', { name: 'Why are you withdrawing?' }),
      'No.',
    );
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Withdraw?' }));
    await user.click(dialog.getByRole('button', { name: 'Withdraw' }));
    expect(
      await screen.findByText(
        'This step is not possible while the application is rejected (rejected).',
      ),
    ).toBeInTheDocument();
  });

  it('shows the scorecards and their average when the server sends them', async () => {
    open({
      ...approved,
      scores: {
        members: 3,
        average: 78.5,
        cards: [
          {
            member: { id: 21, name: 'Mo Member' },
            scores: {
              master_plan_fit: 20,
              financial_capacity: 20,
              experience: 15,
              economic_impact: 12,
              timeline: 10,
            },
            total: 77,
            comment: 'Solid plan.',
            updated_at: '2026-11-22T12:00:00.000Z',
          },
        ],
      },
    });
    const scores = within(await screen.findByRole('region', { name: 'Scores' }));
    expect(scores.getByText(/1 of 3 committee members have scored/)).toHaveTextContent(
      'average 78.5 of 100',
    );
    expect(scores.getByText('77 / 100')).toBeVisible();
    expect(scores.getByRole('row', { name: 'Fit with the master plan 20 / 25' })).toBeVisible();
  });
});
