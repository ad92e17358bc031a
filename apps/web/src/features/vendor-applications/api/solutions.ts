import { useMutation } from '@tanstack/react-query';
import { vendorApplicationCalls, type SolutionInput } from '@portal/shared/vendor-applications';
import { http } from '@web/lib/http-client';
import { useApplicationChanged } from './save-vendor-application';

/**
 * Adds a solution to the draft (`solutionId` null) or changes one, whole: a 422 names what the
 * solution lacks, or what does not fit the call.
 */
export function useSaveSolution(applicationId: number, solutionId: number | null) {
  const changed = useApplicationChanged(applicationId);
  return useMutation({
    mutationFn: (solution: SolutionInput) =>
      solutionId === null
        ? http.call(vendorApplicationCalls.addSolution, {
            params: { id: applicationId },
            body: solution,
          })
        : http.call(vendorApplicationCalls.saveSolution, {
            params: { id: applicationId, solutionId },
            body: solution,
          }),
    onSuccess: (answer) => changed(answer.data),
  });
}

/** Removes a solution from the draft. */
export function useRemoveSolution(applicationId: number) {
  const changed = useApplicationChanged(applicationId);
  return async (solutionId: number) => {
    const answer = await http.call(vendorApplicationCalls.removeSolution, {
      params: { id: applicationId, solutionId },
    });
    await changed(answer.data);
    return answer;
  };
}
