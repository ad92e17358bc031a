import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { encodeCBOR, type CBORType } from '@levischuck/tiny-cbor';

type Options = {
  challenge: string;
  user?: { id: string };
  allowCredentials?: { id: string }[];
};
type Credential = { privateKey: KeyObject; userHandle: string; count: number };

const b64url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();
const counter = (count: number) => {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(count);
  return bytes;
};

// Authenticator data flags (WebAuthn §6.1): user present, user verified, attested credential.
const UP = 0x01;
const UV = 0x04;
const AT = 0x40;

/**
 * A passkey authenticator in software, as a browser's `navigator.credentials` would answer for
 * `origin`: P-256 keys, "none" attestation, a signature counter. What it answers is checked by the
 * real verifier on the server, so a mistake here fails the tests, never passes them.
 */
export function softwareAuthenticator(origin: string) {
  const rpIdHash = sha256(new URL(origin).hostname);
  const held = new Map<string, Credential>();
  const clientData = (type: string, challenge: string) =>
    Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));

  /**
   * A new passkey for the account whose user handle is `userHandle`: its id and COSE public
   * key, as a registration carries them (and as a test may store them itself).
   */
  function mint(userHandle: string) {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const { x, y } = publicKey.export({ format: 'jwk' });
    const id = randomBytes(16);
    const coseKey = encodeCBOR(
      new Map<number, CBORType>([
        [1, 2], // EC2
        [3, -7], // ES256
        [-1, 1], // P-256
        [-2, Buffer.from(x!, 'base64url')],
        [-3, Buffer.from(y!, 'base64url')],
      ]),
    );
    held.set(b64url(id), { privateKey, userHandle, count: 0 });
    return { id, coseKey };
  }

  return {
    /** The credentials it holds, by id: a test may copy one's count back to play a clone. */
    held,
    mint,

    /** What `navigator.credentials.create()` answers for the portal's registration options. */
    create(options: Options) {
      const { id, coseKey } = mint(options.user?.id ?? '');
      const idLength = Buffer.alloc(2);
      idLength.writeUInt16BE(id.length);
      const authData = Buffer.concat([
        rpIdHash,
        Buffer.from([UP | UV | AT]),
        counter(0),
        Buffer.alloc(16), // no AAGUID: attestation "none"
        idLength,
        id,
        coseKey,
      ]);
      return {
        id: b64url(id),
        rawId: b64url(id),
        type: 'public-key' as const,
        response: {
          clientDataJSON: b64url(clientData('webauthn.create', options.challenge)),
          attestationObject: b64url(
            encodeCBOR(
              new Map<string, CBORType>([
                ['fmt', 'none'],
                ['attStmt', new Map()],
                ['authData', authData],
              ]),
            ),
          ),
          transports: ['internal'],
        },
        clientExtensionResults: {},
        authenticatorAttachment: 'platform' as const,
      };
    },

    /**
     * What `navigator.credentials.get()` answers: a signature by one of the passkeys the options
     * allow, or by any it holds when they name none (a sign-in without a password).
     */
    get(options: Options, how: { userVerified?: boolean } = {}) {
      const allowed = options.allowCredentials?.map((credential) => credential.id) ?? [];
      const id = allowed.length
        ? allowed.find((candidate) => held.has(candidate))
        : [...held.keys()][0];
      const credential = id === undefined ? undefined : held.get(id);
      if (!credential) throw new Error('The software authenticator holds no passkey they allow');
      credential.count += 1;
      const flags = UP | (how.userVerified === false ? 0 : UV);
      const authData = Buffer.concat([rpIdHash, Buffer.from([flags]), counter(credential.count)]);
      const clientDataJSON = clientData('webauthn.get', options.challenge);
      const signature = sign(
        'sha256',
        Buffer.concat([authData, sha256(clientDataJSON)]),
        credential.privateKey,
      );
      return {
        id: id!,
        rawId: id!,
        type: 'public-key' as const,
        response: {
          clientDataJSON: b64url(clientDataJSON),
          authenticatorData: b64url(authData),
          signature: b64url(signature),
          userHandle: credential.userHandle,
        },
        clientExtensionResults: {},
        authenticatorAttachment: 'platform' as const,
      };
    },
  };
}

export type SoftwareAuthenticator = ReturnType<typeof softwareAuthenticator>;
