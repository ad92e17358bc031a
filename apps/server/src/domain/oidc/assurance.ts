import type { AuthMethod } from '@server/lib/sessions';

// How the portal tells a linked service how its user signed in (record 0067): `amr` in RFC 8176's
// words, and `acr` as NIST SP 800-63B's assurance levels, so a service can ask for a second factor.
const AMR: Record<AuthMethod, string[]> = {
  pwd: ['pwd'],
  otp: ['otp'],
  // A recovery code is a one-time code kept on paper.
  recovery: ['otp'],
  // A key held by the device, and the user-presence test every passkey signature includes.
  passkey: ['hwk', 'user'],
};

export function assuranceOf(methods: readonly AuthMethod[]): { acr: string; amr: string[] } {
  const amr = [...new Set(methods.flatMap((method) => AMR[method]))];
  const multiFactor = methods.length > 1 || methods.includes('passkey');
  return multiFactor ? { acr: 'aal2', amr: [...amr, 'mfa'] } : { acr: 'aal1', amr };
}
