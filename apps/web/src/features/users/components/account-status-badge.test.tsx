import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@web/testing/render-app';
import { AccountStatusBadge } from './account-status-badge';

describe('account status badge', () => {
  it('names the status in words, so colour is not the only signal', () => {
    renderWithProviders(
      <>
        <AccountStatusBadge user={{ status: 1, account_status: 'Active' }} />
        <AccountStatusBadge user={{ status: 2, account_status: 'Blocked' }} />
      </>,
    );
    const active = screen.getByText('Active');
    const blocked = screen.getByText('Blocked');
    expect(active).toBeVisible();
    expect(blocked).toBeVisible();
    // Green for 1 (active), red for 2 (blocked).
    const colorOf = (label: HTMLElement) =>
      label.closest('.mantine-Badge-root')?.getAttribute('style');
    expect(colorOf(active)).toContain('green');
    expect(colorOf(blocked)).toContain('red');
  });
});
