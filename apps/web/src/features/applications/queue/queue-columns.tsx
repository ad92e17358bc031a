import type { ApplicationRow } from '@portal/shared/application-lists';
import {
  committeeColumn,
  organisationColumn,
  referenceColumn,
  timeInStageColumn,
} from '@web/components/applications/queue-columns';
import { StageBadge } from '@web/components/applications/stage-badge';
import type { Column } from '@web/components/data-table/column';
import { StatusBadge } from '@web/components/status-badge';
import { applicationPaths } from '../paths';

const reference = referenceColumn<ApplicationRow>(applicationPaths.show);
const organisation = organisationColumn<ApplicationRow>();
const project: Column<ApplicationRow> = {
  header: 'Project',
  priority: 2,
  minWidth: 140,
  cell: (row) => row.project_title ?? '—',
};
const committee = committeeColumn<ApplicationRow>();

/** The staff's queue: where each application stands and for how long. */
export const queueColumns: Column<ApplicationRow>[] = [
  reference,
  organisation,
  project,
  {
    header: 'Stage',
    minWidth: 120,
    cell: (row) => <StageBadge journey="land" stage={row.stage} />,
  },
  timeInStageColumn(),
  committee,
];

/** A committee member's list: what is theirs to score, and whether they have. */
export const toEvaluateColumns: Column<ApplicationRow>[] = [
  reference,
  organisation,
  project,
  committee,
  {
    header: 'Your scorecard',
    minWidth: 110,
    cell: (row) => (
      <StatusBadge tone={row.scored_by_viewer ? 'positive' : 'caution'}>
        {row.scored_by_viewer ? 'Scored' : 'Not yet'}
      </StatusBadge>
    ),
  },
];
