import { useMutation, useQueryClient } from '@tanstack/react-query';
import { applicationCalls } from '@portal/shared/application-calls';
import type { ApplicationDraftInput } from '@portal/shared/application-draft';
import { http } from '@web/lib/http-client';
import { applicationQuery } from './get-application';
import { applicationsListKey } from './get-applications';

/** Starts an application: an empty draft, which the stepped form then fills in. */
export function startApplication() {
  return http.call(applicationCalls.start, { body: {} });
}

/** Saves the whole draft as it stands; a 422 carries field errors. */
export function saveDraft(id: number, draft: ApplicationDraftInput) {
  return http.call(applicationCalls.save, { params: { id }, body: draft });
}

export function useStartApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startApplication,
    onSuccess: (answer) => {
      queryClient.setQueryData(applicationQuery(answer.data.id).queryKey, answer.data);
      return queryClient.invalidateQueries({ queryKey: applicationsListKey });
    },
  });
}

export function useSaveDraft(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (draft: ApplicationDraftInput) => saveDraft(id, draft),
    onSuccess: (answer) => {
      queryClient.setQueryData(applicationQuery(id).queryKey, answer.data);
      return queryClient.invalidateQueries({ queryKey: applicationsListKey });
    },
  });
}
