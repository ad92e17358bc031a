import { useMutation, useQueryClient } from '@tanstack/react-query';
import { utilityReadingCalls, type ReadingInputSchema } from '@portal/shared/utility-readings';
import type { z } from 'zod';
import { http } from '@web/lib/http-client';
import { UTILITIES_KEY } from './keys';

export type ReadingValues = z.output<typeof ReadingInputSchema>;

/**
 * Sends the holder's own reading (source customer). A reading the meter cannot show, one earlier
 * than the last, or one in the future is refused under its field (422).
 */
export function useSubmitReading() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: ReadingValues) => http.call(utilityReadingCalls.create, { body: values }),
    // The connection's last reading, its readings and the overview all change.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [UTILITIES_KEY] }),
  });
}
