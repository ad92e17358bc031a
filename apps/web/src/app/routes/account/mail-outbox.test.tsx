import type { OutboxMail } from '@portal/shared/mail-outbox';
import { QueryClientProvider } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { clientWithFirstPage, columnHeaders } from '@web/testing/paged-lists';
import { renderWithProviders } from '@web/testing/render-app';
import { Component as MailOutboxScreen } from './mail-outbox';

const mail = (overrides: Partial<OutboxMail>): OutboxMail => ({
  id: 7,
  recipient: 'baraka@example.com',
  subject: 'Your Technology City verification code',
  status: 'pending',
  attempts: 2,
  last_error: 'connect ECONNREFUSED 127.0.0.1:2525',
  next_attempt_at: '2026-11-24T10:01:00.000Z',
  created_at: '2026-11-24T10:00:00.000Z',
  sent_at: null,
  ...overrides,
});

function openOutbox(rows: OutboxMail[]) {
  renderWithProviders(
    <QueryClientProvider client={clientWithFirstPage('mail-outbox', rows)}>
      <MailOutboxScreen />
    </QueryClientProvider>,
    '/account/mail-outbox',
  );
  const table = screen.getByRole('table', { name: 'Mail outbox' });
  return {
    table,
    rows: within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row)),
  };
}

describe('mail outbox screen', () => {
  it('shows each mail’s delivery with its status in words, and Retry only where it can work', () => {
    const { table, rows } = openOutbox([mail({}), mail({ id: 3, status: 'failed', attempts: 30 })]);
    expect(columnHeaders(table)).toEqual([
      '#',
      'Recipient',
      'Subject',
      'Status',
      'Attempts',
      'Last error',
      'Next attempt',
      'Created',
      'Sent',
      'Action',
    ]);
    const [pending, givenUp] = rows;
    expect(pending!.getByText('Pending')).toBeInTheDocument();
    expect(pending!.getByText('connect ECONNREFUSED 127.0.0.1:2525')).toBeInTheDocument();
    expect(
      pending!.getByRole('button', { name: 'Retry mail 7 to baraka@example.com' }),
    ).toBeInTheDocument();
    expect(givenUp!.getByText('Given up')).toBeInTheDocument();
    expect(givenUp!.queryByRole('button', { name: /^Retry/ })).not.toBeInTheDocument();
    // Nothing to add, edit or delete: the portal writes these records itself.
    expect(screen.queryByRole('link', { name: 'Add New' })).not.toBeInTheDocument();
    expect(pending!.queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
  });

  it('says No items when no mail is undelivered', () => {
    openOutbox([]);
    expect(screen.getByText('No items')).toBeInTheDocument();
  });
});
