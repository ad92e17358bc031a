import { RecordEditPage } from '@web/components/record-edit-page';
import { useConnection } from '@web/features/utility-connections/api/get-connection';
import { ConnectionEditForm } from '@web/features/utility-connections/components/connection-edit-form';
import { utilityConnectionPaths } from '@web/features/utility-connections/paths';

/** An open connection's class, sewerage and holder; a closed one says it is kept as it was. */
export function Component() {
  return (
    <RecordEditPage
      title="Edit connection"
      width={640}
      useRecord={useConnection}
      noun="connection"
      back={{ to: utilityConnectionPaths.list, label: 'Back to connections' }}
    >
      {(connection) => <ConnectionEditForm connection={connection} />}
    </RecordEditPage>
  );
}
