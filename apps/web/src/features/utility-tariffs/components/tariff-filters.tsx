import {
  CUSTOMER_CLASS_LABELS,
  CUSTOMER_CLASSES,
  UTILITY_SERVICE_LABELS,
  UTILITY_SERVICES,
} from '@portal/shared/utility-words';
import { FilterFormFrame } from '@web/components/data-table/filter-form-frame';
import { FilterSelect } from '@web/components/data-table/filter-select';
import { useAddressFilterForm } from '@web/components/data-table/use-address-filter-form';
import type { FilterFormProps } from '@web/components/data-table/use-filter-form';
import { optionsOf } from '@web/lib/options';
import { tariffAddressing, type TariffFilterText } from '../tariff-address';

const serviceOptions = optionsOf(UTILITY_SERVICES, UTILITY_SERVICE_LABELS);
const classOptions = optionsOf(CUSTOMER_CLASSES, CUSTOMER_CLASS_LABELS);

/** The versions of one service, one customer class, or both. */
export function TariffFilters(props: FilterFormProps<TariffFilterText>) {
  const filters = useAddressFilterForm({ ...props, addressing: tariffAddressing });
  const { form } = filters;
  return (
    <FilterFormFrame label="Filter the tariffs" filters={filters} cols={{ base: 1, xs: 2 }}>
      <FilterSelect form={form} name="service" label="Service" data={serviceOptions} />
      <FilterSelect form={form} name="customer_class" label="Customer class" data={classOptions} />
    </FilterFormFrame>
  );
}
