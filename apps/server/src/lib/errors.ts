export type FieldErrors = Record<string, string[]>;

/** A failure the client is meant to see: its status, a stable code and a human message. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly errors?: FieldErrors,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export const badRequest = (message = 'Bad request') => new AppError(400, 'bad_request', message);
export const unauthorized = (message = 'Unauthenticated') =>
  new AppError(401, 'unauthorized', message);
export const forbidden = (message = 'Forbidden') => new AppError(403, 'forbidden', message);
export const notFound = (message = 'Not found') => new AppError(404, 'not_found', message);
/** A conflict with the records as they are; `errors` puts it under the field that caused it. */
export const conflict = (message: string, errors?: FieldErrors) =>
  new AppError(409, 'conflict', message, errors);
export const validationFailed = (errors: FieldErrors, message = 'The given data was invalid.') =>
  new AppError(422, 'validation_failed', message, errors);
export const tooManyRequests = (retryAfterSeconds: number) =>
  new AppError(429, 'too_many_requests', 'Too many requests. Please try again later.', undefined, {
    'retry-after': String(retryAfterSeconds),
  });
/** The database cannot answer now (record 0018); the client may try again shortly. */
export const databaseUnavailable = (
  message = 'The service is temporarily unavailable. Please try again in a moment.',
) => new AppError(503, 'database_unavailable', message);
