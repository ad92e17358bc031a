import { useMutation } from '@tanstack/react-query';
import { notify } from '@web/lib/toast';
import { usePartnershipChanged } from './partnerships';

/**
 * A step on partnership `id` taken by a button alone (submit a plan, approve it): its message is
 * toasted and the partnership read afresh. A refusal is toasted by the HTTP client and changes
 * nothing on screen.
 */
export function useStep(id: number) {
  const changed = usePartnershipChanged(id);
  const mutation = useMutation({
    mutationFn: (send: () => Promise<{ message: string }>) => send(),
    onSuccess: (answer) => {
      notify.success(answer.message);
      changed();
    },
  });
  return { take: mutation.mutate, busy: mutation.isPending };
}
