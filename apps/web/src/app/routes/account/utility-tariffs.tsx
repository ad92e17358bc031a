import { useQueryClient } from '@tanstack/react-query';
import type { UtilityTariff } from '@portal/shared/utility-tariffs';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { FilteredListPage } from '@web/components/data-table/filtered-list-page';
import { RowActions } from '@web/components/data-table/row-actions';
import { useConfirmDelete } from '@web/components/use-confirm-delete';
import { deleteUtilityTariff } from '@web/features/utility-tariffs/api/delete-utility-tariff';
import {
  useUtilityTariffs,
  utilityTariffsListKey,
} from '@web/features/utility-tariffs/api/get-utility-tariffs';
import { tariffColumns } from '@web/features/utility-tariffs/components/tariff-columns';
import { TariffFilters } from '@web/features/utility-tariffs/components/tariff-filters';
import { utilityTariffPaths } from '@web/features/utility-tariffs/paths';

// What Edit and Delete take in the Action column, as ListPage counts them.
const ACTIONS_WIDTH = 132;

const nameOf = (tariff: UtilityTariff) =>
  `${tariff.service} ${tariff.customer_class} from ${tariff.effective_from}`;

/**
 * The tariff versions, newest effective first (docs/product.md, "Utilities"): one that has charged
 * no bill may be changed or deleted; a change of price after billing is a newer version.
 */
export function Component() {
  const tariffs = useUtilityTariffs();
  const queryClient = useQueryClient();
  const deletion = useConfirmDelete(
    (tariff: UtilityTariff) => deleteUtilityTariff(tariff.id),
    () => void queryClient.invalidateQueries({ queryKey: utilityTariffsListKey }),
  );
  const actions = (tariff: UtilityTariff) =>
    tariff.billed ? null : (
      <RowActions
        name={nameOf(tariff)}
        editPath={utilityTariffPaths.edit(tariff.id)}
        onDelete={() => deletion.ask(tariff)}
      />
    );
  return (
    <FilteredListPage
      title="Tariffs"
      list={tariffs}
      filters={
        <TariffFilters filter={tariffs.filter} onApply={tariffs.apply} error={tariffs.error} />
      }
      addPath={utilityTariffPaths.create}
      columns={tariffColumns}
      actions={actions}
      actionsWidth={ACTIONS_WIDTH}
      empty={{
        filtered: 'No version of this tariff yet. Clear the filters to see every tariff.',
        none: 'No tariff yet: add the first version of each.',
      }}
    >
      <ConfirmDialog {...deletion.dialog} />
    </FilteredListPage>
  );
}
