import type { MailStatus } from '@portal/shared/mail-outbox';
import { StatusBadge, type StatusTone } from '@web/components/status-badge';

const shown: Record<MailStatus, { word: string; tone: StatusTone }> = {
  pending: { word: 'Pending', tone: 'caution' },
  sent: { word: 'Sent', tone: 'positive' },
  failed: { word: 'Given up', tone: 'negative' },
};

/** A mail's delivery in words: yellow while it waits for a retry, green sent, red given up. */
export function MailStatusBadge({ status }: { status: MailStatus }) {
  const { word, tone } = shown[status];
  return <StatusBadge tone={tone}>{word}</StatusBadge>;
}
