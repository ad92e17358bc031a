import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeApplicationRow } from '@web/testing/applications';
import { makeUser } from '@web/testing/fixtures';
import { firstOfTwoPages, openScreen } from '@web/testing/open-screen';
import { columnHeaders } from '@web/testing/paged-lists';
import { Component as ToEvaluate } from './to-evaluate';

const member = makeUser({
  id: 30,
  name: 'Mo Member',
  member_of_a_committee: 'Yes',
  committees: [{ id: 3, name: 'Land committee', role: 'Member' }],
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('To evaluate', () => {
  it('lists what the member’s committees are to score, and whether they have scored it', async () => {
    const { calls } = openScreen(<ToEvaluate />, '/account/to-evaluate', member, {
      'GET /api/applications': {
        body: firstOfTwoPages('applications', [
          makeApplicationRow({ scored_by_viewer: true }),
          makeApplicationRow({ id: 43, reference: 'EOI-2026-000043', scored_by_viewer: false }),
        ]),
      },
    });
    const table = await screen.findByRole('table', { name: 'To evaluate' });
    expect(calls()).toEqual(['/api/applications?to_evaluate=true']);
    expect(columnHeaders(table)).toEqual([
      '#',
      'Reference',
      'Organisation',
      'Project',
      'Committee',
      'Your scorecard',
    ]);
    const [scored, waiting] = within(table).getAllByRole('row').slice(1);
    expect(within(scored!).getByText('Scored')).toBeInTheDocument();
    expect(within(waiting!).getByText('Not yet')).toBeInTheDocument();
    expect(within(waiting!).getByRole('link', { name: 'EOI-2026-000043' })).toHaveAttribute(
      'href',
      '/account/show-application/43',
    );
  });

  it('keeps the page in the address, and asks only for what is to evaluate', async () => {
    const { calls } = openScreen(<ToEvaluate />, '/account/to-evaluate?page=2', member, {
      'GET /api/applications': { body: firstOfTwoPages('applications', []) },
    });
    expect(await screen.findByText('No items')).toBeInTheDocument();
    expect(calls()).toEqual(['/api/applications?page=2&to_evaluate=true']);
  });
});
