import { useEffect } from 'react';
import { useForm, type FieldPath, type FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { showServerErrors } from '@web/lib/form';

/** What a list's filter form is given by its screen. */
export type FilterFormProps<Filter> = {
  /** The filters on screen, from the address. */
  filter: Filter;
  onApply: (filter: Filter) => void;
  /** The last load's failure: a 422's field messages show under their fields. */
  error: unknown;
};

type FilterFormOptions<Form extends FieldValues, Filter> = FilterFormProps<Filter> & {
  /** The form's values for a filter; for no filter, the cleared form. */
  formOf: (filter: Filter | Record<string, never>) => Form;
  /** The filter the form's values make, as the address holds it. */
  filterOf: (values: Form) => Filter;
  /** The shared schema the server applies, to refuse a filter before asking; none where the
   * server alone checks. */
  schema?: z.ZodType;
};

/**
 * A list's filter form (record 0026): it follows the address, so reload, Back or a shared link
 * show the filters of the rows listed; Apply shows the first page they let through, Clear the
 * whole list; a refusal, the schema's or the server's, shows under its field.
 */
export function useFilterForm<Form extends FieldValues, Filter>({
  filter,
  formOf,
  filterOf,
  schema,
  onApply,
  error,
}: FilterFormOptions<Form, Filter>) {
  const form = useForm<Form>({ values: formOf(filter) });
  useEffect(() => showServerErrors(form, error, { focusFirst: true }), [form, error]);

  const apply = form.handleSubmit((values) => {
    const typed = filterOf(values);
    const checked = schema?.safeParse(typed);
    if (!checked || checked.success) return onApply(typed);
    for (const issue of checked.error.issues) {
      form.setError(issue.path[0] as FieldPath<Form>, { type: 'schema', message: issue.message });
    }
  });
  const clear = () => {
    form.reset(formOf({}));
    onApply(filterOf(formOf({})));
  };
  return { form, errors: form.formState.errors, apply, clear };
}
