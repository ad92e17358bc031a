import type { z } from 'zod';
import { pathOf, type Call, type PathParams } from '@portal/shared/call';
import { API_BASE, XSRF_COOKIE, XSRF_HEADER } from '@portal/shared/constants';
import { ErrorEnvelopeSchema } from '@portal/shared/envelope';
import { statusToasts } from '@portal/shared/messages';
import { SECOND_FACTOR_REQUIRED } from '@portal/shared/second-factors';
import { LOGIN_PATH, SECOND_FACTOR_SETUP_PATH } from './guards';
import { currentPath, navigateTo } from './navigator';
import { askToReauthenticate, REAUTHENTICATION_REQUIRED } from './reauthentication';
import { endProgress, startProgress } from './progress';
import { clearCurrentUser, getCurrentUser, setCurrentUser } from './session';
import { notify } from './toast';

export const NETWORK_ERROR_MESSAGE = 'Network error: the server could not be reached';

/** A failed call: HTTP status (0 when the server was not reached), message and 422 field errors. */
export class ApiError extends Error {
  readonly status: number;
  readonly errors?: Record<string, string[]>;

  constructor(status: number, message: string, errors?: Record<string, string[]>) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    if (errors) this.errors = errors;
  }
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A body that is not JSON: a file's text and its media type ('text/csv'). */
export type TextBody = { content: string; type: string };

type SendOptions = { body?: unknown; signal?: AbortSignal; text?: TextBody };

export type RequestOptions<T> = {
  method?: Method;
  body?: unknown;
  /** Sent as it is, instead of `body` as JSON (a CSV file's text). */
  text?: TextBody;
  signal?: AbortSignal;
  /** Validates the answer; a mismatch is reported as a failed call. */
  schema?: z.ZodType<T>;
  /**
   * How a failure's message is toasted: an error, or a warning for a refused logout (decision
   * record 0006).
   */
  failureToast?: 'error' | 'warning';
};

/** What a declared call is sent with: its path's parameters, its body, its query. */
export type CallOptions<C extends Call> = (C['params'] extends z.ZodType
  ? { params: PathParams<C> }
  : { params?: undefined }) &
  (C['body'] extends z.ZodType
    ? // What a form validated (its output) is sent as readily as raw input.
      { body: z.input<C['body']> | z.output<C['body']> }
    : { body?: undefined }) & {
    query?: C['query'] extends z.ZodType ? z.input<C['query']> : undefined;
    signal?: AbortSignal;
    failureToast?: 'error' | 'warning';
  };

export type HttpClientConfig = {
  /** `/api` in the app; tests point it at a real local server. */
  baseUrl: string;
  /**
   * The origin whose requests count as "relative" (first-party): only those carry the bearer
   * token and the XSRF header, so neither leaks to another host (e.g. a pagination link gone
   * wrong). Defaults to the page's origin, which is what a relative base URL resolves to.
   */
  origin?: string;
};

// Statuses the server uses for a message meant for the user on the same screen (409 duplicate,
// 429 rate limit; decision record 0006): toast it, do not navigate away and lose a form.
const TOAST_ONLY_STATUSES = new Set([409, 429]);

function readCookie(name: string): string | null {
  for (const part of document.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) {
      try {
        return decodeURIComponent(rest.join('='));
      } catch {
        return rest.join('=');
      }
    }
  }
  return null;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined; // A proxy's HTML error page, for instance.
  }
}

