import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser } from '@web/testing/fixtures';
import { openScreen } from '@web/testing/open-screen';
import { PasskeyList } from './passkey-list';

const ok = (data: unknown, message = '') => ({ body: { status: 'success', message, data } });
const passkey = (id: number, name: string, synced = false, last_used_at: string | null = null) => ({
  id,
  name,
  created_at: '2026-11-20T08:00:00.000Z',
  last_used_at,
  synced,
});

describe('passkeys on the profile', () => {
  it('lists each passkey with its use, renames one and removes another', async () => {
    const laptop = passkey(3, 'Laptop', false, '2026-11-27T09:30:00.000Z');
    const phone = passkey(4, 'Phone', true);
    const { user, posted } = openScreen(<PasskeyList onAdded={() => {}} />, '/', makeUser(), {
      'GET /api/mfa/passkeys': ok({ passkeys: [laptop, phone] }),
      'PUT /api/mfa/passkeys/3': ok(
        { passkeys: [{ ...laptop, name: 'Office laptop' }, phone] },
        'The passkey was renamed.',
      ),
      'DELETE /api/mfa/passkeys/4': ok(
        { passkeys: [{ ...laptop, name: 'Office laptop' }] },
        'The passkey was removed from your account.',
      ),
      'GET /api/mfa': ok({ totp: null, passkeys: 1, recovery_codes: null }),
    });
    const list = await screen.findByRole('list', { name: 'Passkeys' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first).toHaveTextContent(/Laptop.*Added .* · last used/);
    expect(second).toHaveTextContent(/PhoneSynced.*not used yet/);

    await user.click(screen.getByRole('button', { name: 'Rename Laptop' }));
    const rename = await screen.findByRole('dialog', { name: 'Rename the passkey' });
    const name = within(rename).getByRole('textbox', { name: /^Name/ });
    await user.clear(name);
    await user.click(within(rename).getByRole('button', { name: 'Rename' }));
    // An empty name is refused on the form, and nothing is sent.
    expect(await within(rename).findAllByText(/required/i)).not.toHaveLength(0);
    await user.type(name, 'Office laptop');
    await user.click(within(rename).getByRole('button', { name: 'Rename' }));
    expect(await screen.findByText('The passkey was renamed.')).toBeVisible();
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('Office laptop');

    await user.click(screen.getByRole('button', { name: 'Remove Phone' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Remove the passkey Phone?' })).getByRole(
        'button',
        { name: 'Remove' },
      ),
    );
    expect(await screen.findByText('The passkey was removed from your account.')).toBeVisible();
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(posted()).toEqual([
      ['PUT /api/mfa/passkeys/3', { name: 'Office laptop' }],
      ['DELETE /api/mfa/passkeys/4', {}],
    ]);
  });

  it('says so when the browser creates no passkey, and keeps the dialog for another try', async () => {
    const { user, posted } = openScreen(<PasskeyList onAdded={() => {}} />, '/', makeUser(), {
      'GET /api/mfa/passkeys': ok({ passkeys: [] }),
      'POST /api/mfa/passkeys/options': ok({
        options: { challenge: 'Y2hhbGxlbmdl', rp: { id: 'localhost', name: 'TechCity' } },
      }),
    });
    expect(await screen.findByText(/^No passkeys\./)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Add a passkey' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a passkey' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Work laptop');
    await user.click(within(dialog).getByRole('button', { name: 'Create the passkey' }));
    // This browser (jsdom) has no WebAuthn: nothing is registered, and the user is told.
    expect(await screen.findByText(/No passkey was created/)).toBeVisible();
    expect(dialog).toBeVisible();
    expect(posted()).toEqual([['POST /api/mfa/passkeys/options', {}]]);
  });
});
