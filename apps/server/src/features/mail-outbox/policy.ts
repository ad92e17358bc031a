import type { OutboxMail } from '@portal/shared/mail-outbox';

/**
 * Why a mail cannot be retried, or undefined when it can: only a pending mail still holds its
 * body; a delivered or given-up one had it erased (decision record 0019).
 */
export function retryRefusal(mail: Pick<OutboxMail, 'status'>): string | undefined {
  if (mail.status === 'sent') return 'This mail has already been delivered.';
  if (mail.status === 'failed') {
    return 'This mail was given up and its content erased: the user can ask for a new code or link.';
  }
  return undefined;
}
