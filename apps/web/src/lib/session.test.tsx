import { CURRENT_USER_STORAGE_KEY } from '@portal/shared/constants';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeUser } from '../testing/fixtures';
import {
  clearCurrentUser,
  getCurrentUser,
  setCurrentUser,
  subscribeToCurrentUser,
  useCurrentUser,
} from './session';

function Greeting() {
  const user = useCurrentUser();
  return <p>{user ? `Signed in as ${user.name}` : 'Signed out'}</p>;
}

describe('current user session', () => {
  it('stores, reads and clears the user under the currentUser key', () => {
    const user = makeUser();
    setCurrentUser(user);
    expect(getCurrentUser()).toEqual(user);
    expect(JSON.parse(window.localStorage.getItem(CURRENT_USER_STORAGE_KEY)!)).toEqual(user);

    clearCurrentUser();
    expect(getCurrentUser()).toBeNull();
    expect(window.localStorage.getItem(CURRENT_USER_STORAGE_KEY)).toBeNull();
  });

  it('treats corrupt or foreign data as signed out', () => {
    window.localStorage.setItem(CURRENT_USER_STORAGE_KEY, '{not json');
    expect(getCurrentUser()).toBeNull();
    window.localStorage.setItem(CURRENT_USER_STORAGE_KEY, JSON.stringify({ name: 'no token' }));
    expect(getCurrentUser()).toBeNull();
  });

  it('notifies subscribers on sign-in and sign-out until they unsubscribe', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeToCurrentUser(listener);
    setCurrentUser(makeUser());
    clearCurrentUser();
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    setCurrentUser(makeUser());
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('re-renders components on sign-in, sign-out and changes made in another tab', () => {
    render(<Greeting />);
    expect(screen.getByText('Signed out')).toBeInTheDocument();

    act(() => setCurrentUser(makeUser({ name: 'Ivy' })));
    expect(screen.getByText('Signed in as Ivy')).toBeInTheDocument();

    act(() => {
      window.localStorage.setItem(
        CURRENT_USER_STORAGE_KEY,
        JSON.stringify(makeUser({ name: 'Tab two' })),
      );
      window.dispatchEvent(new StorageEvent('storage', { key: CURRENT_USER_STORAGE_KEY }));
    });
    expect(screen.getByText('Signed in as Tab two')).toBeInTheDocument();

    act(() => clearCurrentUser());
    expect(screen.getByText('Signed out')).toBeInTheDocument();
  });
});
