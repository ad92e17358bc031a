import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser } from '@web/testing/fixtures';
import { openScreen } from '@web/testing/open-screen';
import { stubFetch } from '@web/testing/stub-fetch';
import { ReauthenticationPrompt } from './reauthentication-prompt';
import { TwoStepSignIn } from './two-step-sign-in';

const ok = (data: unknown, message = '') => ({ body: { status: 'success', message, data } });
const off = { totp: null, passkeys: 0, recovery_codes: null };
const on = {
  totp: { confirmed_at: '2026-11-27T09:00:00.000Z' },
  passkeys: 0,
  recovery_codes: { left: 10, created_at: '2026-11-27T09:00:00.000Z' },
};
const codes = Array.from({ length: 10 }, (_, n) => `ABCD-EFGH-JKLM-NP${n}${n}`);
const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

const none = ok({ passkeys: [] });

function open(answers: Parameters<typeof stubFetch>[0]) {
  return openScreen(
    <>
      <TwoStepSignIn />
      <ReauthenticationPrompt />
    </>,
    '/',
    makeUser(),
    answers,
  );
}

describe('two-step sign-in on the profile', () => {
  it('sets up an authenticator app from its QR code or key, then shows the recovery codes once', async () => {
    const { user, posted } = open({
      'GET /api/mfa': ok(off),
      'GET /api/mfa/passkeys': none,
      'POST /api/mfa/totp': ok({
        secret: SECRET,
        otpauth_uri: `otpauth://totp/TechCity:ada%40example.com?secret=${SECRET}&issuer=TechCity`,
      }),
      'POST /api/mfa/totp/confirm': ok(
        { ...on, recovery_codes: null },
        'Two-step sign-in is on: signing in now asks for a code from your app.',
      ),
      'POST /api/mfa/recovery-codes': ok({ codes }),
    });
    expect(await screen.findByText(/^Add a second step to signing in/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Set up an authenticator app' }));

    const dialog = await screen.findByRole('dialog', { name: 'Set up an authenticator app' });
    expect(
      await within(dialog).findByRole('img', {
        name: 'QR code to add your account to an authenticator app',
      }),
    ).toHaveAttribute('src', expect.stringMatching(/^data:image\/svg\+xml/));
    expect(within(dialog).getByLabelText('Key to type into the app')).toHaveTextContent(
      'JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP',
    );
    const turnOn = within(dialog).getByRole('button', { name: 'Turn on two-step sign-in' });
    expect(turnOn).toBeDisabled();
    await user.type(within(dialog).getByRole('textbox', { name: 'Code from the app' }), '12345');
    expect(turnOn).toBeDisabled();
    await user.type(within(dialog).getByRole('textbox', { name: 'Code from the app' }), '6');
    await user.click(turnOn);

    const shown = await screen.findByRole('dialog', { name: 'Your recovery codes' });
    const list = within(shown).getByRole('list', { name: 'Recovery codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(codes);
    expect(posted()).toEqual([
      ['POST /api/mfa/totp', {}],
      ['POST /api/mfa/totp/confirm', { code: '123456' }],
      ['POST /api/mfa/recovery-codes', {}],
    ]);
    await user.click(within(shown).getByRole('button', { name: 'I have saved them' }));
    expect(screen.queryByRole('dialog', { name: 'Your recovery codes' })).not.toBeInTheDocument();
  });

  it('asks who is there before removing the app when the sign-in is not recent, then removes it', async () => {
    const { user, posted } = open({ 'GET /api/mfa': ok(on), 'GET /api/mfa/passkeys': none });
    expect(await screen.findByText(/^10 of 10 left/)).toBeVisible();

    // The first removal is refused until the user proves who they are; then it goes again.
    let removals = 0;
    const stub = stubFetch({
      'GET /api/mfa': ok(on),
      'GET /api/mfa/passkeys': none,
      'POST /api/reauthenticate': ok(null, 'Thank you'),
    });
    const answer = stub.getMockImplementation()!;
    stub.mockImplementation(async (input, init) => {
      if (init?.method === 'DELETE' && String(input).endsWith('/api/mfa/totp')) {
        removals += 1;
        return removals === 1
          ? new Response(
              JSON.stringify({
                status: 'error',
                code: 'reauthentication_required',
                message: 'For your security, confirm it is you before making this change.',
              }),
              { status: 403 },
            )
          : new Response(JSON.stringify(ok(off, 'The authenticator app was removed.').body));
      }
      return answer(input, init);
    });

    await user.click(screen.getByRole('button', { name: 'Remove the authenticator app' }));
    await user.click(
      within(
        await screen.findByRole('dialog', { name: 'Remove the authenticator app?' }),
      ).getByRole('button', { name: 'Remove' }),
    );
    const prompt = await screen.findByRole('dialog', { name: 'Confirm it is you' });
    await user.type(within(prompt).getByLabelText(/^Password/), 'my-password-1');
    await user.click(within(prompt).getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText(/^Add a second step to signing in/)).toBeVisible();
    expect(removals).toBe(2);
    expect(posted()).toEqual([
      ['DELETE /api/mfa/totp', {}],
      ['POST /api/reauthenticate', { password: 'my-password-1' }],
      ['DELETE /api/mfa/totp', {}],
    ]);
  });
});
