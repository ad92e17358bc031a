import { ListPage } from '../../../components/data-table/list-page';
import { outboxList } from '../../../features/mail-outbox/api/get-outbox';
import { useRetryMail } from '../../../features/mail-outbox/api/retry-mail';
import { MailStatusBadge } from '../../../features/mail-outbox/components/mail-status-badge';
import { formatMoment } from '../../../lib/format';

export function Component() {
  const retry = useRetryMail();
  return (
    <ListPage
      title="Mail outbox"
      source={outboxList}
      columns={[
        { header: 'Recipient', cell: (mail) => mail.recipient },
        { header: 'Subject', cell: (mail) => mail.subject },
        { header: 'Status', cell: (mail) => <MailStatusBadge status={mail.status} /> },
        { header: 'Attempts', cell: (mail) => mail.attempts },
        { header: 'Last error', cell: (mail) => mail.last_error ?? '—' },
        {
          header: 'Next attempt',
          cell: (mail) => (mail.status === 'pending' ? formatMoment(mail.next_attempt_at) : '—'),
        },
        { header: 'Created', cell: (mail) => formatMoment(mail.created_at) },
        { header: 'Sent', cell: (mail) => (mail.sent_at ? formatMoment(mail.sent_at) : '—') },
      ]}
      // Eight columns, an error in words among them: below this width the table scrolls.
      minWidth={1300}
      actions={{
        name: (mail) => `mail ${mail.id} to ${mail.recipient}`,
        // Only a pending mail still holds its content: a given-up one had it erased.
        commands: (mail) =>
          mail.status === 'pending'
            ? [
                {
                  verb: 'Retry',
                  run: () => retry.mutate(mail.id),
                  busy: retry.isPending && retry.variables === mail.id,
                },
              ]
            : [],
      }}
    />
  );
}
