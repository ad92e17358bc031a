import { Button, Group, Select, SimpleGrid, TextInput } from '@mantine/core';
import {
  AUDIT_ACTIONS,
  AUDIT_FILTER_KEYS,
  AUDIT_RECORD_TYPES,
  AuditFilterSchema,
  type AuditFilter,
} from '@portal/shared/audit';
import { useEffect, type ReactNode } from 'react';
import { Controller, useForm, type FieldPath } from 'react-hook-form';
import { showServerErrors } from '../../../lib/form';
import { filterOf, type AuditFilterText } from '../audit-address';
import { actionLabels, recordTypeLabels } from '../audit-labels';

type FilterForm = Record<keyof AuditFilter, string>;

const actionOptions = AUDIT_ACTIONS.map((value) => ({ value, label: actionLabels[value] }));
const typeOptions = AUDIT_RECORD_TYPES.map((value) => ({ value, label: recordTypeLabels[value] }));

const formOf = (filter: AuditFilterText): FilterForm =>
  Object.fromEntries(AUDIT_FILTER_KEYS.map((key) => [key, filter[key] ?? ''])) as FilterForm;

type AuditFiltersProps = {
  /** The filters on screen, from the address. */
  filter: AuditFilterText;
  onApply: (filter: AuditFilterText) => void;
  /** The last load's failure: a 422's field messages show under their fields. */
  error: unknown;
  /** Beside Apply and Clear: the download of what the filters let through. */
  children?: ReactNode;
};

/**
 * The audit trail's filters, every one optional, checked by the shared schema the server applies
 * (record 0029): Apply shows the first page they let through, Clear the whole trail.
 */
export function AuditFilters({ filter, onApply, error, children }: AuditFiltersProps) {
  // Follows the address: reload, Back or a shared link show the filters of the events listed.
  const form = useForm<FilterForm>({ values: formOf(filter) });
  const { errors } = form.formState;
  useEffect(() => showServerErrors(form, error), [form, error]);

  const apply = form.handleSubmit((values) => {
    const typed = filterOf(values);
    const checked = AuditFilterSchema.safeParse(typed);
    if (checked.success) return onApply(typed);
    for (const issue of checked.error.issues) {
      const field = issue.path[0] as FieldPath<FilterForm>;
      form.setError(field, { type: 'schema', message: issue.message });
    }
  });
  const clear = () => {
    form.reset(formOf({}));
    onApply({});
  };
  const select = (
    name: 'action' | 'record_type',
    label: string,
    data: { value: string; label: string }[],
  ) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <Select
          label={label}
          placeholder="Any"
          data={data}
          searchable
          clearable
          value={field.value || null}
          onChange={(value) => field.onChange(value ?? '')}
          onBlur={field.onBlur}
          ref={field.ref}
          error={errors[name]?.message}
        />
      )}
    />
  );

  return (
    <form onSubmit={apply} noValidate role="search" aria-label="Filter the audit trail">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md" verticalSpacing="sm">
        <TextInput
          label="Actor id"
          inputMode="numeric"
          {...form.register('actor_id')}
          error={errors.actor_id?.message}
        />
        {select('action', 'Action', actionOptions)}
        {select('record_type', 'Record type', typeOptions)}
        <TextInput
          label="Record id"
          inputMode="numeric"
          {...form.register('record_id')}
          error={errors.record_id?.message}
        />
        <TextInput
          type="date"
          label="From (UTC day)"
          {...form.register('from')}
          error={errors.from?.message}
        />
        <TextInput
          type="date"
          label="To (UTC day)"
          {...form.register('to')}
          error={errors.to?.message}
        />
      </SimpleGrid>
      <Group mt="md" gap="xs" justify="space-between">
        <Group gap="xs">
          <Button type="submit">Apply</Button>
          <Button variant="default" onClick={clear}>
            Clear
          </Button>
        </Group>
        {children}
      </Group>
    </form>
  );
}
