import { QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './http-client';
import { createQueryClient } from './query-client';

describe('query client', () => {
  it.each([
    [404, 'Not found'],
    [422, 'Unprocessed content'],
    [503, 'Service Unavailable'],
    [0, 'Network error'],
  ])(
    'asks once and fails at once on %i: no hidden retry keeps the user waiting',
    async (status, message) => {
      const client = createQueryClient();
      const ask = vi.fn().mockRejectedValue(new ApiError(status, message));
      // An observer, as a screen's useQuery is: it takes the client's default retry option.
      const observer = new QueryObserver(client, { queryKey: ['thing'], queryFn: ask });
      const failed = new Promise((resolve) => {
        const stop = observer.subscribe((result) => {
          if (result.isError) resolve(stop());
        });
      });
      await failed;
      expect(ask).toHaveBeenCalledTimes(1);
      expect(client.getQueryState(['thing'])?.error).toEqual(new ApiError(status, message));
    },
  );
});
