import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { formatDate } from '@web/lib/format';
import { makeProfile } from '@web/testing/fixtures';
import { renderWithProviders } from '@web/testing/render-app';
import { ProfileCard } from './profile-card';

// What GET /profile answers, given to the card as its route does.
const profile = makeProfile();

const noop = () => {};

describe('profile card', () => {
  it('shows a loading indicator while the profile loads', () => {
    renderWithProviders(<ProfileCard profile={undefined} loading onRetry={noop} onLogout={noop} />);
    expect(screen.getByRole('status', { name: 'Loading profile' })).toBeInTheDocument();
    expect(screen.queryByText('Your profile could not be loaded.')).not.toBeInTheDocument();
  });

  it('shows name, role, email, created date and account status', () => {
    renderWithProviders(
      <ProfileCard profile={profile} loading={false} onRetry={noop} onLogout={noop} />,
    );
    const card = screen.getByRole('region', { name: 'Your account' });
    expect(within(card).getByRole('heading', { name: 'Ivy Investor' })).toBeInTheDocument();
    const detail = (label: string) => within(card).getByText(label).nextElementSibling;
    expect(detail('Role')).toHaveTextContent('Investor');
    expect(detail('Email')).toHaveTextContent('ivy@example.com');
    expect(detail('Created')).toHaveTextContent(formatDate(profile.created_at));
    expect(detail('Created')).toHaveTextContent('2025');
    expect(detail('Account status')).toHaveTextContent('Active');
  });

  it('signs out with LogOut and retries a failed load with Try again', async () => {
    const user = userEvent.setup();
    const onLogout = vi.fn();
    const onRetry = vi.fn();
    renderWithProviders(
      <ProfileCard profile={undefined} loading={false} onRetry={onRetry} onLogout={onLogout} />,
    );
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
    await user.click(screen.getByRole('button', { name: 'LogOut' }));
    expect(onLogout).toHaveBeenCalledOnce();
  });
});
