import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { success } from '@web/testing/applications';
import { makeOptions } from '@web/features/payments/testing/attempts';
import { makeProfile, makeUser } from '@web/testing/fixtures';
import { onePage } from '@web/testing/paged-lists';
import { renderApp } from '@web/testing/render-app';
import { stubFetch, type Answer } from '@web/testing/stub-fetch';
import { makeBill, makeStatement } from '@web/testing/utility-billing';
import { makeConnection, makeReading } from '@web/testing/utility-connections';
import { refused } from '@web/testing/open-screen';

const ivy = makeUser({ holds_utility_connection: true });
const connection = makeConnection();
const november = makeBill();
const october = makeBill({
  id: 8,
  period: '2026-10',
  consumption: 30,
  subtotal: 350_000,
  tax: 0,
  amount_due: 930_425,
  balance: 0,
});

const BILLS_OF_4 = 'GET /api/utility-bills?connection_id=4&page=1&per_page=12';

/** Opens `path` as Ivy with the server's answers stubbed: what it asked and sent. */
function open(path: string, answers: Record<string, Answer>, user = ivy) {
  const fetch = stubFetch(answers);
  renderApp(path, { user });
  const calls = () =>
    fetch.mock.calls.map(([input]) => {
      const url = new URL(String(input));
      return `${url.pathname}${url.search}`;
    });
  const posted = () =>
    fetch.mock.calls
      .filter(([, init]) => init?.method === 'POST')
      .map(([, init]) => JSON.parse(String(init?.body)) as unknown);
  return { calls, posted, user: userEvent.setup() };
}

/** A fact of a summary table, by its label. */
const fact = (within_: HTMLElement, label: string) =>
  within(within_).getByRole('rowheader', { name: label }).nextElementSibling as HTMLElement;

/** A table's rows as the reader reads them, cell by cell (header cells of a row included). */
const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => [...(row as HTMLTableRowElement).cells].map((cell) => cell.textContent));

