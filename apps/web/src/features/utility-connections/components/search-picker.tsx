import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import { fieldError, markChanged, type AnyForm } from '@web/lib/form';

/** A record to pick: its id, which the field holds, and the words that tell it apart. */
export type Choice = { value: number; label: string };

type SearchPickerProps<T extends FieldValues> = {
  form: AnyForm<T>;
  /** A field holding the chosen record's id. */
  name: FieldPath<T>;
  label: string;
  description: string;
  placeholder: string;
  /** The records matching what was typed, as the server finds them (a page of them). */
  useMatches: (term: string) => Choice[] | undefined;
  /** The record chosen already (an edit's), shown before anything is typed. */
  initial?: Choice | undefined;
};

// Long enough for a word typed at speed to be asked once.
const TYPING_PAUSE_MS = 250;

/**
 * A select among many records (the register's 350 parcels, every user) that asks the server for
 * those matching the letters typed, rather than loading them all; the chosen one stays offered.
 */
export function SearchPicker<T extends FieldValues>({
  form,
  name,
  label,
  description,
  placeholder,
  useMatches,
  initial,
}: SearchPickerProps<T>) {
  const [search, setSearch] = useState(initial?.label ?? '');
  const [chosen, setChosen] = useState<Choice | undefined>(initial);
  const [term] = useDebouncedValue(search, TYPING_PAUSE_MS);
  // The chosen record's own words in the box ask for nothing new: the first page stays offered.
  const matches = useMatches(chosen && term === chosen.label ? '' : term.trim()) ?? [];
  const offered = chosen && !matches.some((match) => match.value === chosen.value) ? [chosen] : [];
  const data = [...offered, ...matches].map((match) => ({
    value: String(match.value),
    label: match.label,
  }));
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <Select
          label={label}
          description={description}
          placeholder={placeholder}
          required
          searchable
          searchValue={search}
          onSearchChange={setSearch}
          // The server has matched them already, on more than the words shown.
          filter={({ options }) => options}
          nothingFoundMessage="Nothing matches: try fewer or other letters."
          data={data}
          value={field.value === undefined || field.value === null ? null : String(field.value)}
          onChange={(value, option) => {
            field.onChange(value === null ? undefined : Number(value));
            setChosen(
              value === null || !option ? undefined : { value: Number(value), label: option.label },
            );
            markChanged(form, name);
          }}
          onBlur={field.onBlur}
          ref={field.ref}
          data-field={name}
          error={fieldError(form, name)}
        />
      )}
    />
  );
}
