import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApplicationAnswerSchema } from '@portal/shared/application-detail';
import { ScorecardSchema } from '@portal/shared/application-scorecards';
import { envelopeSchema } from '@portal/shared/envelope';
import { http } from '../../../lib/http-client';
import { applicationQuery } from './get-application';
import { applicationsListKey } from './get-applications';

/** The call's last segment for each step taken on an application: `request_correction` posts to
 * `request-correction`. */
const segment = (step: string) => step.replaceAll('_', '-');

const ScorecardAnswerSchema = envelopeSchema(ScorecardSchema);

/**
 * Saving a scorecard answers the card alone: the application, whose scores it changes, is asked
 * again, so that the page shows it as every other step's answer does.
 */
async function saveScorecard(id: number, body: unknown) {
  const saved = await http.post(`/applications/${id}/scores`, body, {
    schema: ScorecardAnswerSchema,
  });
  const application = await http.get(`/applications/${id}`, { schema: ApplicationAnswerSchema });
  return { ...application, message: saved.message };
}

/**
 * POST /applications/{id}/{step}: a step of the journey with its body, answering the application.
 * A step from the wrong stage (409) is toasted by the HTTP client with the server's message; a 422
 * carries field errors.
 */
export function takeStep(id: number, step: string, body: unknown = {}) {
  if (step === 'scores') return saveScorecard(id, body);
  return http.post(`/applications/${id}/${segment(step)}`, body, {
    schema: ApplicationAnswerSchema,
  });
}

export function useTakeStep(id: number, step: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: unknown) => takeStep(id, step, body),
    onSuccess: (answer) => {
      queryClient.setQueryData(applicationQuery(id).queryKey, answer.data);
      return queryClient.invalidateQueries({ queryKey: applicationsListKey });
    },
  });
}
