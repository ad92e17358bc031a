import type { FastifyServerOptions } from 'fastify';

/** Query parameters that carry credentials (the parcel API accepts `?apiKey=`). */
/** Where pino writes its lines. */
export type LogStream = { write(line: string): void };

const SECRET_QUERY = /([?&](?:apiKey|api_key|token|remember_token|code)=)[^&]*/gi;

export function redactUrl(url: string): string {
  return url.replace(SECRET_QUERY, '$1[REDACTED]');
}

/** pino options: one JSON line per request, with no secret in it. */
export function loggerOptions(level: string, stream?: LogStream): FastifyServerOptions['logger'] {
  return {
    level,
    ...(stream ? { stream } : {}),
    // The req serializer below logs no header at all; these catch credentials in logged objects.
    redact: {
      paths: ['*.password', '*.password_confirmation', '*.token'],
      censor: '[REDACTED]',
    },
    serializers: {
      req: (req: {
        method: string;
        url: string;
        ip?: string;
        headers: Record<string, unknown>;
      }) => ({
        method: req.method,
        url: redactUrl(req.url),
        ip: req.ip,
        userAgent: req.headers['user-agent'],
      }),
    },
  };
}
