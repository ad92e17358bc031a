import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiKeyCalls, type ApiKeyInputSchema } from '@portal/shared/api-keys';
import type { z } from 'zod';
import { http } from '@web/lib/http-client';
import { apiKeysListKey } from './get-api-keys';

export type ApiKeyValues = z.output<typeof ApiKeyInputSchema>;

/** The key is made for the signed-in user; 422 carries field errors. */
export function createApiKey(values: ApiKeyValues) {
  return http.call(apiKeyCalls.create, { body: values });
}

export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createApiKey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeysListKey }),
  });
}
