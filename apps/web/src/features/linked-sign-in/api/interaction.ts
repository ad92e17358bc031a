import { useMutation, useQuery } from '@tanstack/react-query';
import { oidcInteractionCalls } from '@portal/shared/oidc-interactions';
import { http } from '@web/lib/http-client';
import { leaveApp } from '@web/lib/leave-app';

/** What the linked service asks of the signed-in user. */
export function useInteraction(uid: string) {
  return useQuery({
    queryKey: ['oidc-interaction', uid],
    queryFn: async ({ signal }) =>
      (await http.call(oidcInteractionCalls.show, { params: { uid }, signal })).data,
    // Asked once: the answer ends the interaction.
    staleTime: Infinity,
    retry: false,
  });
}

/** The user's answer; the browser then goes back to the provider, which answers the service. */
export function useAnswerInteraction(uid: string) {
  return useMutation({
    mutationFn: (answer: 'confirm' | 'deny') =>
      http.call(oidcInteractionCalls[answer], { params: { uid } }),
    onSuccess: (answer) => leaveApp.to(answer.data.redirect_to),
  });
}
