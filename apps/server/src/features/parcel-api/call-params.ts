import type { FastifyRequest } from 'fastify';
import {
  PARCEL_API_DEFAULT_PAGE_SIZE,
  PARCEL_API_MAX_PAGE_SIZE,
  PARCEL_API_PARAMS,
  parcelApiMessages as messages,
} from '@portal/shared/parcel-api';
import { refused } from './failures';

/** `number`: only the parcel with this number (any case), for finding one without paging. */
export type CallParams = { key: string; page: number; pageSize: number; number?: string };

const known = new Set<string>(PARCEL_API_PARAMS);
const WHOLE = /^[1-9]\d{0,8}$/;

/** A query parameter given once, or not at all; twice is refused rather than guessed at. */
function single(query: Record<string, string | string[]>, name: string): string | undefined {
  const value = query[name];
  if (Array.isArray(value)) {
    throw refused('parameterInvalid', messages.repeated(name));
  }
  return value;
}

function wholeNumber(
  query: Record<string, string | string[]>,
  name: string,
  fallback: number,
  max?: number,
): number {
  const value = single(query, name);
  if (value === undefined) return fallback;
  if (!WHOLE.test(value) || Number(value) > (max ?? Infinity)) {
    throw refused('parameterInvalid', messages.wholeNumber(name, max));
  }
  return Number(value);
}

/**
 * The key from the `Authorization` header: the key itself or `Bearer <key>` (decision record 0016;
 * not base64, so `Basic ...` is refused with a hint rather than decoded).
 */
function headerKey(authorization: string | undefined): string | undefined {
  const value = authorization?.trim();
  if (!value) return undefined;
  const [scheme, credential, ...rest] = value.split(/\s+/);
  if (rest.length > 0) throw refused('apiKeyInvalid', messages.apiKeyInvalid);
  if (credential === undefined) return scheme;
  if (scheme!.toLowerCase() === 'bearer') return credential;
  throw refused('apiKeyInvalid', messages.notBase64);
}

/** Reads and checks what a parcel API call asks for; refuses anything malformed, repeated or unknown. */
export function readCallParams(request: FastifyRequest): CallParams {
  const query = request.query as Record<string, string | string[]>;
  const unknown = Object.keys(query).find((name) => !known.has(name));
  if (unknown !== undefined) {
    throw refused('parameterInvalid', messages.unknown(unknown));
  }
  const queryKey = single(query, 'apiKey');
  const page = wholeNumber(query, 'page', 1);
  const pageSize = wholeNumber(
    query,
    'pageSize',
    PARCEL_API_DEFAULT_PAGE_SIZE,
    PARCEL_API_MAX_PAGE_SIZE,
  );
  const number = single(query, 'number')?.trim();
  if (number !== undefined && (number.length === 0 || number.length > 50)) {
    throw refused('parameterInvalid', messages.parcelNumber);
  }
  const fromHeader = headerKey(request.headers.authorization);
  if (queryKey !== undefined && fromHeader !== undefined) {
    throw refused('parameterInvalid', messages.keyTwice);
  }
  const key = queryKey || fromHeader;
  if (!key) throw refused('apiKeyMissing', messages.apiKeyMissing);
  return { key, page, pageSize, ...(number === undefined ? {} : { number }) };
}
