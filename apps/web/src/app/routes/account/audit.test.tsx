import type { AuditEvent } from '@portal/shared/audit';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatUtcMoment } from '@web/lib/format';
import { admin } from '@web/testing/fixtures';
import { firstOfTwoPages, openScreen } from '@web/testing/open-screen';
import { columnHeaders, rowsOf } from '@web/testing/paged-lists';
import type { Answer } from '@web/testing/stub-fetch';
import { Component as AuditScreen } from './audit';

const roleCreated: AuditEvent = {
  id: 3,
  at: '2026-11-24T09:15:30.000Z',
  actor: { id: 1, name: 'Ada Admin', by_system: false },
  record_name: 'Finance Officer',
  ip: '203.0.113.9',
  action: 'role.created',
  record_type: 'role',
  record_id: 4,
  changes: {
    name: { before: null, after: 'Finance Officer' },
    permissions: { before: null, after: ['mail.view'] },
  },
};
const lockedOut: AuditEvent = {
  id: 2,
  at: '2026-11-23T22:00:00.000Z',
  actor: null,
  ip: '198.51.100.7',
  action: 'user.sign_in_refused_locked',
  record_type: 'user',
  record_id: 9,
  record_name: 'Lou Locked',
  changes: {},
};
const roleDeleted: AuditEvent = {
  ...roleCreated,
  id: 1,
  action: 'role.deleted',
  record_id: 2,
  record_name: null,
  changes: { name: { before: 'Clerk', after: null } },
};

const stageChanged: AuditEvent = {
  ...roleCreated,
  id: 5,
  action: 'application.stage_changed',
  record_type: 'application',
  record_id: 12,
  record_name: 'EOI-2026-000012',
  changes: { stage: { before: 'under_evaluation', after: 'approved' } },
};
const paymentRecorded: AuditEvent = {
  ...roleCreated,
  id: 6,
  action: 'invoice.payment_recorded',
  actor: { id: 8, name: 'Fiona Finance', by_system: false },
  record_type: 'invoice',
  record_id: 3,
  record_name: 'INV-2026-000003',
  changes: { paid: { before: 0, after: 1500000 } },
};
const roleMadeInvestor: AuditEvent = {
  ...roleCreated,
  id: 7,
  actor: { id: 5, name: 'Chair Cho', by_system: true },
  action: 'user.updated',
  record_type: 'user',
  record_id: 9,
  record_name: 'Ivy Investor',
  changes: {
    role_id: { before: 2, after: 6 },
    role: { before: 'Registered User', after: 'Investor' },
  },
};
const groundRentIssued: AuditEvent = {
  ...roleCreated,
  id: 9,
  at: '2027-11-24T00:00:12.000Z',
  ip: null,
  actor: { id: null, name: 'ground-rent', by_system: true },
  action: 'invoice.issued',
  record_type: 'invoice',
  record_id: 30,
  record_name: 'INV-2027-000030',
  changes: { amount: { before: null, after: 125000000 } },
};
const leaseAllocated: AuditEvent = {
  ...roleCreated,
  id: 8,
  action: 'parcel.updated',
  record_type: 'parcel',
  record_id: 4,
  record_name: 'TC-P1-0004',
  changes: { status: { before: 'Reserved', after: 'Allocated' } },
};

const listed = (data: AuditEvent[]): Answer => ({ body: firstOfTwoPages('audit-events', data) });

