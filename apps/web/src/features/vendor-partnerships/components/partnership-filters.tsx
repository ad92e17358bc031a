import {
  PARTNERSHIP_QUEUES,
  PARTNERSHIP_STATUS_LABELS,
  PARTNERSHIP_STATUSES,
} from '@portal/shared/vendor-partnership-words';
import { FilterFormFrame } from '@web/components/data-table/filter-form-frame';
import { FilterInput } from '@web/components/data-table/filter-input';
import { FilterSelect } from '@web/components/data-table/filter-select';
import { useAddressFilterForm } from '@web/components/data-table/use-address-filter-form';
import type { FilterFormProps } from '@web/components/data-table/use-filter-form';
import { optionsOf } from '@web/lib/options';
import { partnershipAddressing, type PartnershipFilterText } from '../api/partnerships';
import { QUEUE_LABELS } from '../words';

const statusOptions = optionsOf(PARTNERSHIP_STATUSES, PARTNERSHIP_STATUS_LABELS);
const attentionOptions = [{ value: 'true', label: 'Only those needing attention' }];
const waitingOptions = optionsOf(PARTNERSHIP_QUEUES, QUEUE_LABELS);

/**
 * Search by vendor or application reference; narrow by status, to those needing attention, or to
 * those waiting for a step.
 */
export function PartnershipFilters(props: FilterFormProps<PartnershipFilterText>) {
  const filters = useAddressFilterForm({ ...props, addressing: partnershipAddressing });
  const { form } = filters;
  return (
    <FilterFormFrame label="Filter the partnerships" filters={filters} cols={{ base: 1, sm: 2 }}>
      <FilterInput
        form={form}
        name="search_term"
        label="Search"
        description="Vendor or application reference"
      />
      <FilterSelect form={form} name="status" label="Status" data={statusOptions} />
      <FilterSelect form={form} name="attention" label="Attention" data={attentionOptions} />
      <FilterSelect form={form} name="waiting" label="Waiting for" data={waitingOptions} />
    </FilterFormFrame>
  );
}
