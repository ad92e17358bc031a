import { useContext } from 'react';
import { Outlet } from 'react-router';
import { AppProvider, AppProviderOptions } from '../provider';

/** Layout of the sign-in, account and error screens: the UI kit, server state and toasts. */
export function Component() {
  const options = useContext(AppProviderOptions);
  return (
    <AppProvider {...options}>
      <Outlet />
    </AppProvider>
  );
}
