import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeApplication, success } from '@web/testing/applications';
import { renderWithProviders } from '@web/testing/render-app';
import { stubFetch } from '@web/testing/stub-fetch';
import { DocumentList } from './document-list';

describe('document list', () => {
  const application = makeApplication({
    documents: [
      {
        id: 3,
        kind: 'business_plan',
        file_name: 'plan.pdf',
        content_type: 'application/pdf',
        size: 2_400_000,
        uploaded_at: '2026-11-24T08:00:00.000Z',
      },
    ],
  });

  it('deletes a document once confirmed', async () => {
    const user = userEvent.setup();
    const fetch = stubFetch({
      'DELETE /api/applications/12/documents/3': success(null, 'Document deleted.'),
      'GET /api/applications/12': success(application),
    });
    renderWithProviders(<DocumentList application={application} removable />);
    expect(screen.getByText('plan.pdf, 2.3 MB, added', { exact: false })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Delete plan.pdf' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Remove?' }));
    await user.click(dialog.getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(
        fetch.mock.calls.some(
          ([input, init]) =>
            init?.method === 'DELETE' &&
            new URL(String(input)).pathname === '/api/applications/12/documents/3',
        ),
      ).toBe(true),
    );
    expect(await screen.findByText('Document deleted.')).toBeInTheDocument();
  });

  it('offers no Delete on a list that is only read, and View only to staff', () => {
    renderWithProviders(<DocumentList application={application} viewable />);
    expect(screen.queryByRole('button', { name: 'Delete plan.pdf' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'View plan.pdf' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Download plan.pdf' })).toBeVisible();
  });
});
