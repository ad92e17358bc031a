import { Text, Timeline } from '@mantine/core';
import { STAGE_LABELS } from '@portal/shared/land-journey';
import type { StageChange } from '@portal/shared/application-detail';
import { formatMoment } from '@web/lib/format';

/**
 * Every change of stage with its date, who made it and why (the timeline pattern), newest first:
 * the reader comes to see where the application stands now.
 */
export function StageTimeline({ history }: { history: StageChange[] }) {
  const newestFirst = [...history].reverse();
  return (
    <Timeline active={0} bulletSize={14} lineWidth={2}>
      {newestFirst.map((change) => (
        <Timeline.Item key={`${change.at}-${change.to}`} title={STAGE_LABELS[change.to]}>
          <Text size="sm">
            <time dateTime={change.at}>{formatMoment(change.at)}</time>
            {change.actor && ` by ${change.actor}`}
          </Text>
          {change.note && (
            <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-line' }}>
              {change.note}
            </Text>
          )}
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
