import { outboxList } from '@portal/shared/mail-outbox';
import { Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { ListPage } from '@web/components/data-table/list-page';
import { useRetryMail } from '@web/features/mail-outbox/api/retry-mail';
import { MailStatusBadge } from '@web/features/mail-outbox/components/mail-status-badge';
import { formatMoment } from '@web/lib/format';

/** An address or an error quoting one: breaks anywhere rather than widen the table. */
function Breakable({ children }: { children: ReactNode }) {
  return (
    <Text span inherit style={{ overflowWrap: 'anywhere' }}>
      {children}
    </Text>
  );
}

export function Component() {
  const retry = useRetryMail();
  return (
    <ListPage
      title="Mail outbox"
      source={outboxList}
      item="mail"
      emptyHint="Mails the portal sends show here until they have gone."
      columns={[
        {
          header: 'Recipient',
          minWidth: 160,
          cell: (mail) => <Breakable>{mail.recipient}</Breakable>,
        },
        { header: 'Subject', priority: 2, minWidth: 160, cell: (mail) => mail.subject },
        {
          header: 'Status',
          minWidth: 80,
          cell: (mail) => <MailStatusBadge status={mail.status} />,
        },
        {
          header: 'Attempts',
          priority: 2,
          minWidth: 80,
          align: 'right',
          cell: (mail) => mail.attempts,
        },
        {
          header: 'Last error',
          priority: 3,
          minWidth: 160,
          cell: (mail) => <Breakable>{mail.last_error ?? '—'}</Breakable>,
        },
        {
          header: 'Next attempt',
          priority: 3,
          minWidth: 110,
          cell: (mail) => (mail.status === 'pending' ? formatMoment(mail.next_attempt_at) : '—'),
        },
        {
          header: 'Created',
          priority: 2,
          minWidth: 110,
          cell: (mail) => formatMoment(mail.created_at),
        },
        {
          header: 'Sent',
          priority: 3,
          minWidth: 110,
          cell: (mail) => (mail.sent_at ? formatMoment(mail.sent_at) : '—'),
        },
      ]}
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
