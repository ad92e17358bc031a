import type { z } from 'zod';
import { ApplicationAnswerSchema } from '@portal/shared/application-detail';
import { IdParamsSchema } from '@portal/shared/records';
import { errorResponses } from '../../lib/envelope';
import { bearerSecurity } from '../../lib/http/api-security';

const stepResponses = <Answer extends z.ZodType>(answer: Answer) => ({
  200: answer,
  ...errorResponses(401, 403, 404, 409, 422),
});

const common = (summary: string) => ({
  tags: ['applications'],
  summary,
  security: bearerSecurity,
  params: IdParamsSchema,
});

/**
 * The schema of a step's route: its body if it takes one, and as its success the application as
 * the step left it, so a client shows the new stage without asking again (or `answer`).
 */
export function stepSchema<
  Body extends z.ZodType,
  Answer extends z.ZodType = typeof ApplicationAnswerSchema,
>(summary: string, body: Body, answer?: Answer) {
  return {
    ...common(summary),
    body,
    response: stepResponses((answer ?? ApplicationAnswerSchema) as Answer),
  };
}

/** A step that takes no body. */
export function bodilessStepSchema(summary: string) {
  return { ...common(summary), response: stepResponses(ApplicationAnswerSchema) };
}
