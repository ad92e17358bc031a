import {
  startAuthentication,
  startRegistration,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';
import { notify } from './toast';

// The browser's side of passkeys, through @simplewebauthn/browser (decision record 0066): the
// portal's options in, the device's answer out, as JSON the calls carry.

/** Options as the portal answers them: WebAuthn's JSON with its one-time challenge. */
type CeremonyOptions = { challenge: string; [option: string]: unknown };

/** The device did not answer: its prompt was closed, timed out, or it refused. */
export class PasskeyNotUsed extends Error {}

function notUsed(error: unknown, registering: boolean): PasskeyNotUsed {
  const name = error instanceof Error ? error.name : '';
  if (registering && name === 'InvalidStateError') {
    return new PasskeyNotUsed('This device already has a passkey for your account.');
  }
  return new PasskeyNotUsed(
    registering
      ? 'No passkey was created: the prompt was closed or timed out. Try again.'
      : 'The passkey was not used: the prompt was closed or timed out. Try again.',
  );
}

/** Asks the device to create a passkey for the portal's registration options. */
export async function createPasskey(options: CeremonyOptions) {
  try {
    const answer = await startRegistration({
      optionsJSON: options as unknown as PublicKeyCredentialCreationOptionsJSON,
    });
    // Spread into plain objects, which the call's body schema types.
    return {
      ...answer,
      response: { ...answer.response },
      clientExtensionResults: { ...answer.clientExtensionResults },
    };
  } catch (error) {
    throw notUsed(error, true);
  }
}

/** Asks the device to sign the portal's challenge with one of its passkeys. */
export async function signWithPasskey(options: CeremonyOptions) {
  try {
    const answer = await startAuthentication({
      optionsJSON: options as unknown as PublicKeyCredentialRequestOptionsJSON,
    });
    return {
      ...answer,
      response: { ...answer.response },
      clientExtensionResults: { ...answer.clientExtensionResults },
    };
  } catch (error) {
    throw notUsed(error, false);
  }
}

/** A mutation's `onError` for a ceremony: the device's refusal is said; the server's, the client says. */
export function sayPasskeyNotUsed(error: unknown): void {
  if (error instanceof PasskeyNotUsed) notify.error(error.message);
}