/** What the user sees when a call fails (docs/product.md, "Errors"; decision record 0006). */
function reportFailure(
  status: number,
  statusText: string,
  serverMessage: string | undefined,
  toastKind: 'error' | 'warning',
): void {
  const message = serverMessage || statusToasts[status];
  if (message) notify[toastKind](message);
  if (status === 401 || status === 403) {
    clearCurrentUser();
    if (currentPath()?.split(/[?#]/)[0] !== LOGIN_PATH) navigateTo(LOGIN_PATH);
    return;
  }
  if (status in statusToasts || TOAST_ONLY_STATUSES.has(status) || status < 400) return;
  navigateTo(`/error/common/${status}/${encodeURIComponent(statusText || 'Error')}`);
}

export function createHttpClient(config: HttpClientConfig) {
  const base = config.baseUrl.replace(/\/+$/, '');

  function resolve(path: string): URL {
    // Full URLs (pagination links from the server) are used as they are.
    const href = /^https?:\/\//.test(path)
      ? path
      : `${base}${path.startsWith('/') ? '' : '/'}${path}`;
    return new URL(href, window.location.href);
  }

  /** Sends a call with the bearer token and XSRF header where they belong; reports no answer. */
  async function send(path: string, method: Method, accept: string, options: SendOptions) {
    const url = resolve(path);
    const firstParty = url.origin === (config.origin ?? window.location.origin);
    const headers: Record<string, string> = {
      Accept: accept,
      'Content-Type': options.text?.type ?? 'application/json',
    };
    const token = getCurrentUser()?.token;
    if (firstParty && token) headers.Authorization = `Bearer ${token}`;
    const xsrf = readCookie(XSRF_COOKIE);
    if (firstParty && method !== 'GET' && xsrf) headers[XSRF_HEADER] = xsrf;
    // Every call declares a JSON body (decision record 0011), and an empty body is not JSON: the
    // server refuses it. A call without a payload (signing out, a deletion) sends an empty object.
    // A file's text (the readings import) goes as it is, with its own type.
    const payload =
      method === 'GET' ? undefined : (options.text?.content ?? JSON.stringify(options.body ?? {}));
    try {
      return await fetch(url, {
        method,
        headers,
        credentials: 'same-origin',
        ...(payload === undefined ? {} : { body: payload }),
        ...(options.signal ? { signal: options.signal } : {}),
      });
    } catch (error) {
      // A cancelled request (TanStack Query aborts stale ones) is not a failure to report.
      // Checked by name: the DOMException may come from another realm than the global one.
      if ((error as { name?: unknown } | null)?.name === 'AbortError') throw error;
      notify.error(NETWORK_ERROR_MESSAGE);
      throw new ApiError(0, NETWORK_ERROR_MESSAGE);
    }
  }

  /** Reports a failed call's answer to the user and turns it into the error to throw. */
  function failure(response: Response, body: unknown, toastKind: 'error' | 'warning'): ApiError {
    const envelope = ErrorEnvelopeSchema.partial().safeParse(body);
    const serverMessage = envelope.success ? envelope.data.message : undefined;
    reportFailure(response.status, response.statusText, serverMessage, toastKind);
    const message = serverMessage || statusToasts[response.status] || response.statusText;
    return new ApiError(response.status, message, envelope.data?.errors);
  }

  async function request<T = unknown>(path: string, options: RequestOptions<T> = {}): Promise<T> {
    startProgress();
    try {
      const response = await send(path, options.method ?? 'GET', 'application/json', options);
      const body = await readJson(response);
      const envelope = ErrorEnvelopeSchema.partial().safeParse(body);
      if (response.status === 403 && envelope.data?.code === REAUTHENTICATION_REQUIRED) {
        // Not a refusal of the session: once the user proves who they are, send it again.
        if (await askToReauthenticate()) return await request(path, options);
        const declined = 'Nothing was changed: confirm it is you to make this change.';
        notify.warning(declined);
        throw new ApiError(403, declined);
      }
      if (response.status === 403 && envelope.data?.code === SECOND_FACTOR_REQUIRED) {
        // Not a refusal of the session either: the account must set up its second factor first.
        const user = getCurrentUser();
        if (user) setCurrentUser({ ...user, must_set_up_second_factor: true });
        navigateTo(SECOND_FACTOR_SETUP_PATH);
        throw new ApiError(403, envelope.data.message ?? '');
      }
      if (!response.ok || (envelope.success && envelope.data.status === 'error')) {
        throw failure(response, body, options.failureToast ?? 'error');
      }
      if (!options.schema) return body as T;
      const parsed = options.schema.safeParse(body);
      if (parsed.success) return parsed.data;
      const message = 'Unexpected answer from the server';
      notify.error(message);
      throw new ApiError(response.status, message);
    } finally {
      endProgress();
    }
  }

  /**
   * GET of a file (a CSV export): its content and the name the server gives it, if any. A refusal
   * is a JSON envelope like any other call's, reported the same way.
   */
  async function download(path: string): Promise<{ blob: Blob; fileName: string | undefined }> {
    startProgress();
    try {
      const response = await send(path, 'GET', '*/*', {});
      if (!response.ok) throw failure(response, await readJson(response), 'error');
      const disposition = response.headers.get('Content-Disposition') ?? '';
      const fileName = /filename="?([^";]+)"?/.exec(disposition)?.[1];
      return { blob: await response.blob(), fileName };
    } finally {
      endProgress();
    }
  }

  /**
   * POST of a multipart form (a document) through XMLHttpRequest, the one browser call that
   * reports upload progress: `onProgress` gets the share sent, 0 to 1. Same headers, answer
   * checks and failure reports as every other call.
   */
  function upload<T>(
    path: string,
    form: FormData,
    { schema, onProgress }: { schema: z.ZodType<T>; onProgress: (share: number) => void },
  ): Promise<T> {
    const url = resolve(path);
    const firstParty = url.origin === (config.origin ?? window.location.origin);
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.setRequestHeader('Accept', 'application/json');
    const token = getCurrentUser()?.token;
    if (firstParty && token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    const xsrf = readCookie(XSRF_COOKIE);
    if (firstParty && xsrf) xhr.setRequestHeader(XSRF_HEADER, xsrf);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    startProgress();
    return new Promise<T>((settle, refuse) => {
      xhr.onerror = () => {
        notify.error(NETWORK_ERROR_MESSAGE);
        refuse(new ApiError(0, NETWORK_ERROR_MESSAGE));
      };
      xhr.onload = () => {
        const response = new Response(xhr.responseText || null, {
          status: xhr.status,
          statusText: xhr.statusText,
        });
        void readJson(response).then((body) => {
          if (xhr.status < 200 || xhr.status >= 300) {
            refuse(failure(response, body, 'error'));
            return;
          }
          const parsed = schema.safeParse(body);
          if (parsed.success) {
            settle(parsed.data);
            return;
          }
          const message = 'Unexpected answer from the server';
          notify.error(message);
          refuse(new ApiError(xhr.status, message));
        });
      };
      xhr.send(form);
    }).finally(endProgress);
  }

  /**
   * Makes a call declared in `@portal/shared` (record 0046): its method and path, and its answer
   * checked against its schema.
   */
  function call<C extends Call>(
    declared: C,
    options: CallOptions<C>,
  ): Promise<z.output<C['answer']>> {
    const query = options.query
      ? `?${new URLSearchParams(options.query as Record<string, string>).toString()}`
      : '';
    return request(`${pathOf(declared, options.params)}${query}`, {
      method: declared.method,
      body: options.body,
      schema: declared.answer as z.ZodType<z.output<C['answer']>>,
      ...(options.signal ? { signal: options.signal } : {}),
      ...(options.failureToast ? { failureToast: options.failureToast } : {}),
    });
  }

  /**
   * Makes a declared call whose body is a file's text rather than JSON (a CSV file of readings):
   * the same headers, answer check and failure reports as `call`.
   */
  function callWithText<C extends Call & { params?: undefined }>(
    declared: C,
    text: TextBody,
  ): Promise<z.output<C['answer']>> {
    return request(pathOf(declared), {
      method: declared.method,
      text,
      schema: declared.answer as z.ZodType<z.output<C['answer']>>,
    });
  }

  return {
    call,
    callWithText,
    request,
    download,
    upload,
  };
}

export type HttpClient = ReturnType<typeof createHttpClient>;

/** The app's client for the back-office API. */
export const http = createHttpClient({ baseUrl: API_BASE });
