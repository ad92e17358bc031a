import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import { messages } from '@portal/shared/messages';
import { validationFailed } from '../lib/errors';

/** Whose password it is: a password may not be their own email, its local part or their name. */
export type PasswordOwner = { email: string; name: string };

// Built on first use (about 50 ms): zxcvbn-ts's list of common passwords and its keyboard maps.
let estimator: ZxcvbnFactory | undefined;

/**
 * A password that zxcvbn reads as ONE guessable pattern: a listed common password (also reversed,
 * capitalised or in l33t), a keyboard path, a run such as `abcdef`, a repetition or a date.
 * Record 0021 says why this and not a strength score.
 */
function isCommon(password: string): boolean {
  estimator ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });
  const { sequence } = estimator.check(password);
  return sequence.length === 1 && sequence[0]!.pattern !== 'bruteforce';
}

function isPersonal(password: string, { email, name }: PasswordOwner): boolean {
  const typed = password.trim().toLowerCase();
  const lowerName = name.trim().toLowerCase();
  const own = [email, email.split('@')[0] ?? '', lowerName, lowerName.replace(/\s+/g, '')];
  return own.some((value) => value !== '' && value.toLowerCase() === typed);
}

/** The password field's message when a new password is too easy to guess, or undefined. */
export function passwordProblem(password: string, owner: PasswordOwner): string | undefined {
  if (isPersonal(password, owner)) return messages.personalPassword;
  if (isCommon(password)) return messages.commonPassword;
  return undefined;
}

/** Refuses a guessable new password with a 422 on `password`, before anything is changed. */
export function ensurePasswordNotGuessable(password: string, owner: PasswordOwner): void {
  const problem = passwordProblem(password, owner);
  if (problem) throw validationFailed({ password: [problem] }, problem);
}
