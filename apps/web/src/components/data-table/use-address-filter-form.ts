import type { z } from 'zod';
import type { FilterAddressing, FilterText } from './filter-address';
import { useFilterForm, type FilterFormProps } from './use-filter-form';

type AddressFilterFormOptions<Key extends string> = FilterFormProps<FilterText<Key>> & {
  /** The list's parameters, as the address and the server name them. */
  addressing: FilterAddressing<Key>;
  /** The shared schema the server applies; none where the server alone checks. */
  schema?: z.ZodType;
};

/** Each parameter as text, '' where unset. */
type FilterForm<Key extends string> = Record<Key, string>;

/** A filter form with a text field for each of the address's parameters, empty where unset. */
export function useAddressFilterForm<Key extends string>({
  addressing,
  ...options
}: AddressFilterFormOptions<Key>) {
  return useFilterForm({
    ...options,
    formOf: (filter: FilterText<Key> | Record<string, never>) =>
      Object.fromEntries(addressing.keys.map((key) => [key, filter[key] ?? ''])) as FilterForm<Key>,
    filterOf: addressing.filterOf,
  });
}
