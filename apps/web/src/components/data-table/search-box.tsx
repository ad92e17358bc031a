import { Button, Group, TextInput } from '@mantine/core';
import { useEffect, useRef, type FormEvent } from 'react';
import { SearchSchema } from '@portal/shared/pagination';
import { SubmitButton } from '../submit-button';
import { bindInput, submitWith, useSchemaForm } from '@web/lib/form';

type SearchBoxProps = {
  /** The search landmark's and the input's accessible name: 'Search roles'. */
  label: string;
  /** Runs the search; a failed call was reported by the HTTP client. */
  onSearch: (term: string) => Promise<void>;
  /** The term of the search on screen, if any: the box shows it and offers to clear it. */
  term: string | undefined;
  onClear: () => void;
};

/**
 * A list's search box: search_term required (docs/product.md, "Validation"), checked by the shared
 * schema.
 */
export function SearchBox({ label, onSearch, term, onClear }: SearchBoxProps) {
  const form = useSchemaForm(SearchSchema, { defaultValues: { search_term: term ?? '' } });
  // Follows the address when something else changed it (Back, a link): the address catching up
  // with this box's own search or Clear must not wipe what was typed since.
  const asked = useRef(term);
  useEffect(() => {
    if (term === asked.current) return;
    asked.current = term;
    form.reset({ search_term: term ?? '' });
  }, [term, form]);
  // Made at submit time, not during render, as it notes the term asked for.
  const onSubmit = (event: FormEvent<HTMLFormElement>) =>
    submitWith(form, ({ search_term }) => {
      asked.current = search_term;
      return onSearch(search_term);
    })(event);
  const clear = () => {
    asked.current = undefined;
    form.reset({ search_term: '' });
    onClear();
  };

  return (
    <form onSubmit={onSubmit} noValidate role="search" aria-label={label}>
      <Group align="flex-start" gap="xs" wrap="nowrap">
        <TextInput
          type="search"
          aria-label={label}
          placeholder="Search..."
          // On a phone the input narrows, never the buttons, whose words would be cut.
          miw={0}
          required
          {...bindInput(form, 'search_term')}
        />
        <SubmitButton form={form} flex="none">
          Search
        </SubmitButton>
        {term !== undefined && (
          <Button variant="default" onClick={clear} flex="none">
            Clear
          </Button>
        )}
      </Group>
    </form>
  );
}
