import type { FastifyServerOptions } from 'fastify';

/** Where pino writes its lines. */
export type LogStream = { write(line: string): void };

const REDACTED = '[REDACTED]';

/**
 * Query parameters that carry credentials, compared by their decoded, lower-cased name: the parcel
 * API takes `?apiKey=`, and a name such as `%61pikey` or `APIKEY` reaches it just the same.
 */
const SECRET_PARAMS = new Set(['apikey', 'api_key', 'token', 'remember_token', 'code']);

// A parameter in a URL or in a message that quotes one: separator, name, value.
const QUERY_PARAM = /([?&])([^=&#\s"]*)=([^&\s"]*)/g;
// The mailed reset link: the token is a path segment of the web route (record 0009).
const RESET_LINK = /(\/recover(?:-|%2d)password\/)[^/?#\s"]*/gi;

function decodedName(name: string): string {
  try {
    return decodeURIComponent(name.replaceAll('+', ' ')).toLowerCase();
  } catch {
    return name.toLowerCase();
  }
}

/** The text with the secret of every URL in it replaced: reset tokens in paths, keys in queries. */
export function redactUrl(text: string): string {
  return text
    .replace(RESET_LINK, `$1${REDACTED}`)
    .replace(QUERY_PARAM, (whole, separator: string, name: string) =>
      SECRET_PARAMS.has(decodedName(name)) ? `${separator}${name}=${REDACTED}` : whole,
    );
}

/** pino options: one JSON line per request, with no secret in it. */
export function loggerOptions(level: string, stream?: LogStream): FastifyServerOptions['logger'] {
  return {
    level,
    ...(stream ? { stream } : {}),
    // The req serializer below logs no header at all; these catch credentials in logged objects.
    redact: {
      paths: ['*.password', '*.password_confirmation', '*.current_password', '*.token'],
      censor: REDACTED,
    },
    hooks: {
      // Messages may quote a URL too (Fastify's "Route GET:/... not found", warnings).
      logMethod(args, method) {
        method.apply(
          this,
          args.map((arg: unknown) =>
            typeof arg === 'string' ? redactUrl(arg) : arg,
          ) as Parameters<typeof method>,
        );
      },
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
