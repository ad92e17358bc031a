import { Button, Paper, Stack, Text, Title, type TitleOrder } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatNairobiMoment } from '@web/lib/format';
import { useApplyEntry, type ApplyEntry } from './use-apply-entry';

/**
 * A way forward whose words may be longer than a phone is wide: they wrap rather than run out of
 * the button.
 */
export function WayForward({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Button
      component={Link}
      to={to}
      h="auto"
      mih={36}
      py={6}
      styles={{ label: { whiteSpace: 'normal', lineHeight: 1.4 } }}
    >
      {children}
    </Button>
  );
}

function Offer({ entry }: { entry: ApplyEntry }) {
  if (entry.kind === 'continue') {
    return (
      <Text>
        Your application {entry.draft.reference} to call {entry.call.reference} is saved as a draft.
        Complete and submit it before the call closes on {formatNairobiMoment(entry.call.closes_at)}
        .
      </Text>
    );
  }
  const [call] = entry.calls;
  return entry.calls.length === 1 ? (
    <Text>
      The authority calls for expressions of interest from software and cloud providers: call{' '}
      {call!.reference}, {call!.title}, is open until {formatNairobiMoment(call!.closes_at)}.
    </Text>
  ) : (
    <Text>
      The authority calls for expressions of interest from software and cloud providers:{' '}
      {entry.calls.length} calls are open.
    </Text>
  );
}

type ApplyAsVendorProps = {
  userId: number;
  headingOrder: TitleOrder;
  /** As wide as the page's other cards (the dashboard's), rather than a line's measure. */
  wide?: boolean;
  /** Whether a draft is offered too; not where the drafts are listed already. */
  drafts?: boolean;
};

/**
 * The way into the vendor journey where an account looks for what to do (the services page, the
 * dashboard): shown while a call is open that the user has not applied to, or their draft waits.
 */
export function ApplyAsVendor({
  userId,
  headingOrder,
  wide = false,
  drafts = true,
}: ApplyAsVendorProps) {
  const entry = useApplyEntry(userId, drafts);
  if (!entry) return null;
  const continuing = entry.kind === 'continue';
  return (
    <Paper withBorder radius="md" p="md" maw={wide ? undefined : 720}>
      <Stack gap="sm" align="flex-start">
        <Title order={headingOrder} size="h4">
          {continuing ? 'Your vendor application' : 'Software and cloud providers'}
        </Title>
        <Offer entry={entry} />
        <WayForward to={entry.to}>
          {continuing ? 'Continue your application' : 'Apply as a software or cloud provider'}
        </WayForward>
      </Stack>
    </Paper>
  );
}