/** The audit screen at `path` for the administrator, the server's answers stubbed. */
const openAudit = (path: string, answers: Record<string, Answer>) =>
  openScreen(<AuditScreen />, path, admin(), answers);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('audit trail screen', () => {
  it('lists each act: when in UTC, who, from where, what, on which record, and what changed', async () => {
    const { calls } = openAudit('/account/audit', {
      'GET /api/audit-events': listed([roleCreated, lockedOut, roleDeleted]),
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Audit trail' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Audit trail' });
    expect(calls()).toEqual(['/api/audit-events']);
    expect(columnHeaders(table)).toEqual([
      '#',
      'When',
      'Who',
      'From',
      'Action',
      'Record',
      'Changes',
    ]);
    const [created, refused, deleted] = rowsOf(table);
    const cells = created!.getAllByRole('cell').map((cell) => cell.textContent);
    expect(cells[1]).toBe(formatUtcMoment(roleCreated.at));
    expect(cells[1]).toMatch(/9:15:30.*UTC$/);
    expect(cells.slice(2, 5)).toEqual(['Ada Admin', '203.0.113.9', 'Role createdrole.created']);
    expect(created!.getByRole('link', { name: 'Role Finance Officer' })).toHaveAttribute(
      'href',
      '/account/edit-role/4',
    );
    expect(created!.getByText(/^: — → Finance Officer$/)).toBeInTheDocument();
    expect(created!.getByText(/^: — → \["mail\.view"\]$/)).toBeInTheDocument();
    // A refused sign-in has nobody signed in to name.
    expect(refused!.getAllByRole('cell')[2]).toHaveTextContent('—');
    expect(refused!.getByText('Sign-in refused (locked)')).toBeInTheDocument();
    // A deleted record has no screen left to open.
    expect(deleted!.getByText('Role #2')).not.toHaveAttribute('href');
    expect(deleted!.getByText(/^: Clerk → —$/)).toBeInTheDocument();
  });

  it("leads from a staff step to the application's page, and from a payment to the invoice's", async () => {
    openAudit('/account/audit', {
      'GET /api/audit-events': listed([stageChanged, paymentRecorded]),
    });
    const [step, payment] = rowsOf(await screen.findByRole('table', { name: 'Audit trail' }));
    expect(step!.getByText('Application stage changed')).toBeInTheDocument();
    expect(step!.getByRole('link', { name: 'Application EOI-2026-000012' })).toHaveAttribute(
      'href',
      '/account/show-application/12',
    );
    expect(payment!.getByText('Payment recorded')).toBeInTheDocument();
    expect(payment!.getByRole('link', { name: 'Invoice INV-2026-000003' })).toHaveAttribute(
      'href',
      '/account/show-invoice/3',
    );
  });

  it('tells the story: money in KES, stages in words, ids by name, the system acting for a person or on schedule', async () => {
    openAudit('/account/audit', {
      'GET /api/audit-events': listed([
        stageChanged,
        paymentRecorded,
        roleMadeInvestor,
        leaseAllocated,
        groundRentIssued,
      ]),
    });
    const [step, payment, role, parcel, rent] = rowsOf(
      await screen.findByRole('table', { name: 'Audit trail' }),
    );
    expect(step!.getByText(/^: Under evaluation → Approved$/)).toBeInTheDocument();
    expect(payment!.getByText(/^: 0 KES → 15,000 KES$/)).toBeInTheDocument();
    expect(role!.getAllByRole('cell')[2]).toHaveTextContent('System, on behalf of Chair Cho');
    expect(role!.getByText(/^: Registered User → Investor$/)).toBeInTheDocument();
    expect(role!.queryByText('role_id')).not.toBeInTheDocument();
    expect(role!.getByRole('link', { name: 'User Ivy Investor' })).toBeInTheDocument();
    expect(parcel!.getByText(/^: Reserved → Allocated$/)).toBeInTheDocument();
    // A scheduled job acts for nobody: no person to link to.
    const [, , who, from, action] = rent!.getAllByRole('cell');
    expect(who).toHaveTextContent(/^System \(scheduled job: ground-rent\)$/);
    expect(who!.querySelector('a')).toBeNull();
    expect(from).toHaveTextContent('—');
    expect(action).toHaveTextContent('Invoice issued');
    expect(rent!.getByText(/^: — → 1,250,000 KES$/)).toBeInTheDocument();
  });

  it('keeps the filters in the address: a shared link shows them, Apply, page links and names set them', async () => {
    const { user, calls, address } = openAudit(
      '/account/audit?action=role.created&record_type=role',
      { 'GET /api/audit-events': listed([roleCreated]) },
    );
    await screen.findByRole('table', { name: 'Audit trail' });
    expect(calls()).toEqual(['/api/audit-events?action=role.created&record_type=role']);
    expect(screen.getByRole('combobox', { name: 'Action' })).toHaveValue('Role created');
    expect(screen.getByRole('combobox', { name: 'Record type' })).toHaveValue('Role');

    await user.type(screen.getByRole('textbox', { name: 'Actor id' }), '1');
    await user.type(screen.getByRole('textbox', { name: 'Record id' }), '4');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    const filtered = '?actor_id=1&action=role.created&record_type=role&record_id=4';
    await waitFor(() => expect(address()).toBe(`/account/audit${filtered}`));
    await waitFor(() => expect(calls().at(-1)).toBe(`/api/audit-events${filtered}`));

    const pagination = screen.getByRole('navigation', { name: 'Pagination' });
    await user.click(within(pagination).getByRole('button', { name: 'Next »' }));
    await waitFor(() => expect(address()).toBe(`/account/audit?page=2&${filtered.slice(1)}`));
    expect(screen.getByRole('textbox', { name: 'Record id' })).toHaveValue('4');

    await user.click(screen.getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(address()).toBe('/account/audit'));
    expect(screen.getByRole('textbox', { name: 'Actor id' })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Action' })).toHaveValue('');

    // Nobody needs to know a user's number: their name filters the trail to what they did.
    await user.click(screen.getByRole('link', { name: 'Ada Admin' }));
    await waitFor(() => expect(address()).toBe('/account/audit?actor_id=1'));
    expect(screen.getByRole('textbox', { name: 'Actor id' })).toHaveValue('1');
  });

  it('refuses filters the server would refuse under their fields, and asks nothing', async () => {
    const { user, calls, address } = openAudit('/account/audit', {
      'GET /api/audit-events': listed([roleCreated]),
    });
    await screen.findByRole('table', { name: 'Audit trail' });
    await user.type(screen.getByRole('textbox', { name: 'Actor id' }), 'ada');
    await user.type(screen.getByLabelText('From (UTC day)'), '2026-11-10');
    await user.type(screen.getByLabelText('To (UTC day)'), '2026-11-01');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(
      await screen.findByText('The end date must be on or after the start date.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Actor id' })).toHaveAccessibleDescription(
      /whole number/i,
    );
    expect(address()).toBe('/account/audit');
    expect(calls()).toEqual(['/api/audit-events']);
  });

  it('shows the server’s refusal of an address’s filters under the field it is about', async () => {
    const refusal = 'Choose one of the listed record types.';
    openAudit('/account/audit?record_type=vault', {
      'GET /api/audit-events': {
        status: 422,
        body: {
          status: 'error',
          message: 'The given data was invalid.',
          code: 'validation_failed',
          errors: { record_type: [refusal] },
        },
      },
    });
    expect(await screen.findByText(refusal)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Record type' })).toHaveAccessibleDescription(
      refusal,
    );
    expect(screen.getByText('The list could not be loaded.')).toBeInTheDocument();
  });

  it('Download CSV saves the export of the filters on screen, asked with the user’s token', async () => {
    const saved: { name: string; href: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push({ name: this.download, href: this.href });
    });
    URL.createObjectURL = () => 'blob:http://localhost/audit';
    URL.revokeObjectURL = () => undefined;
    const { user, sent, calls } = openAudit('/account/audit?action=role.created', {
      'GET /api/audit-events': listed([roleCreated]),
      'GET /api/audit-events/export': {
        file: 'id,at,actor\n3,2026-11-24T09:15:30.000Z,Ada Admin\n',
        type: 'text/csv',
        name: 'audit-events-2026-11-24.csv',
      },
    });
    await screen.findByRole('table', { name: 'Audit trail' });
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() =>
      expect(saved).toEqual([
        { name: 'audit-events-2026-11-24.csv', href: 'blob:http://localhost/audit' },
      ]),
    );
    expect(calls().at(-1)).toBe('/api/audit-events/export?action=role.created');
    const headers = sent.mock.calls.at(-1)?.[1]?.headers as Record<string, string>;
    expect(headers.Authorization).toBe('Bearer token-ada');
  });

  it('says No items, and that the filters may be why', async () => {
    openAudit('/account/audit?action=parcel.deleted', {
      'GET /api/audit-events': listed([]),
    });
    expect(await screen.findByText('No items')).toBeInTheDocument();
    expect(
      screen.getByText('No event matches these filters. Clear them to see the whole trail.'),
    ).toBeInTheDocument();
  });
});