/** Saves of a downloaded file: the names the browser was asked to save under. */
function savedFiles() {
  const saved: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push(this.download);
  });
  URL.createObjectURL = () => 'blob:http://localhost/file';
  URL.revokeObjectURL = () => undefined;
  return saved;
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('/account/utilities', () => {
  it('shows each connection the tenant holds: meter, last reading, latest bill, credit, and links', async () => {
    const { calls } = open('/account/utilities', {
      'GET /api/utility-connections': { body: onePage('utility-connections', [connection]) },
      [BILLS_OF_4]: { body: onePage('utility-bills', [november, october]) },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Utilities' })).toBeVisible();
    const card = await screen.findByRole('region', { name: 'Water W-TC-P3-0079' });
    expect(within(card).getByRole('link', { name: 'W-TC-P3-0079' })).toHaveAttribute(
      'href',
      '/account/utilities/connections/4',
    );
    expect(fact(card, 'Service')).toHaveTextContent('Water, with sewerage');
    expect(fact(card, 'Parcel')).toHaveTextContent('TC-P3-0079');
    expect(fact(card, 'Meter')).toHaveTextContent('WM-00417');
    // 06:15 UTC is 09:15 in Nairobi, whatever the reader's zone.
    expect(fact(card, 'Last reading')).toHaveTextContent(
      '1,234 m³ on 30 Nov 2026, 09:15 (Nairobi time), actual',
    );
    expect(within(fact(card, 'Latest bill')).getByRole('link')).toHaveAttribute(
      'href',
      '/account/utilities/bills/9',
    );
    expect(fact(card, 'Latest bill')).toHaveTextContent('November 2026');
    expect(fact(card, 'Amount due')).toHaveTextContent('12,345.50 KES');
    expect(fact(card, 'Due date')).toHaveTextContent('Dec 15, 2026');
    expect(fact(card, 'Left to pay')).toHaveTextContent('4,500 KES');
    expect(fact(card, 'Credit waiting')).toHaveTextContent(
      '1,000.50 KES, taken off your next bill',
    );
    expect(calls()).toContain('/api/utility-connections?page=1&per_page=10');
    // The holder's own link in the sidebar.
    expect(
      within(screen.getByRole('navigation', { name: 'Account' })).getByRole('link', {
        name: 'Utilities',
      }),
    ).toHaveAttribute('aria-current', 'page');
  });

  it('charts a year of use from the issued bills, with a table of the same figures beside it', async () => {
    const { calls } = open('/account/utilities', {
      'GET /api/utility-connections': { body: onePage('utility-connections', [connection]) },
      [BILLS_OF_4]: { body: onePage('utility-bills', [november, october]) },
    });
    const chart = await screen.findByRole('img', { name: /^Bar chart of water used each month/ });
    expect(chart).toHaveAccessibleName(
      'Bar chart of water used each month, October 2026 to November 2026. The table gives the same figures.',
    );
    const table = screen.getByRole('table', { name: /^Water used and its cost, month by month/ });
    expect(rowsOf(table)).toEqual([
      ['Month', 'Used', 'Cost'],
      ['November 2026', '34 m³', '4,041.25 KES'],
      ['October 2026', '30 m³', '3,500 KES'],
    ]);
    expect(calls()).toContain('/api/utility-bills?connection_id=4&page=1&per_page=12');
  });

  it('says no bill has charted yet on a connection without one', async () => {
    open('/account/utilities', {
      'GET /api/utility-connections': {
        body: onePage('utility-connections', [
          makeConnection({ account: { currency: 'KES', owed: 0, credit: 0, last_bill: null } }),
        ]),
      },
      [BILLS_OF_4]: { body: onePage('utility-bills', []) },
    });
    expect(await screen.findByText(/No bill has been issued on this connection yet/)).toBeVisible();
    const card = screen.getByRole('region', { name: 'Water W-TC-P3-0079' });
    expect(fact(card, 'Latest bill')).toHaveTextContent('No bill yet');
    expect(fact(card, 'Credit waiting')).toHaveTextContent('None');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('explains that connections are opened at handover to an account that holds none', async () => {
    open(
      '/account/utilities',
      { 'GET /api/utility-connections': { body: onePage('utility-connections', []) } },
      makeUser(),
    );
    expect(
      await screen.findByText('You hold no water or electricity connection yet.'),
    ).toBeVisible();
    expect(screen.getByText(/opened when a site is handed over/)).toBeVisible();
    expect(
      within(screen.getByRole('navigation', { name: 'Account' })).queryByRole('link', {
        name: 'Utilities',
      }),
    ).not.toBeInTheDocument();
  });
});

/** The connection page's answers: the connection, its readings, bills and statement. */
const connectionAnswers = (more: Record<string, Answer> = {}): Record<string, Answer> => ({
  'GET /api/utility-connections/4': success(connection),
  'GET /api/utility-readings': {
    body: onePage('utility-readings', [
      makeReading(),
      makeReading({
        id: 30,
        value: 1200,
        read_at: '2026-10-31T06:00:00.000Z',
        source: 'customer',
        consumption: 30,
        flagged: true,
        flag_reason: 'High',
      }),
    ]),
  },
  'GET /api/utility-bills': { body: onePage('utility-bills', [november, october]) },
  'GET /api/utility-connections/4/statement': success(makeStatement()),
  ...more,
});

describe('/account/utilities/connections/:id', () => {
  it('shows the connection, its readings latest first and its bills, each leading to the bill', async () => {
    const { calls } = open('/account/utilities/connections/4', connectionAnswers());
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Connection W-TC-P3-0079' }),
    ).toBeVisible();
    const facts = screen.getAllByRole('table')[0]!;
    expect(fact(facts, 'Service')).toHaveTextContent('Water');
    expect(fact(facts, 'Customer class')).toHaveTextContent('Commercial');
    expect(fact(facts, 'Sewerage')).toHaveTextContent('Yes');
    expect(fact(facts, 'Start date')).toHaveTextContent('Jan 15, 2026');
    expect(fact(facts, 'Status')).toHaveTextContent('Active');
    expect(fact(facts, 'Meter')).toHaveTextContent('WM-00417, counting m³, fitted on Jan 15, 2026');
    expect(fact(facts, 'Owed on this account')).toHaveTextContent('4,500 KES');

    const readings = await screen.findByRole('table', { name: 'Readings' });
    const [latest, earlier] = within(readings).getAllByRole('row').slice(1);
    expect(latest).toHaveTextContent(/30 Nov 2026, 09:15.*1,234 m³.*34 m³.*Actual/);
    expect(earlier).toHaveTextContent(
      /31 Oct 2026, 09:00.*1,200 m³.*30 m³.*Your own reading.*Unusual use/,
    );
    expect(calls()).toContain('/api/utility-readings?connection_id=4&page=1&per_page=10');

    const bills = await screen.findByRole('table', { name: 'Bills' });
    const row = within(bills).getByRole('link', { name: 'November 2026' }).closest('tr')!;
    expect(within(bills).getByRole('link', { name: 'November 2026' })).toHaveAttribute(
      'href',
      '/account/utilities/bills/9',
    );
    expect(row).toHaveTextContent(/34 m³.*12,345.50 KES.*12,345.50 KES.*Dec 15, 2026.*To pay/);
    const paid = within(bills).getByRole('link', { name: 'October 2026' }).closest('tr')!;
    expect(paid).toHaveTextContent('Paid');
  });

  it('sends the holder’s own reading in Nairobi time, and shows a refusal above the form and under its field', async () => {
    const later =
      "The meter's latest reading was taken at 2026-11-30T06:15:00.000Z: a new one must be later.";
    const { posted, user } = open(
      '/account/utilities/connections/4',
      connectionAnswers({ 'POST /api/utility-readings': refused({ read_at: [later] }) }),
    );
    const form = within(await screen.findByRole('form', { name: 'Submit your own reading' }));
    expect(form.getByText(/used for the month’s bill if no actual reading is taken/)).toBeVisible();
    await user.type(form.getByRole('textbox', { name: /^Reading \(m³\)/ }), '1250');
    const when = form.getByLabelText(/^Date and time you read it \(Nairobi time\)/);
    await user.clear(when);
    await user.type(when, '2026-11-29T08:30');
    await user.click(form.getByRole('button', { name: 'Submit reading' }));

    // The error summary, not only the toast: it names the field and leads to it.
    const summary = await screen.findByRole('alert', { name: 'There is a problem' });
    expect(
      within(summary).getByRole('link', { name: new RegExp(later.slice(0, 30)) }),
    ).toBeVisible();
    await waitFor(() => expect(when).toHaveAccessibleDescription(expect.stringContaining(later)));
    expect(posted()).toEqual([
      {
        connection_id: 4,
        value: 1250,
        read_at: '2026-11-29T05:30:00.000Z',
        source: 'customer',
        rollover: false,
      },
    ]);
  });

  it('offers no reading form on a closed connection, nor to staff reading another’s', async () => {
    open(
      '/account/utilities/connections/4',
      connectionAnswers({
        'GET /api/utility-connections/4': success(
          makeConnection({ status: 'closed', closed_on: '2026-11-30' }),
        ),
      }),
    );
    expect(await screen.findByRole('table', { name: 'Readings' })).toBeInTheDocument();
    expect(
      screen.getAllByRole('rowheader', { name: 'Status' })[0]!.nextElementSibling,
    ).toHaveTextContent('Closed on Nov 30, 2026');
    expect(screen.queryByRole('form', { name: 'Submit your own reading' })).not.toBeInTheDocument();
  });

  it('shows the statement of the last 12 months, then of the dates asked for, and its PDF', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-05T09:00:00.000Z'));
    const saved = savedFiles();
    const { calls, user } = open(
      '/account/utilities/connections/4',
      connectionAnswers({
        'GET /api/utility-connections/4/statement?from=2026-11-01&to=2026-11-30': success(
          makeStatement({ from: '2026-11-01', to: '2026-11-30', opening_balance: 0 }),
        ),
        'GET /api/utility-connections/4/statement?from=2026-11-01&to=2026-11-30&format=pdf': {
          file: '%PDF-1.7\n%%EOF\n',
          type: 'application/pdf',
          name: 'statement-W-TC-P3-0079.pdf',
        },
      }),
    );
    const section = await screen.findByRole('region', { name: 'Statement' });
    const from = within(section).getByLabelText(/^From/);
    const to = within(section).getByLabelText(/^To/);
    expect(from).toHaveValue('2025-12-05');
    expect(to).toHaveValue('2026-12-05');
    const entries = await within(section).findByRole('table', { name: /^Statement from/ });
    expect(calls()).toContain('/api/utility-connections/4/statement?from=2025-12-05&to=2026-12-05');
    expect(fact(section, 'Balance on Dec 5, 2025')).toHaveTextContent('0 KES');
    expect(fact(section, 'Balance at the end of Dec 5, 2026')).toHaveTextContent(
      '1,000.50 KES in credit',
    );
    const [, bill, payment] = within(entries).getAllByRole('row');
    expect(bill).toHaveTextContent(
      /Nov 1, 2026.*Water bill for October 2026 \(INV-2026-000041\).*9,304.25 KES.*9,304.25 KES/,
    );
    expect(payment).toHaveTextContent(
      /Nov 20, 2026.*Mobile money QK7H2M1.*− 10,304.75 KES.*1,000.50 KES in credit/,
    );

    // An end before the start is refused under it, and nothing is asked.
    await user.clear(to);
    await user.type(to, '2025-01-01');
    await user.tab();
    expect(to).toHaveAccessibleDescription(
      expect.stringContaining('The end date must be on or after the start date.'),
    );
    expect(within(section).getByRole('button', { name: 'Show statement' })).toBeDisabled();

    await user.clear(from);
    await user.type(from, '2026-11-01');
    await user.clear(to);
    await user.type(to, '2026-11-30');
    await user.click(within(section).getByRole('button', { name: 'Show statement' }));
    expect(
      await within(section).findByRole('table', {
        name: 'Statement from Nov 1, 2026 to Nov 30, 2026',
      }),
    ).toBeInTheDocument();
    expect(calls().filter((call) => call.includes('/statement'))).toEqual([
      '/api/utility-connections/4/statement?from=2025-12-05&to=2026-12-05',
      '/api/utility-connections/4/statement?from=2026-11-01&to=2026-11-30',
    ]);

    await user.click(within(section).getByRole('button', { name: 'Download statement (PDF)' }));
    await waitFor(() => expect(saved).toEqual(['statement-W-TC-P3-0079.pdf']));
    expect(calls().at(-1)).toBe(
      '/api/utility-connections/4/statement?from=2026-11-01&to=2026-11-30&format=pdf',
    );
  });
});

describe('/account/utilities/bills/:id', () => {
  it('reads the bill line by line: readings, charges, tax, credit, arrears, amount due and how to pay', async () => {
    open('/account/utilities/bills/9', { 'GET /api/utility-bills/9': success(november) });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Water bill for November 2026' }),
    ).toBeVisible();
    const facts = screen.getAllByRole('table')[0]!;
    expect(within(fact(facts, 'Connection')).getByRole('link')).toHaveAttribute(
      'href',
      '/account/utilities/connections/4',
    );
    expect(fact(facts, 'Month')).toHaveTextContent('November 2026');
    expect(fact(facts, 'Amount due')).toHaveTextContent('12,345.50 KES');
    expect(fact(facts, 'Pay by')).toHaveTextContent('Dec 15, 2026');
    expect(fact(facts, 'Invoice number')).toHaveTextContent('INV-2026-000055');
    expect(fact(facts, 'Verification code')).toHaveTextContent('UB7K-2M9Q-X4TD');

    expect(
      rowsOf(screen.getByRole('table', { name: 'The meter readings this bill runs between' })),
    ).toEqual([
      ['', 'Reading', 'Taken (Nairobi time)', 'How'],
      ['Opening reading', '1,200 m³', '31 Oct 2026, 09:00', 'Read by the authority'],
      ['Closing reading', '1,234 m³', '30 Nov 2026, 09:15', 'Read by the authority'],
    ]);
    expect(screen.getByText(/You used/)).toHaveTextContent('You used 34 m³ this month.');
    expect(screen.queryByText(/This bill is estimated/)).not.toBeInTheDocument();

    expect(rowsOf(screen.getByRole('table', { name: 'Charges for November 2026' }))).toEqual([
      ['Charge', 'Units (m³)', 'Rate (KES per m³)', 'Amount'],
      ['Block 1 (0 to 6 m³)', '6', '45', '270 KES'],
      ['Block 2 (6 to 20 m³)', '14', '67', '938 KES'],
      ['Block 3 (20 to 50 m³)', '14', '70.50', '987 KES'],
      ['Sewerage (75 % of 34 m³)', '25.5', '—', '1,646.25 KES'],
      ['Fixed charge', '—', '—', '200 KES'],
      ['Charges before tax', '4,041.25 KES'],
      ['VAT', '0 KES'],
      ['This month’s charges', '4,041.25 KES'],
      ['Credit taken off', '− 1,000 KES'],
      ['This bill', '3,041.25 KES'],
      ['Unpaid from earlier bills', '9,304.25 KES'],
      ['Amount due', '12,345.50 KES'],
    ]);
    const pay = screen.getByRole('region', { name: 'How to pay' });
    expect(pay).toHaveTextContent('Pay 12,345.50 KES by Dec 15, 2026.');
    expect(pay).toHaveTextContent('quoting INV-2026-000055 as the payment reference');
  });

  it('offers its holder Pay now, and how to pay from the phone’s menu', async () => {
    const { user } = open('/account/utilities/bills/9', {
      'GET /api/utility-bills/9': success(november),
      'GET /api/utility-connections/4': success(connection),
      'GET /api/payments/options': success(makeOptions()),
      'GET /api/profile': success(makeProfile()),
    });
    const pay = within(await screen.findByRole('region', { name: 'How to pay' }));
    await user.click(await pay.findByRole('button', { name: 'Pay now' }));
    expect(pay.getByRole('group', { name: 'Pay invoice INV-2026-000055' })).toHaveTextContent(
      'Left to pay: 12,345.50 KES',
    );
    await user.click(pay.getByRole('button', { name: 'Cancel' }));
    expect(pay.getByText(/M-Pesa menu/)).toHaveTextContent(
      'Business number 174379 → Account number 2026-000055.',
    );
  });

  it('offers no Pay now to staff reading another holder’s bill', async () => {
    const { calls } = open(
      '/account/utilities/bills/9',
      {
        'GET /api/utility-bills/9': success(november),
        'GET /api/utility-connections/4': success(connection),
        'GET /api/payments/options': success(makeOptions()),
      },
      makeUser({ id: 60, name: 'Uma Utilities', permissions: ['utilities.view_all'] }),
    );
    expect(await screen.findByRole('region', { name: 'How to pay' })).toBeVisible();
    await waitFor(() => expect(calls()).toContain('/api/utility-connections/4'));
    expect(screen.queryByRole('button', { name: 'Pay now' })).not.toBeInTheDocument();
  });

  it('says plainly which reading was estimated and how it is put right', async () => {
    open('/account/utilities/bills/9', {
      'GET /api/utility-bills/9': success(
        makeBill({
          closing_reading: {
            value: 1230,
            read_at: '2026-11-30T20:59:59.000Z',
            source: 'estimated',
          },
        }),
      ),
    });
    const readings = await screen.findByRole('table', {
      name: 'The meter readings this bill runs between',
    });
    expect(
      within(readings).getByRole('rowheader', { name: 'Closing reading' }).closest('tr'),
    ).toHaveTextContent('Estimated (nobody read the meter)');
    expect(screen.getByText(/This bill is estimated/)).toHaveTextContent(
      /average daily use over the last six months.*if you used less than estimated, the difference is credited back/,
    );
  });

  it('downloads the bill’s PDF under its invoice number', async () => {
    const saved = savedFiles();
    const { calls, user } = open('/account/utilities/bills/9', {
      'GET /api/utility-bills/9': success(november),
      'GET /api/utility-bills/9/pdf': {
        file: '%PDF-1.7\n%%EOF\n',
        type: 'application/pdf',
        name: 'INV-2026-000055.pdf',
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Download bill (PDF)' }));
    await waitFor(() => expect(saved).toEqual(['INV-2026-000055.pdf']));
    expect(calls().at(-1)).toBe('/api/utility-bills/9/pdf');
  });

  it('says a bill it cannot load could not be loaded, with the way back', async () => {
    open('/account/utilities/bills/9', {
      'GET /api/utility-bills/9': {
        status: 404,
        body: { status: 'error', message: 'Bill not found.' },
      },
    });
    expect(await screen.findByText('This bill could not be loaded.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to your utilities' })).toHaveAttribute(
      'href',
      '/account/utilities',
    );
  });
});
