import { APPLICATION_STAGES, STAGE_LABELS } from '@portal/shared/land-journey';
import { ApplicationQuerySchema } from '@portal/shared/application-lists';
import { QueueFilters as Filters } from '@web/components/applications/queue-filters';
import type { FilterFormProps } from '@web/components/data-table/use-filter-form';
import { useApplicationOptions } from '../api/application-options';
import { queueAddressing, type QueueFilterText } from './queue-address';

const stageOptions = APPLICATION_STAGES.map((value) => ({ value, label: STAGE_LABELS[value] }));
const FilterSchema = ApplicationQuerySchema.pick({
  search_term: true,
  stage: true,
  committee_id: true,
  overdue: true,
});

/** The land queue's search and filters; the committees come to whoever may assign. */
export function QueueFilters(props: FilterFormProps<QueueFilterText>) {
  const committees = useApplicationOptions()?.committees ?? [];
  return (
    <Filters
      {...props}
      addressing={queueAddressing}
      schema={FilterSchema}
      label="Filter the applications"
      searchHint="Reference, organisation or project"
      selects={[
        { name: 'stage', label: 'Stage', data: stageOptions },
        {
          name: 'committee_id',
          label: 'Committee',
          data: committees.map(({ id, name }) => ({ value: String(id), label: name })),
        },
      ]}
      flags={[{ name: 'overdue', label: 'Overdue only' }]}
    />
  );
}
