import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatDate } from '../lib/format';
import { renderWithProviders } from '../testing/render-app';
import { auditDetails, RecordModal } from './record-modal';

describe('record modal', () => {
  it('lists the record’s details, naming nobody for a seeded record', () => {
    const record = {
      created_at: '2026-01-02T03:04:05.000Z',
      updated_at: '2026-02-03T04:05:06.000Z',
      created_by: 'Ada Admin',
      updated_by: null,
    };
    renderWithProviders(
      <RecordModal
        opened
        onClose={() => {}}
        title="Auditor"
        fields={[{ label: 'Name', value: 'Auditor' }, ...auditDetails(record)]}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Auditor' });
    const terms = within(dialog)
      .getAllByRole('term')
      .map((dt) => dt.textContent);
    const definitions = within(dialog)
      .getAllByRole('definition')
      .map((dd) => dd.textContent);
    expect(terms).toEqual(['Name', 'Created', 'Created by', 'Updated by', 'Updated at']);
    expect(definitions).toEqual([
      'Auditor',
      formatDate(record.created_at),
      'Ada Admin',
      '—',
      formatDate(record.updated_at),
    ]);
  });
});
