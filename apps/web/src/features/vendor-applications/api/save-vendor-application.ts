import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  vendorApplicationCalls,
  type VendorApplication,
  type VendorDraft,
  type VendorDraftInput,
} from '@portal/shared/vendor-applications';
import { http } from '@web/lib/http-client';
import { vendorApplicationQuery } from './get-vendor-application';
import { vendorApplicationsListKey } from './list-vendor-applications';

/** The answer of a change is the application as it now stands: the record and lists follow. */
export function useApplicationChanged(id: number) {
  const queryClient = useQueryClient();
  return (application: VendorApplication) => {
    queryClient.setQueryData(vendorApplicationQuery(id).queryKey, application);
    return queryClient.invalidateQueries({ queryKey: vendorApplicationsListKey });
  };
}

/** Saves the whole draft as it stands; a 422 carries field errors. */
export function useSaveVendorDraft(id: number) {
  const changed = useApplicationChanged(id);
  return useMutation({
    mutationFn: (draft: VendorDraftInput | VendorDraft) =>
      http.call(vendorApplicationCalls.save, { params: { id }, body: draft }),
    onSuccess: (answer) => changed(answer.data),
  });
}

/**
 * Submits the application: a 422 names every missing field, solution and document at once; a
 * call closed since is a 409, toasted.
 */
export function useSubmitVendorApplication(id: number) {
  const changed = useApplicationChanged(id);
  return useMutation({
    mutationFn: () => http.call(vendorApplicationCalls.submit, { params: { id } }),
    onSuccess: (answer) => changed(answer.data),
  });
}
