import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
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

/** Fastify's own client errors keep their status and say it in the envelope. */
function clientFailure(reply: FastifyReply, status: number, message: string) {
  return reply.status(status).send(errorEnvelope('bad_request', message || 'Bad request'));
}

/**
 * Fastify's `frameworkErrors`: what its router refuses before any route runs (a path parameter
 * over 100 characters, 414; a malformed URL, 400) answers the envelope too.
 */
export function frameworkErrorAnswer(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  request.log.info({ err: error }, 'client error');
  // Fastify's messages quote the whole path, which may carry a token.
  const message =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? 'A part of the address is longer than 100 characters.'
      : 'The address is not valid.';
  void clientFailure(reply, error.statusCode ?? 400, message);
}

/**
 * Fastify's `clientErrorHandler`: a request Node's parser refuses or that outran its time limits
 * (408) gets the envelope, written on the socket since there is no request to answer; then the
 * connection closes.
 */
export function clientErrorAnswer(
  this: FastifyInstance,
  error: NodeJS.ErrnoException,
  socket: Socket,
) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, 'The request took too long to arrive.']
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? [431, 'The request headers are too large.']
        : [400, 'Bad request'];
  this.log.info({ err: error }, 'client error');
  if (socket.writable) {
    const body = JSON.stringify(errorEnvelope('bad_request', message));
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
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
        return clientFailure(reply, status, error.message);
      }
      request.log.error({ err: error }, 'unhandled error');
      return reply.status(500).send(errorEnvelope('internal_error', 'Internal server error'));
    });
  },
  { name: 'error-handler' },
);
