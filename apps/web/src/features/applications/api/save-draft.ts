import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApplicationAnswerSchema } from '@portal/shared/application-detail';
import type { ApplicationDraftInput } from '@portal/shared/application-draft';
import { http } from '../../../lib/http-client';
import { applicationQuery } from './get-application';
import { applicationsListKey } from './get-applications';

/** POST /applications: an empty draft, which the stepped form then fills in. */
export function startApplication() {
  return http.post('/applications', {}, { schema: ApplicationAnswerSchema });
}

/** PUT /applications/{id}: the whole draft as it stands; a 422 carries field errors. */
export function saveDraft(id: number, draft: ApplicationDraftInput) {
  return http.put(`/applications/${id}`, draft, { schema: ApplicationAnswerSchema });
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
