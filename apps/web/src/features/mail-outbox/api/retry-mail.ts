import { useMutation, useQueryClient } from '@tanstack/react-query';
import { OutboxMailAnswerSchema } from '@portal/shared/mail-outbox';
import { http } from '../../../lib/http-client';
import { notify } from '../../../lib/toast';
import { outboxListKey } from './get-outbox';

/** POST /mail-outbox/{id}/retry: answers the mail as that attempt left it. */
export function retryMail(id: number) {
  return http.post(`/mail-outbox/${id}/retry`, undefined, { schema: OutboxMailAnswerSchema });
}

/** Retries a mail, says how it went, and reloads the list: a delivered mail leaves it. */
export function useRetryMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryMail,
    onSuccess: async (answer) => {
      notify.success(answer.message);
      await queryClient.invalidateQueries({ queryKey: outboxListKey });
    },
  });
}
