import { zodResolver } from '@hookform/resolvers/zod';
import type { ChangeEvent } from 'react';
import {
  useForm,
  type FieldPath,
  type FieldValues,
  type UseFormProps,
  type UseFormReturn,
} from 'react-hook-form';
import type { z } from 'zod';
import { ApiError } from './http-client';
import { notify } from './toast';

export type SchemaForm<I extends FieldValues, O extends FieldValues> = UseFormReturn<I, unknown, O>;

// The helpers below only read and set fields, so any form's types will do.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyForm<T extends FieldValues> = UseFormReturn<T, any, any>;

/**
 * A react-hook-form form validated by a shared zod schema, the very one the server applies: the
 * inputs hold the schema's input type, a valid submit hands over its output. Mode 'all' validates
 * on every change and blur, so `isValid` (which disables submit; docs/product.md, "Validation") is
 * always current.
 */
export function useSchemaForm<I extends FieldValues, O extends FieldValues>(
  schema: z.ZodType<O, I>,
  options: Omit<UseFormProps<I, unknown, O>, 'resolver' | 'mode'>,
): SchemaForm<I, O> {
  return useForm<I, unknown, O>({ ...options, resolver: zodResolver(schema), mode: 'all' });
}

/**
 * Counts a changed field as touched, as Angular's "dirty" does: a form shows errors once a field is
 * touched *or changed* (docs/product.md, "Validation"), and typing then erasing a value must still
 * say it is required.
 */
export function markChanged<T extends FieldValues>(form: AnyForm<T>, name: FieldPath<T>): void {
  if (!form.getFieldState(name).isTouched) {
    form.setValue(name, form.getValues(name), { shouldTouch: true });
  }
}

/** The message to show under a field: only once it was touched or changed, or after a submit. */
export function fieldError<T extends FieldValues>(
  form: AnyForm<T>,
  name: FieldPath<T>,
): string | undefined {
  // Reading through `formState` subscribes the component to these parts of the state.
  const { error, isTouched } = form.getFieldState(name, form.formState);
  return isTouched || form.formState.isSubmitted ? error?.message : undefined;
}

/**
 * Props for a Mantine text, password, textarea or checkbox input bound to a form field. `deps`
 * are fields whose rules read this one (a password's confirmation), checked again when it changes.
 */
export function bindInput<T extends FieldValues>(
  form: AnyForm<T>,
  name: FieldPath<T>,
  deps?: FieldPath<T>[],
) {
  const registered = form.register(name, deps ? { deps } : {});
  return {
    ...registered,
    onChange: async (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      await registered.onChange(event);
      markChanged(form, name);
    },
    error: fieldError(form, name),
  };
}

/** The value at a dotted path such as `committees.0.role`; undefined when the path leads nowhere. */
function valueAt(values: unknown, path: string[]): unknown {
  let value = values;
  for (const key of path) {
    if (typeof value !== 'object' || value === null || !(key in value)) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/**
 * The field of the form that shows a server message about `key`: the key itself when an input is
 * bound to it, else the nearest enclosing list the form shows as a whole (the committees of the
 * user form show one message for all their lines). Undefined when the form shows none of them,
 * as for the record's id, which has no input.
 */
function fieldShowing<T extends FieldValues>(form: AnyForm<T>, key: string): string | undefined {
  const mounted = form.control._names.mount;
  const values = form.getValues();
  const path = key.split('.');
  for (let length = path.length; length > 0; length -= 1) {
    const name = path.slice(0, length).join('.');
    if (mounted.has(name) || Array.isArray(valueAt(values, path.slice(0, length)))) return name;
  }
  return undefined;
}

/**
 * Puts a 422 answer's field messages under their fields; the HTTP client has already toasted the
 * answer's own message. A message about a field the form does not show is toasted too, so that no
 * reason for a refusal goes unsaid. A form's error summary takes the focus (record 0044); a form
 * without one, a list's filters, asks for its first field to take it (record 0011).
 */
export function showServerErrors<T extends FieldValues>(
  form: AnyForm<T>,
  error: unknown,
  { focusFirst = false }: { focusFirst?: boolean } = {},
): void {
  if (!(error instanceof ApiError) || !error.errors) return;
  const shown = new Set<string>();
  for (const [key, messages] of Object.entries(error.errors)) {
    const message = messages[0];
    if (!message) continue;
    const field = fieldShowing(form, key);
    if (!field) {
      messages.forEach((unshown) => notify.error(unshown));
      continue;
    }
    // Several lines of one list share its single message: the first says what is wrong.
    if (shown.has(field)) continue;
    form.setError(
      field as FieldPath<T>,
      { type: 'server', message },
      { shouldFocus: focusFirst && !shown.size },
    );
    shown.add(field);
  }
}

/**
 * A submit handler that runs `submit` with the valid values. A failed call was already reported
 * by the HTTP client; its field errors go under the fields. Anything else is a bug: rethrown.
 */
export function submitWith<T extends FieldValues, O>(
  form: UseFormReturn<T, unknown, O>,
  submit: (values: O) => Promise<void>,
) {
  return form.handleSubmit(async (values) => {
    try {
      await submit(values);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      showServerErrors(form, error);
    }
  });
}
