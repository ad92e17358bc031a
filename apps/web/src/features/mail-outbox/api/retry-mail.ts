import { useMutation, useQueryClient } from '@tanstack/react-query';
import { mailOutboxCalls } from '@portal/shared/mail-outbox';
import { http } from '@web/lib/http-client';
import { notify } from '@web/lib/toast';
import { outboxListKey } from './get-outbox';

/** Tries a mail again now; answers it as that attempt left it. */
export function retryMail(id: number) {
  return http.call(mailOutboxCalls.retry, { params: { id } });
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
