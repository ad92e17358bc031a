import { MINUTE } from '../clock';

/** The first retry waits this long; each failure doubles the wait, up to `RETRY_CAP`. */
export const FIRST_RETRY = MINUTE / 2;
export const RETRY_CAP = 60 * MINUTE;

/** How long after the failure of delivery number `attempts` (1, 2, ...) the next one is tried. */
export function retryDelay(attempts: number): number {
  return Math.min(RETRY_CAP, FIRST_RETRY * 2 ** Math.max(0, attempts - 1));
}

const MAX_ERROR_LENGTH = 500;

/**
 * The mail server's words on a failure, as administrators see them: on one line, bounded, and
 * without the SMTP credentials, which some errors quote with the connection URL.
 */
export function failureText(error: unknown, smtpUrl: string | undefined): string {
  let text = error instanceof Error ? error.message : String(error);
  const secrets = smtpUrl ? credentialsOf(smtpUrl) : [];
  for (const secret of secrets) text = text.split(secret).join('***');
  text = text
    .replace(/\/\/[^/@\s]+@/g, '//***@')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > MAX_ERROR_LENGTH ? `${text.slice(0, MAX_ERROR_LENGTH - 1)}…` : text;
}

function credentialsOf(smtpUrl: string): string[] {
  try {
    const url = new URL(smtpUrl);
    return [url.password, decodeURIComponent(url.password), url.username]
      .filter((part) => part.length >= 3)
      .sort((a, b) => b.length - a.length);
  } catch {
    return [];
  }
}
