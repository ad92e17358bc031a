import { QueryObserver, type QueryKey } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './http-client';
import { createQueryClient, LIVE_INTERVAL_MS } from './query-client';

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

  describe("lists follow other people's changes", () => {
    afterEach(() => vi.useRealTimers());

    /** A screen's query of `queryKey`, answered at once; resolves with the observer once loaded. */
    async function watched(queryKey: QueryKey) {
      const ask = vi.fn().mockResolvedValue({ data: [] });
      const client = createQueryClient();
      // As the app's provider does: the client starts listening for focus.
      client.mount();
      const observer = new QueryObserver(client, { queryKey, queryFn: ask });
      const unsubscribe = observer.subscribe(() => {});
      const stop = () => {
        unsubscribe();
        client.unmount();
      };
      await vi.waitFor(() => expect(ask).toHaveBeenCalledTimes(1));
      return { ask, stop };
    }

    it('asks for a list again when the window regains focus, however fresh its answer', async () => {
      const list = await watched(['roles', 'list', '/roles']);
      window.dispatchEvent(new Event('focus'));
      await vi.waitFor(() => expect(list.ask).toHaveBeenCalledTimes(2));
      list.stop();
    });

    it('leaves a record as loaded on focus, so that no form reloads under its typist', async () => {
      const record = await watched(['role', 3]);
      window.dispatchEvent(new Event('focus'));
      await Promise.resolve();
      expect(record.ask).toHaveBeenCalledTimes(1);
      record.stop();
    });

    it('asks for a list again every 30 seconds while the page shows', async () => {
      vi.useFakeTimers();
      const list = await watched(['applications', 'list', '/applications']);
      await vi.advanceTimersByTimeAsync(LIVE_INTERVAL_MS);
      expect(list.ask).toHaveBeenCalledTimes(2);
      await vi.advanceTimersByTimeAsync(LIVE_INTERVAL_MS);
      expect(list.ask).toHaveBeenCalledTimes(3);
      list.stop();
    });
  });
});
