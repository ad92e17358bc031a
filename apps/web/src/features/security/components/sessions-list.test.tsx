import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser } from '@web/testing/fixtures';
import { openScreen } from '@web/testing/open-screen';
import { SessionsList } from './sessions-list';

const ok = (data: unknown, message = '') => ({ body: { status: 'success', message, data } });
const session = (id: number, device: string, ip: string, current = false) => ({
  id,
  device,
  ip,
  created_at: '2026-11-27T08:00:00.000Z',
  last_used_at: '2026-11-27T09:30:00.000Z',
  methods: ['pwd'],
  current,
});

describe('where you are signed in', () => {
  it('lists each session with its device and address, marks this one, and signs out the others', async () => {
    const { user, posted } = openScreen(<SessionsList />, '/', makeUser(), {
      'GET /api/sessions': ok([
        session(7, 'Firefox on Windows', '198.51.100.7', true),
        session(5, 'Safari on iOS', '203.0.113.9'),
      ]),
      'DELETE /api/sessions/5': ok(null, 'The session has been ended.'),
      'DELETE /api/sessions': ok(null, 'Every other session has been ended.'),
    });
    const list = await screen.findByRole('list', { name: 'Sessions' });
    const [mine, phone] = within(list).getAllByRole('listitem');
    expect(mine).toHaveTextContent('Firefox on Windows');
    expect(within(mine!).getByText('This device')).toBeVisible();
    expect(within(mine!).queryByRole('button')).not.toBeInTheDocument();
    expect(phone).toHaveTextContent(/203\.0\.113\.9 · signed in .* · last used/);

    await user.click(
      within(phone!).getByRole('button', { name: 'Sign out Safari on iOS, 203.0.113.9' }),
    );
    expect(await screen.findByText('The session has been ended.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Sign out everywhere else' }));
    expect(await screen.findByText('Every other session has been ended.')).toBeVisible();
    expect(posted()).toEqual([
      ['DELETE /api/sessions/5', {}],
      ['DELETE /api/sessions', {}],
    ]);
  });
});
