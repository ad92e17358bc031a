import { RecordEditPage } from '../../../components/record-edit-page';
import { useApiKey } from '../../../features/api-keys/api/get-api-key';
import { ApiKeyForm } from '../../../features/api-keys/components/api-key-form';
import { apiKeyPaths } from '../../../features/api-keys/paths';

export function Component() {
  return (
    <RecordEditPage
      title="Edit API"
      width={520}
      useRecord={useApiKey}
      noun="API key"
      back={{ to: apiKeyPaths.list, label: 'Back to APIs' }}
    >
      {(apiKey) => <ApiKeyForm apiKey={apiKey} />}
    </RecordEditPage>
  );
}
