import { Checkbox, SimpleGrid, TextInput } from '@mantine/core';
import { APPLICATION_STAGES, STAGE_LABELS } from '@portal/shared/land-journey';
import { ApplicationQuerySchema } from '@portal/shared/application-lists';
import { FilterActions } from '@web/components/data-table/filter-actions';
import { FilterSelect } from '@web/components/data-table/filter-select';
import { useFilterForm, type FilterFormProps } from '@web/components/data-table/use-filter-form';
import { useApplicationOptions } from '../api/application-options';
import { queueAddressing, type QueueFilterText } from './queue-address';

type FilterForm = { search_term: string; stage: string; committee_id: string; overdue: boolean };

const stageOptions = APPLICATION_STAGES.map((value) => ({ value, label: STAGE_LABELS[value] }));
const FilterSchema = ApplicationQuerySchema.pick({
  search_term: true,
  stage: true,
  committee_id: true,
  overdue: true,
});

const formOf = (filter: QueueFilterText): FilterForm => ({
  search_term: filter.search_term ?? '',
  stage: filter.stage ?? '',
  committee_id: filter.committee_id ?? '',
  overdue: filter.overdue === 'true',
});

type QueueFiltersProps = FilterFormProps<QueueFilterText>;

/**
 * The queue's search and filters, checked by the shared schema the server applies: Apply shows
 * the first page they let through, Clear the whole queue.
 */
export function QueueFilters({ filter, onApply, error }: QueueFiltersProps) {
  const { form, errors, apply, clear } = useFilterForm({
    filter,
    formOf,
    filterOf: ({ overdue, ...values }: FilterForm) =>
      queueAddressing.filterOf({ ...values, overdue: overdue ? 'true' : null }),
    schema: FilterSchema,
    onApply,
    error,
  });
  const committees = useApplicationOptions()?.committees ?? [];
  return (
    <form onSubmit={apply} noValidate role="search" aria-label="Filter the applications">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md" verticalSpacing="sm">
        <TextInput
          label="Search"
          description="Reference, organisation or project"
          {...form.register('search_term')}
          error={errors.search_term?.message}
        />
        <FilterSelect
          control={form.control}
          name="stage"
          label="Stage"
          data={stageOptions}
          error={errors.stage?.message}
        />
        {/* The committees come to whoever may assign; others have none to filter by. */}
        {committees.length > 0 && (
          <FilterSelect
            control={form.control}
            name="committee_id"
            label="Committee"
            data={committees.map(({ id, name }) => ({ value: String(id), label: name }))}
            error={errors.committee_id?.message}
          />
        )}
      </SimpleGrid>
      <Checkbox mt="md" label="Overdue only" {...form.register('overdue')} />
      <FilterActions onClear={clear} />
    </form>
  );
}
