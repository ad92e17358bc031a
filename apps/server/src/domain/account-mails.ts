import { SECRET_LIMITS, SIGN_IN_LIMIT } from '@portal/shared/constants';
import { site } from '@portal/shared/site';
import type { Mail } from '../lib/mailer';
import { MAIL_SIGNATURE as signature } from '../lib/mail-text';

export const VERIFICATION_CODE_MINUTES = SECRET_LIMITS.verificationCodeMinutes;
export const RESET_TOKEN_MINUTES = SECRET_LIMITS.resetLinkMinutes;

export function verificationMail(to: string, name: string, code: string): Mail {
  return {
    to,
    subject: `Your ${site.name} verification code`,
    text: [
      `Hello ${name},`,
      '',
      `Your verification code is ${code}.`,
      `It expires in ${VERIFICATION_CODE_MINUTES} minutes. Enter it on the Verify Email page of the portal.`,
      '',
      'If you did not create an account, ignore this message.',
      ...signature,
    ].join('\n'),
  };
}

/** Why a link to choose a password goes out: each reason has its own wording. */
export type PasswordLinkReason = 'forgotten' | 'new-account' | 'reset-by-administrator';

const passwordLinkWording: Record<
  PasswordLinkReason,
  { subject: string; opening: string[]; closing: string }
> = {
  forgotten: {
    subject: `Reset your ${site.name} password`,
    opening: ['Open this link to choose a new password:'],
    closing: 'If you did not ask for it, ignore this message: your password stays as it is.',
  },
  'new-account': {
    subject: `Set your ${site.name} password`,
    opening: [
      `An administrator has opened a ${site.name} account for you with this email address.`,
      'Open this link to choose your password:',
    ],
    closing: 'Once it has expired, use "Forgot password" on the login page to get a new one.',
  },
  'reset-by-administrator': {
    subject: `Reset your ${site.name} password`,
    opening: [
      'An administrator has asked you to choose a new password and signed you out.',
      'Open this link to choose it:',
    ],
    closing: 'Until you do, your current password keeps working.',
  },
};

export function passwordResetMail(
  to: string,
  name: string,
  link: string,
  reason: PasswordLinkReason,
): Mail {
  const { subject, opening, closing } = passwordLinkWording[reason];
  return {
    to,
    subject,
    text: [
      `Hello ${name},`,
      '',
      ...opening,
      link,
      '',
      `The link works once and expires in ${RESET_TOKEN_MINUTES} minutes.`,
      closing,
      ...signature,
    ].join('\n'),
  };
}

/** The once-per-episode notice of record 0021: what happened, that it passes, what to do if not you. */
export function accountLockedMail(to: string, name: string, forgotPasswordLink: string): Mail {
  const { failures, maxWaitMinutes } = SIGN_IN_LIMIT;
  return {
    to,
    subject: `Failed sign-in attempts on your ${site.name} account`,
    text: [
      `Hello ${name},`,
      '',
      `A wrong password was typed ${failures} times in a row for your ${site.name} account, so`,
      'signing in to it now waits a few minutes between attempts, longer after each further',
      `failure (at most ${maxWaitMinutes} minutes).`,
      '',
      'The wait ends by itself: you need do nothing, and your password is unchanged.',
      '',
      'If this was not you, someone may be guessing your password. Choose a new one with',
      'a reset link, which you can ask for here at any time:',
      forgotPasswordLink,
      'Setting a new password also ends the wait.',
      ...signature,
    ].join('\n'),
  };
}

/** A change to an account's second factors, as its owner is told of it (record 0065). */
export type SecondFactorChange =
  | 'authenticator-added'
  | 'authenticator-removed'
  | 'passkey-added'
  | 'passkey-removed'
  | 'recovery-codes-replaced'
  | 'recovery-code-used'
  | 'reset-by-administrator';

const secondFactorWording: Record<SecondFactorChange, { subject: string; lines: string[] }> = {
  'authenticator-added': {
    subject: 'Two-step sign-in is on',
    lines: ['An authenticator app was set up for your account: signing in now asks for its code.'],
  },
  'authenticator-removed': {
    subject: 'Your authenticator app was removed',
    lines: ['The authenticator app of your account was removed from its security settings.'],
  },
  'passkey-added': {
    subject: 'A passkey was added',
    lines: [
      "A passkey was added to your account: it signs you in with your device's lock, alone or",
      'after your password.',
    ],
  },
  'passkey-removed': {
    subject: 'A passkey was removed',
    lines: ['A passkey of your account was removed from its security settings.'],
  },
  'recovery-codes-replaced': {
    subject: 'New recovery codes',
    lines: ['New recovery codes were made for your account; the old ones no longer work.'],
  },
  'recovery-code-used': {
    subject: 'A recovery code was used',
    lines: [
      'A recovery code was used to sign in to your account. Each code works once: make new',
      'ones in your security settings when few are left.',
    ],
  },
  'reset-by-administrator': {
    subject: 'Your two-step sign-in was reset',
    lines: [
      'An administrator of the authority removed the second factors of your account, after',
      'checking who you are, and signed it out everywhere. Set up two-step sign-in again the',
      'next time you sign in.',
    ],
  },
};

export function secondFactorMail(to: string, name: string, change: SecondFactorChange): Mail {
  const { subject, lines } = secondFactorWording[change];
  return {
    to,
    subject: `${subject}: ${site.name}`,
    text: [
      `Hello ${name},`,
      '',
      ...lines,
      '',
      'If this was not you, sign in and change your password, or contact the authority at once.',
      ...signature,
    ].join('\n'),
  };
}
