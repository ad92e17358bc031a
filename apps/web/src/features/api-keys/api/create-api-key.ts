import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiKeyAnswerSchema, type ApiKeyInputSchema } from '@portal/shared/api-keys';
import type { z } from 'zod';
import { http } from '../../../lib/http-client';
import { apiKeysListKey } from './get-api-keys';

export type ApiKeyValues = z.output<typeof ApiKeyInputSchema>;

/** POST /apis: the key is made for the signed-in user; 422 carries field errors. */
export function createApiKey(values: ApiKeyValues) {
  return http.post('/apis', values, { schema: ApiKeyAnswerSchema });
}

export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createApiKey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeysListKey }),
  });
}
