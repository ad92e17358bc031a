import { Text, Timeline } from '@mantine/core';
import { stageLabel, type Journey, type JourneyStage } from '@portal/shared/journeys';
import { formatMoment } from '@web/lib/format';

/** A change of stage as every application's history answers it. */
export type StageChange = {
  from: JourneyStage | null;
  to: JourneyStage;
  at: string;
  actor: string | null;
  note: string | null;
};

type StageTimelineProps<C extends StageChange> = {
  journey: Journey;
  history: C[];
  /** A change's title where the stage it led to does not say what happened; the stage else. */
  titleOf?: (change: C) => string | undefined;
};

/**
 * Every change of stage with its date, who made it and why (the timeline pattern), newest first:
 * the reader comes to see where the application stands now.
 */
export function StageTimeline<C extends StageChange>({
  journey,
  history,
  titleOf,
}: StageTimelineProps<C>) {
  const newestFirst = [...history].reverse();
  return (
    <Timeline active={0} bulletSize={14} lineWidth={2}>
      {newestFirst.map((change) => (
        <Timeline.Item
          key={`${change.at}-${change.to}`}
          title={titleOf?.(change) ?? stageLabel(journey, change.to)}
        >
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
