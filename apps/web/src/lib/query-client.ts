import { QueryClient } from '@tanstack/react-query';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // No automatic retries (decision record 0027): every query here is one the user asked
        // for by opening a screen, so the failure and its toast show at once, with a way to try
        // again, instead of a spinner that runs on through hidden attempts.
        retry: false,
        staleTime: 30_000,
        // Every request shows the progress bar (docs/product.md, "Calls and answers"), so no
        // surprise refetches.
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
