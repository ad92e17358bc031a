import { utilityTariffCalls } from '@portal/shared/utility-tariffs';
import { useFilteredList } from '@web/components/data-table/use-filtered-list';
import { pagedListKey } from '@web/components/data-table/use-paged-list';
import { tariffAddressing } from '../tariff-address';

/** Every page of the list, to load afresh after a write. */
export const utilityTariffsListKey = pagedListKey('utility-tariffs');

/** The versions, newest effective first, narrowed by the filters in the address. */
export const useUtilityTariffs = () =>
  useFilteredList({ call: utilityTariffCalls.list, addressing: tariffAddressing });
