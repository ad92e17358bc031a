import { Alert, Anchor } from '@mantine/core';
import { tariffMessages } from '@portal/shared/utility-tariffs';
import { Link } from 'react-router';
import { RecordEditPage } from '@web/components/record-edit-page';
import { useUtilityTariff } from '@web/features/utility-tariffs/api/get-utility-tariff';
import { TariffForm } from '@web/features/utility-tariffs/components/tariff-form';
import { utilityTariffPaths } from '@web/features/utility-tariffs/paths';

/** A version that has charged no bill, in its form; one that has says what to do instead. */
export function Component() {
  return (
    <RecordEditPage
      title="Edit tariff version"
      width={760}
      useRecord={useUtilityTariff}
      noun="tariff version"
      back={{ to: utilityTariffPaths.list, label: 'Back to tariffs' }}
    >
      {(tariff) =>
        tariff.billed ? (
          <Alert color="yellow" title="Kept as it is">
            {tariffMessages.billed}{' '}
            <Anchor component={Link} to={utilityTariffPaths.create}>
              Add a tariff version
            </Anchor>
          </Alert>
        ) : (
          <TariffForm tariff={tariff} />
        )
      }
    </RecordEditPage>
  );
}
