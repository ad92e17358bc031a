import { useMutation, useQueryClient } from '@tanstack/react-query';
import { applicationCalls } from '@portal/shared/application-calls';
import type { ScorecardInput } from '@portal/shared/application-scorecards';
import { stepCalls, type CalledStep } from '@portal/shared/application-step-calls';
import { http } from '@web/lib/http-client';
import { applicationQuery } from './get-application';
import { applicationsListKey } from './get-applications';

/**
 * Saving a scorecard answers the card alone: the application, whose scores it changes, is asked
 * again, so that the page shows it as every other step's answer does.
 */
async function saveScorecard(id: number, body: ScorecardInput) {
  const saved = await http.call(stepCalls.score, { params: { id }, body });
  const application = await http.call(applicationCalls.show, { params: { id } });
  return { ...application, message: saved.message };
}

/**
 * A step of the journey with its body, answering the application. A step from the wrong stage
 * (409) is toasted by the HTTP client with the server's message; a 422 carries field errors.
 */
export function takeStep(id: number, step: CalledStep, body: unknown = {}) {
  if (step === 'score') return saveScorecard(id, body as ScorecardInput);
  // The steps differ in their bodies only, which the step's form checked against the same
  // declaration's schema.
  return http.call(stepCalls[step], { params: { id }, body } as never);
}

export function useTakeStep(id: number, step: CalledStep) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: unknown) => takeStep(id, step, body),
    onSuccess: (answer) => {
      queryClient.setQueryData(applicationQuery(id).queryKey, answer.data);
      return queryClient.invalidateQueries({ queryKey: applicationsListKey });
    },
  });
}
