import type { SoftwareAuthenticator } from './software-authenticator';

/* eslint-disable @typescript-eslint/no-explicit-any -- answers are checked by the callers */
/** A POST to the portal's API as the caller's client sends it; answers its status and body. */
export type Post = (
  path: string,
  body: unknown,
  token?: string,
) => Promise<{ status: number; answer: any }>;

async function expectOk(pending: ReturnType<Post>, what: string) {
  const { status, answer } = await pending;
  if (status < 200 || status > 299) throw new Error(`${what}: ${status} ${JSON.stringify(answer)}`);
  return answer;
}

/**
 * Signs in through the API as a person would, staff included: an account that acts for the
 * authority adds a passkey of `device` at its first sign-in and answers the second step with it
 * after (record 0066). `setUp` may give the passkey another way (a test writing it directly).
 * Answers the signed-in user, token included.
 */
export async function signInAsStaffDo(
  post: Post,
  device: SoftwareAuthenticator,
  user: { email: string; password: string },
  setUp?: (signedIn: { id: number; token: string }) => Promise<void>,
): Promise<any> {
  const login = await expectOk(
    post('/login', { email: user.email, password: user.password, remember_me: false }),
    'login',
  );
  if (login.data.mfa_required) {
    const { challenge } = login.data;
    const options = await expectOk(post('/login/passkey/options', { challenge }), 'passkey');
    const step = await expectOk(
      post('/login/second-factor', {
        challenge,
        webauthn_response: device.get(options.data.options),
      }),
      'second step',
    );
    return step.data.user;
  }
  const signedIn = login.data.user;
  if (signedIn.must_set_up_second_factor) {
    if (setUp) {
      await setUp(signedIn);
    } else {
      const options = await expectOk(post('/mfa/passkeys/options', {}, signedIn.token), 'options');
      await expectOk(
        post(
          '/mfa/passkeys',
          { name: 'Test passkey', webauthn_response: device.create(options.data.options) },
          signedIn.token,
        ),
        'passkey',
      );
    }
    signedIn.must_set_up_second_factor = false;
  }
  return signedIn;
}
