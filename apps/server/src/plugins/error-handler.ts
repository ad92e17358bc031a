import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorEnvelope } from '@portal/shared/envelope';
import { isDatabaseUnavailable } from '../db/errors';
import { AppError, databaseUnavailable, type FieldErrors } from '../lib/errors';

export function errorEnvelope(code: string, message: string, errors?: FieldErrors): ErrorEnvelope {
  return errors ? { status: 'error', message, code, errors } : { status: 'error', message, code };
}

/** Groups schema issues by field (`email`, `committees.0.name`) as Laravel's 422 does. */
function fieldErrors(
  issues: { instancePath: string; message?: string }[],
  context: string | undefined,
): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || (context ?? 'body');
    (errors[field] ??= []).push(issue.message ?? 'Invalid value.');
  }
  return errors;
}

/** One place turns every failure into the error envelope with the right status. */
export const errorHandlerPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (isDatabaseUnavailable(error)) {
        // Logged as a warning: the fault is the database's, and an outage repeats it per request.
        request.log.warn({ err: error }, 'database unavailable');
        const unavailable = databaseUnavailable();
        return reply
          .status(unavailable.statusCode)
          .send(errorEnvelope(unavailable.code, unavailable.message));
      }
      if (error instanceof AppError) {
        if (error.headers) void reply.headers(error.headers);
        return reply
          .status(error.statusCode)
          .send(errorEnvelope(error.code, error.message, error.errors));
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        const errors = fieldErrors(error.validation, error.validationContext);
        return reply
          .status(422)
          .send(errorEnvelope('validation_failed', 'The given data was invalid.', errors));
      }
      const status = error.statusCode ?? 500;
      if (status === 429) {
        return reply
          .status(429)
          .send(errorEnvelope('too_many_requests', 'Too many requests. Please try again later.'));
      }
      if (status >= 400 && status < 500) {
        // Fastify's own client errors: malformed JSON, wrong content type, body too large.
        request.log.info({ err: error }, 'client error');
        return reply
          .status(status)
          .send(errorEnvelope('bad_request', error.message || 'Bad request'));
      }
      request.log.error({ err: error }, 'unhandled error');
      return reply.status(500).send(errorEnvelope('internal_error', 'Internal server error'));
    });
  },
  { name: 'error-handler' },
);
