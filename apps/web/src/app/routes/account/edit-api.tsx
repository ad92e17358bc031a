import { RecordEditPage } from '@web/components/record-edit-page';
import { useApiKey } from '@web/features/api-keys/api/get-api-key';
import { ApiKeyForm } from '@web/features/api-keys/components/api-key-form';
import { apiKeyPaths } from '@web/features/api-keys/paths';

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
