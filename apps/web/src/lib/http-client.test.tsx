import {
  createServer,
  type IncomingHttpHeaders,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import { defineCall } from '@portal/shared/call';
import { act, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { toast } from 'react-toastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { makeUser } from '../testing/fixtures';
import { renderWithProviders } from '../testing/render-app';
import { ApiError, createHttpClient, NETWORK_ERROR_MESSAGE, type HttpClient } from './http-client';
import { registerRouter } from './navigator';
import { getProgressCount } from './progress';
import { getCurrentUser, setCurrentUser } from './session';

type Seen = { method: string; url: string; headers: IncomingHttpHeaders; body: string };
type Reply = (res: ServerResponse, seen: Seen) => void;

const json =
  (status: number, body: unknown): Reply =>
  (res) => {
    res.writeHead(status, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify(body));
  };

// A real HTTP server on a free port: the client is exercised end to end, fetch included.
let server: Server;
let origin: string;
let reply: Reply;
let seen: Seen[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const request = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, body };
      seen.push(request);
      reply(res, request);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

let client: HttpClient;
let router: ReturnType<typeof createMemoryRouter>;

beforeEach(() => {
  seen = [];
  reply = json(200, { status: 'success', message: '', data: { ok: true } });
  // In the app the base is the relative `/api`; here the page origin is jsdom's, so the test
  // server's origin is declared first-party, which is what a relative request resolves to.
  client = createHttpClient({ baseUrl: `${origin}/api`, origin });
  router = registerRouter(() =>
    createMemoryRouter([{ path: '*', element: null }], { initialEntries: ['/account/dashboard'] }),
  );
  renderWithProviders(<p>page</p>);
});

afterEach(() => {
  act(() => toast.dismiss());
  document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  router.dispose();
});

/** Runs a call that is expected to fail and returns its error. */
async function failure(call: () => Promise<unknown>): Promise<ApiError> {
  let caught: unknown;
  await act(async () => {
    await call().catch((error: unknown) => (caught = error));
  });
  expect(caught).toBeInstanceOf(ApiError);
  return caught as ApiError;
}

describe('http client', () => {
  it('returns the answer of a successful call', async () => {
    await expect(client.request('/users')).resolves.toEqual({
      status: 'success',
      message: '',
      data: { ok: true },
    });
    expect(seen[0]).toMatchObject({ method: 'GET', url: '/api/users' });
    expect(seen[0]!.headers['content-type']).toBe('application/json');
  });

  it('sends the bearer token once signed in, and none when signed out', async () => {
    await client.request('/dashboard');
    setCurrentUser(makeUser({ token: 'secret-token' }));
    await client.request('/dashboard');
    expect(seen[0]!.headers.authorization).toBeUndefined();
    expect(seen[1]!.headers.authorization).toBe('Bearer secret-token');
  });

  it('sends the XSRF cookie back as a header on POST, not on GET', async () => {
    document.cookie = 'XSRF-TOKEN=abc%2Bdef%3D%3D; path=/';
    await client.request('/roles');
    await client.request('/roles', { method: 'POST', body: { name: 'Auditor' } });
    expect(seen[0]!.headers['x-xsrf-token']).toBeUndefined();
    expect(seen[1]!.headers['x-xsrf-token']).toBe('abc+def==');
    expect(JSON.parse(seen[1]!.body)).toEqual({ name: 'Auditor' });
  });

  it('sends an empty JSON object for a call without a payload, and no body on GET', async () => {
    await client.request('/logout', { method: 'POST' });
    await client.request('/roles/3', { method: 'DELETE' });
    await client.request('/roles');
    expect(seen.map(({ method, body }) => [method, body])).toEqual([
      ['POST', '{}'],
      ['DELETE', '{}'],
      ['GET', ''],
    ]);
    expect(seen[0]!.headers['content-type']).toBe('application/json');
  });

  it('makes a declared call: its method, its path filled in, its answer checked', async () => {
    const show = defineCall({
      method: 'GET',
      path: '/roles/:id',
      summary: 'One role',
      params: z.object({ id: z.number() }),
      answer: z.object({ status: z.literal('success'), data: z.object({ ok: z.boolean() }) }),
      refusals: [],
    });
    await expect(client.call(show, { params: { id: 3 } })).resolves.toEqual({
      status: 'success',
      data: { ok: true },
    });
    expect(seen[0]).toMatchObject({ method: 'GET', url: '/api/roles/3' });

    const strict = { ...show, answer: z.object({ data: z.object({ ok: z.string() }) }) };
    const error = await failure(() => client.call(strict, { params: { id: 3 } }));
    expect(error.message).toBe('Unexpected answer from the server');
  });

  it('keeps the token and XSRF header from other origins', async () => {
    setCurrentUser(makeUser({ token: 'secret-token' }));
    document.cookie = 'XSRF-TOKEN=abc; path=/';
    const foreign = createHttpClient({ baseUrl: `${origin}/api`, origin: 'http://localhost:3000' });
    await foreign.request('/roles', { method: 'POST', body: {} });
    expect(seen[0]!.headers.authorization).toBeUndefined();
    expect(seen[0]!.headers['x-xsrf-token']).toBeUndefined();
  });

  it("toasts the server's message on a failure", async () => {
    reply = json(500, { status: 'error', message: 'Mail server is down', code: 'internal' });
    const error = await failure(() => client.request('/register', { method: 'POST', body: {} }));
    expect(error).toMatchObject({ status: 500, message: 'Mail server is down' });
    expect(await screen.findByText('Mail server is down')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/account/dashboard');
  });

  it('toasts the status text of the table when the server gave no message', async () => {
    reply = (res) => {
      res.writeHead(404);
      res.end();
    };
    await failure(() => client.request('/roles/99'));
    expect(await screen.findByText('Not found')).toBeInTheDocument();
  });

  it('hands 422 field errors to the caller', async () => {
    const errors = { email: ['Enter a valid email address.'] };
    reply = json(422, { status: 'error', message: 'Check the form', code: 'validation', errors });
    const error = await failure(() => client.request('/users', { method: 'POST', body: {} }));
    expect(error.errors).toEqual(errors);
    expect(await screen.findByText('Check the form')).toBeInTheDocument();
  });

  it('signs out locally and goes to the login screen on 401', async () => {
    setCurrentUser(makeUser());
    reply = json(401, {
      status: 'error',
      message: 'Your session has expired',
      code: 'unauthenticated',
    });
    await failure(() => client.request('/profile'));
    expect(getCurrentUser()).toBeNull();
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
    expect(await screen.findByText('Your session has expired')).toBeInTheDocument();
  });

  it('keeps the session and leads to the set-up when the account must set up a second factor', async () => {
    setCurrentUser(makeUser({ permissions: ['users.view'] }));
    reply = json(403, {
      status: 'error',
      message: 'Your account acts for the authority: set up two-step sign-in before anything else.',
      code: 'second_factor_required',
    });
    const error = await failure(() => client.request('/users'));
    expect(error.status).toBe(403);
    expect(getCurrentUser()).toMatchObject({ must_set_up_second_factor: true });
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/account/set-up-two-step-sign-in'),
    );
  });

  it('goes to the common error screen for a status without a toast', async () => {
    reply = (res) => {
      res.writeHead(418);
      res.end();
    };
    const error = await failure(() => client.request('/teapot'));
    expect(error.status).toBe(418);
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/error\/common\/418\//));
    const statusText = router.state.location.pathname.split('/').pop()!;
    expect(decodeURIComponent(statusText)).toBe("I'm a Teapot");
  });

  it('toasts a network error when the server cannot be reached', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const deadOrigin = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`;
    await new Promise<void>((resolve) => closed.close(() => resolve()));

    const offline = createHttpClient({ baseUrl: `${deadOrigin}/api`, origin: deadOrigin });
    const error = await failure(() => offline.request('/dashboard'));
    expect(error.status).toBe(0);
    expect(await screen.findByText(NETWORK_ERROR_MESSAGE)).toBeInTheDocument();
  });

  it('shows the progress bar after a short delay, and takes it away the moment a call fails', async () => {
    let release: () => void = () => {};
    reply = (res) => {
      release = () =>
        json(500, { status: 'error', message: 'Slow failure', code: 'x' })(res, seen[0]!);
    };
    let pending: Promise<unknown> = Promise.resolve();
    act(() => {
      pending = client.request('/slow').catch(() => undefined);
    });
    // A quick answer shows no bar at all; a slow one shows it once the delay has passed.
    expect(screen.queryByRole('progressbar', { name: 'Loading' })).not.toBeInTheDocument();
    expect(await screen.findByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    await waitFor(() => expect(seen).toHaveLength(1));

    await act(async () => {
      release();
      await pending;
    });
    expect(getProgressCount()).toBe(0);
    expect(screen.queryByRole('progressbar', { name: 'Loading' })).not.toBeInTheDocument();
    expect(screen.getByText('Slow failure')).toBeInTheDocument();
  });
});
