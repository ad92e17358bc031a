import {
  CONNECTION_STATUS_LABELS,
  CONNECTION_STATUSES,
  UTILITY_SERVICE_LABELS,
  UTILITY_SERVICES,
} from '@portal/shared/utilities';
import { FilterFormFrame } from '@web/components/data-table/filter-form-frame';
import { FilterInput } from '@web/components/data-table/filter-input';
import { FilterSelect } from '@web/components/data-table/filter-select';
import { useAddressFilterForm } from '@web/components/data-table/use-address-filter-form';
import type { FilterFormProps } from '@web/components/data-table/use-filter-form';
import { optionsOf } from '@web/lib/options';
import { connectionAddressing, type ConnectionFilterText } from '../connection-address';

const serviceOptions = optionsOf(UTILITY_SERVICES, UTILITY_SERVICE_LABELS);
const statusOptions = optionsOf(CONNECTION_STATUSES, CONNECTION_STATUS_LABELS);

/** Search by connection number, parcel or holder; narrow by service and status. */
export function ConnectionFilters(props: FilterFormProps<ConnectionFilterText>) {
  const filters = useAddressFilterForm({ ...props, addressing: connectionAddressing });
  const { form } = filters;
  return (
    <FilterFormFrame label="Filter the connections" filters={filters} cols={{ base: 1, sm: 3 }}>
      <FilterInput
        form={form}
        name="search_term"
        label="Search"
        description="Connection number, parcel or holder"
      />
      <FilterSelect form={form} name="service" label="Service" data={serviceOptions} />
      <FilterSelect form={form} name="status" label="Status" data={statusOptions} />
    </FilterFormFrame>
  );
}
