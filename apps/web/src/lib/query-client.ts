import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './http-client';

const MAX_RETRIES = 2;

/** A 4xx will not get better by asking again; network errors and 5xx may. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < MAX_RETRIES;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        staleTime: 30_000,
        // Every request shows the progress overlay (docs/product.md, "Calls and answers"), so no
        // surprise refetches.
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
