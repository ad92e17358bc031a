import { Alert, Anchor, List } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { get, useFormState, type FieldErrors, type FieldValues } from 'react-hook-form';
import { Link } from 'react-router';
import type { AnyForm } from '../lib/form';

/** A reason a submit failed, with the way to what fixes it: a field, or another page. */
export type Problem = { key: string; message: string } & (
  { to: string } | { focus: () => void; href: string }
);

type ErrorSummaryProps<T extends FieldValues> = {
  form: AnyForm<T>;
  /** Problems of fields this page does not show (an application's other steps). */
  more?: Problem[];
};

/** `a.b.c: message` for every message under `errors`, as react-hook-form nests them. */
function messagesOf(errors: FieldErrors, prefix = ''): [string, string][] {
  return Object.entries(errors).flatMap(([key, error]) => {
    if (!error || typeof error !== 'object') return [];
    const name = `${prefix}${key}`;
    if (typeof error.message === 'string') return [[name, error.message]];
    return messagesOf(error as FieldErrors, `${name}.`);
  });
}

const humanised = (name: string) => {
  const words = name
    .replace(/\.\d+\./g, ' ')
    .replaceAll('_', ' ')
    .replaceAll('.', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** The input react-hook-form holds for `name` (a plain input or a select's), if one is shown. */
function inputOf<T extends FieldValues>(form: AnyForm<T>, name: string): HTMLElement | undefined {
  // react-hook-form's own record of the element each field registered.
  const ref = (get(form.control._fields, name) as { _f?: { ref?: unknown } } | undefined)?._f?.ref;
  if (ref instanceof HTMLElement) return ref;
  // A controlled input (a select, a number, an amount) registers a stand-in rather than itself:
  // the element names its field instead.
  return document.querySelector<HTMLElement>(`[data-field="${name}"]`) ?? undefined;
}

function labelOf(input: HTMLElement | undefined, name: string): string {
  const label = (input as HTMLInputElement | undefined)?.labels?.[0]?.textContent?.trim();
  return label || input?.getAttribute('aria-label') || humanised(name);
}

/**
 * What stopped a submit, above the form (the GOV.UK error summary pattern; record 0044): each
 * field's message with a link that focuses the field. A submit that fails moves the focus here
 * and scrolls it into view, so that a phone's user sees why, whatever field is off screen.
 */
export function ErrorSummary<T extends FieldValues>({ form, more = [] }: ErrorSummaryProps<T>) {
  const { errors, isSubmitted, isSubmitSuccessful, submitCount } = useFormState({
    control: form.control,
  });
  const ref = useRef<HTMLDivElement>(null);
  const failed = isSubmitted && !isSubmitSuccessful;
  const fields: Problem[] = failed
    ? messagesOf(errors).map(([name, message]) => {
        const input = inputOf(form, name);
        return {
          key: name,
          message: `${labelOf(input, name)}: ${message}`,
          href: input?.id ? `#${input.id}` : '#',
          focus: () => {
            input?.scrollIntoView({ block: 'center' });
            input?.focus();
          },
        };
      })
    : [];
  const problems = [...more, ...fields];
  const shown = problems.length > 0;

  useEffect(() => {
    if (submitCount === 0 || !shown) return;
    ref.current?.scrollIntoView({ block: 'start' });
    ref.current?.focus({ preventScroll: true });
    // Only a new submit moves the focus: fixing a field must not pull it back here.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [submitCount]);

  if (!shown) return null;
  return (
    <Alert
      ref={ref}
      tabIndex={-1}
      mb="md"
      color="red.9"
      variant="outline"
      title="There is a problem"
      role="alert"
    >
      <List>
        {problems.map((problem) => (
          <List.Item key={problem.key}>
            {'to' in problem ? (
              <Anchor component={Link} to={problem.to}>
                {problem.message}
              </Anchor>
            ) : (
              <Anchor
                href={problem.href}
                onClick={(event) => {
                  event.preventDefault();
                  problem.focus();
                }}
              >
                {problem.message}
              </Anchor>
            )}
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
