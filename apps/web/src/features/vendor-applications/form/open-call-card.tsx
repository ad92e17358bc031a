import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import type { VendorApplicationRow } from '@portal/shared/vendor-applications';
import type { PublicVendorCall } from '@portal/shared/vendor-calls';
import { SOLUTION_CATEGORY_LABELS } from '@portal/shared/vendor-journey';
import { Link } from 'react-router';
import { SummaryTable } from '@web/components/summary-table';
import { paths } from '@web/config/resources';
import { formatNairobiMoment } from '@web/lib/format';

type OpenCallCardProps = {
  call: PublicVendorCall;
  /** The vendor's application that stands on the call, if they have one. */
  mine: VendorApplicationRow | undefined;
  onStart: (call: PublicVendorCall) => void;
  /** A draft is being started on this call. */
  starting: boolean;
};

/** An open call: what it takes and until when, and the way to apply to it, or back to one's own. */
export function OpenCallCard({ call, mine, onStart, starting }: OpenCallCardProps) {
  return (
    <Paper component="li" withBorder radius="md" p="lg">
      <Stack gap="sm" align="flex-start">
        <Title order={2} size="h3" style={{ overflowWrap: 'anywhere' }}>
          {call.title}
        </Title>
        <Text style={{ whiteSpace: 'pre-line' }}>{call.description}</Text>
        <SummaryTable
          rows={[
            ['Reference', call.reference],
            [
              'Categories',
              call.categories.map((category) => SOLUTION_CATEGORY_LABELS[category]).join(', '),
            ],
            ['Closes', formatNairobiMoment(call.closes_at)],
          ]}
        />
        {mine ? (
          <Stack gap="xs" align="flex-start">
            <Text>You have applied to this call: application {mine.reference}.</Text>
            <Button
              component={Link}
              to={
                mine.stage === 'draft'
                  ? paths.myVendorApplications.edit(mine.id)
                  : paths.myVendorApplications.show(mine.id)
              }
            >
              {mine.stage === 'draft' ? 'Continue your application' : 'Go to your application'}
            </Button>
          </Stack>
        ) : (
          <Button onClick={() => onStart(call)} loading={starting}>
            Start your application
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
