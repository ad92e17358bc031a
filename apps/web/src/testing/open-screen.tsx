import userEvent from '@testing-library/user-event';
import type { CurrentUser } from '@portal/shared/current-user';
import type { Paginated } from '@portal/shared/envelope';
import type { ReactNode } from 'react';
import { setCurrentUser } from '../lib/session';
import { onePage } from './paged-lists';
import { renderWithProviders } from './render-app';
import { stubFetch, type Answer } from './stub-fetch';

/**
 * A screen rendered at `path` for `viewer`, the server's answers stubbed: what it asked (path and
 * query, and the JSON bodies it sent) and where the address now is.
 */
export function openScreen(
  ui: ReactNode,
  path: string,
  viewer: CurrentUser,
  answers: Record<string, Answer>,
) {
  setCurrentUser(viewer);
  const sent = stubFetch(answers);
  const user = userEvent.setup();
  const { router } = renderWithProviders(ui, path);
  const calls = () =>
    sent.mock.calls.map(([input]) => {
      const url = new URL(String(input));
      return `${url.pathname}${url.search}`;
    });
  /** The body of each call but GETs, parsed: `['POST /api/x', {...}]`. */
  const posted = () =>
    sent.mock.calls
      .filter(([, init]) => init?.method && init.method !== 'GET')
      .map(([input, init]) => [
        `${init?.method} ${new URL(String(input)).pathname}`,
        JSON.parse(String(init?.body)) as unknown,
      ]);
  const address = () => `${router.state.location.pathname}${router.state.location.search}`;
  return { user, sent, calls, posted, address };
}

/** Page 1 of 2 of GET /<things>, as the server answers it. */
export function firstOfTwoPages<Row>(things: string, data: Row[]): Paginated<Row> {
  const link = (page: number) => `http://portal.example/api/${things}?page=${page}`;
  return {
    ...onePage(things, data),
    links: [
      { url: null, label: '« Previous', active: false },
      { url: link(1), label: '1', active: true },
      { url: link(2), label: '2', active: false },
      { url: link(2), label: 'Next »', active: false },
    ],
    last_page: 2,
    total: 10 + data.length,
  };
}

/** A 422 answer with field messages, as `validationFailed` sends it. */
export const refused = (errors: Record<string, string[]>): Answer => ({
  status: 422,
  body: {
    status: 'error',
    message: 'The given data was invalid.',
    code: 'validation_failed',
    errors,
  },
});

/** A 409 answer with the server's message. */
export const conflict = (message: string): Answer => ({
  status: 409,
  body: { status: 'error', message, code: 'conflict' },
});
