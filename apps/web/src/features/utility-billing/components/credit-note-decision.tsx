import { Button, Group, Stack, Text } from '@mantine/core';
import type { CreditNote } from '@portal/shared/utility-bills';
import { utilityBillMessages } from '@portal/shared/utility-bills';
import { useId } from 'react';
import { ApiError } from '@web/lib/http-client';
import { useCurrentUser } from '@web/lib/session';
import { notify } from '@web/lib/toast';
import { useDecideCreditNote } from '../api/credit-notes';

// As the list's row buttons look (components/data-table/row-actions.tsx).
const LOOK = { size: 'xs', variant: 'light', style: { '--button-padding-x': '0.5rem' } } as const;

/**
 * Approve and Reject of a pending note. One's own is never decided by oneself (a second person
 * approves it): its buttons are disabled, and say why. The list names the person who raised a note,
 * not their account, so their name is what tells.
 */
export function CreditNoteDecision({ note, name }: { note: CreditNote; name: string }) {
  const user = useCurrentUser();
  const decide = useDecideCreditNote();
  const whyId = useId();
  if (note.status !== 'pending') return null;
  const own = user !== null && note.requested_by_id === user.id;
  const run = async (decision: 'approve' | 'reject') => {
    try {
      notify.success((await decide.mutateAsync({ note, decision })).message);
    } catch (error) {
      // A note decided meanwhile (409) was toasted by the HTTP client, and the list reloads.
      if (!(error instanceof ApiError)) throw error;
    }
  };
  const busy = decide.isPending ? decide.variables.decision : null;
  return (
    <Stack gap={4} maw={own ? 220 : undefined}>
      <Group gap={4} wrap="nowrap">
        <Button
          {...LOOK}
          disabled={own || decide.isPending}
          loading={busy === 'approve'}
          aria-label={`Approve ${name}`}
          aria-describedby={own ? whyId : undefined}
          onClick={() => void run('approve')}
        >
          Approve
        </Button>
        <Button
          {...LOOK}
          color="red"
          disabled={own || decide.isPending}
          loading={busy === 'reject'}
          aria-label={`Reject ${name}`}
          aria-describedby={own ? whyId : undefined}
          onClick={() => void run('reject')}
        >
          Reject
        </Button>
      </Group>
      {own && (
        <Text id={whyId} fz="xs" style={{ whiteSpace: 'normal' }}>
          {utilityBillMessages.ownCreditNote}
        </Text>
      )}
    </Stack>
  );
}
