import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiKeyCalls, type ApiKeyUpdateSchema } from '@portal/shared/api-keys';
import type { z } from 'zod';
import { http } from '@web/lib/http-client';
import { apiKeyQuery } from './get-api-key';
import { apiKeysListKey } from './get-api-keys';

export type ApiKeyUpdateValues = z.output<typeof ApiKeyUpdateSchema>;

/** The id travels in the path and in the body. */
export function updateApiKey(values: ApiKeyUpdateValues) {
  return http.call(apiKeyCalls.update, { params: { id: values.id }, body: values });
}

export function useUpdateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateApiKey,
    // The answer is the saved key, its status as of today: the record is fresh, the list is not.
    onSuccess: (answer) => {
      queryClient.setQueryData(apiKeyQuery(answer.data.id).queryKey, answer.data);
      return queryClient.invalidateQueries({ queryKey: apiKeysListKey });
    },
  });
}
