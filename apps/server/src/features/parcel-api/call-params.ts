import type { FastifyRequest } from 'fastify';
import {
  PARCEL_API_DEFAULT_PAGE_SIZE,
  PARCEL_API_MAX_PAGE_SIZE,
  PARCEL_API_PARAMS,
} from '@portal/shared/parcel-api';
import { keyMessages, refused } from './failures';

export type CallParams = { key: string; page: number; pageSize: number };

const known = new Set<string>(PARCEL_API_PARAMS);
const WHOLE = /^[1-9]\d{0,8}$/;

/** A query parameter given once, or not at all; twice is refused rather than guessed at. */
function single(query: Record<string, string | string[]>, name: string): string | undefined {
  const value = query[name];
  if (Array.isArray(value)) {
    throw refused('parameterInvalid', `The parameter '${name}' is given more than once.`);
  }
  return value;
}

function wholeNumber(
  query: Record<string, string | string[]>,
  name: string,
  fallback: number,
  max: number,
): number {
  const value = single(query, name);
  if (value === undefined) return fallback;
  if (!WHOLE.test(value) || Number(value) > max) {
    const range = max === Infinity ? 'from 1' : `from 1 to ${max}`;
    throw refused('parameterInvalid', `The parameter '${name}' must be a whole number ${range}.`);
  }
  return Number(value);
}

/**
 * The key from the `Authorization` header: the key itself or `Bearer <key>` (spec section 7; not
 * base64, so `Basic ...` is refused with a hint rather than decoded).
 */
function headerKey(authorization: string | undefined): string | undefined {
  const value = authorization?.trim();
  if (!value) return undefined;
  const [scheme, credential, ...rest] = value.split(/\s+/);
  if (rest.length > 0) throw refused('apiKeyInvalid', keyMessages.apiKeyInvalid);
  if (credential === undefined) return scheme;
  if (scheme!.toLowerCase() === 'bearer') return credential;
  throw refused('apiKeyInvalid', keyMessages.notBase64);
}

/** Reads and checks what a parcel API call asks for; refuses anything malformed, repeated or unknown. */
export function readCallParams(request: FastifyRequest): CallParams {
  const query = request.query as Record<string, string | string[]>;
  const unknown = Object.keys(query).find((name) => !known.has(name));
  if (unknown !== undefined) {
    throw refused(
      'parameterInvalid',
      `The parameter '${unknown}' is not known. The parameters are ${PARCEL_API_PARAMS.join(', ')}.`,
    );
  }
  const queryKey = single(query, 'apiKey');
  const page = wholeNumber(query, 'page', 1, Infinity);
  const pageSize = wholeNumber(
    query,
    'pageSize',
    PARCEL_API_DEFAULT_PAGE_SIZE,
    PARCEL_API_MAX_PAGE_SIZE,
  );
  const fromHeader = headerKey(request.headers.authorization);
  if (queryKey !== undefined && fromHeader !== undefined) {
    throw refused(
      'parameterInvalid',
      'Give the API key once: in the apiKey parameter or in the Authorization header, not both.',
    );
  }
  const key = queryKey || fromHeader;
  if (!key) throw refused('apiKeyMissing', keyMessages.apiKeyMissing);
  return { key, page, pageSize };
}
