import { Checkbox, Group } from '@mantine/core';
import type { z } from 'zod';
import type { FilterAddressing, FilterText } from '@web/components/data-table/filter-address';
import { FilterFormFrame } from '@web/components/data-table/filter-form-frame';
import { FilterInput } from '@web/components/data-table/filter-input';
import { FilterSelect } from '@web/components/data-table/filter-select';
import { useFilterForm, type FilterFormProps } from '@web/components/data-table/use-filter-form';

/** A filter chosen from a list: its parameter, its label and its options. */
export type QueueSelect<Key extends string> = {
  name: Key;
  label: string;
  data: { value: string; label: string }[];
};

/** A filter that is on or off: ticked, its parameter is 'true'; unticked, it is left out. */
export type QueueFlag<Key extends string> = { name: Key; label: string };

type QueueFiltersProps<Key extends string> = FilterFormProps<FilterText<Key>> & {
  /** The list's parameters, `search_term` among them, as the address and the server name them. */
  addressing: FilterAddressing<Key>;
  /** The shared schema the server applies to these parameters. */
  schema: z.ZodType;
  /** The form's accessible name: 'Filter the applications'. */
  label: string;
  /** Where the search looks: 'Reference, organisation or project'. */
  searchHint: string;
  selects: QueueSelect<Key>[];
  flags: QueueFlag<Key>[];
};

type FilterForm = Record<string, string | boolean>;

/**
 * An application queue's search and filters, checked by the shared schema the server applies:
 * Apply shows the first page they let through, Clear the whole queue. A select with no options
 * (the committees, to whoever may not assign) is left out rather than shown empty.
 */
export function QueueFilters<Key extends string>({
  addressing,
  schema,
  label,
  searchHint,
  selects,
  flags,
  ...props
}: QueueFiltersProps<Key>) {
  const isFlag = (key: string) => flags.some((flag) => flag.name === key);
  const filters = useFilterForm({
    ...props,
    schema,
    formOf: (filter: Partial<Record<string, string>>): FilterForm =>
      Object.fromEntries(
        addressing.keys.map((key) => [
          key,
          isFlag(key) ? filter[key] === 'true' : (filter[key] ?? ''),
        ]),
      ),
    filterOf: (values: FilterForm) =>
      addressing.filterOf(
        Object.fromEntries(
          Object.entries(values).map(([key, value]) => [
            key,
            typeof value === 'boolean' ? (value ? 'true' : null) : value,
          ]),
        ),
      ),
  });
  const { form } = filters;
  return (
    <FilterFormFrame
      label={label}
      filters={filters}
      cols={{ base: 1, xs: 2, md: 3 }}
      below={
        <Group mt="md" gap="lg">
          {flags.map((flag) => (
            <Checkbox key={flag.name} label={flag.label} {...form.register(flag.name)} />
          ))}
        </Group>
      }
    >
      <FilterInput form={form} name="search_term" label="Search" description={searchHint} />
      {selects
        .filter((select) => select.data.length > 0)
        .map((select) => (
          <FilterSelect
            key={select.name}
            form={form}
            name={select.name}
            label={select.label}
            data={select.data}
          />
        ))}
    </FilterFormFrame>
  );
}
