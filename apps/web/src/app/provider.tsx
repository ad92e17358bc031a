import '@mantine/core/styles.css';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createContext, useEffect, useState, type ReactNode } from 'react';
import { ToastContainer } from 'react-toastify';
import { TopProgressBar } from '../components/top-progress-bar';
import { createQueryClient } from '../lib/query-client';
import { showCarriedSuccess, toastContainerProps } from '../lib/toast';
import { cssVariablesResolver, theme } from './theme';

type ProviderOptions = {
  queryClient?: QueryClient;
  /** 'test' turns off Mantine transitions and portals so tests see menus at once. */
  mantineEnv?: 'default' | 'test';
};

/** Lets tests configure the providers that the `app` layout route mounts. */
export const AppProviderOptions = createContext<ProviderOptions>({});

export function AppProvider({
  children,
  queryClient,
  mantineEnv = 'default',
}: ProviderOptions & { children: ReactNode }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  useEffect(showCarriedSuccess, []);
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} env={mantineEnv}>
      <QueryClientProvider client={client}>
        {children}
        <TopProgressBar />
        <ToastContainer {...toastContainerProps} />
      </QueryClientProvider>
    </MantineProvider>
  );
}
