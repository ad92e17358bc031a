import { PublicShell } from '@web/features/shell/components/public-shell';
import { useParams } from 'react-router';
import { StatusErrorPage } from '@web/features/errors/components/status-error-page';

export function Component() {
  // react-router hands params over already URL-decoded.
  const { status = '', statusText = '' } = useParams();
  return (
    <PublicShell>
      <StatusErrorPage status={status} statusText={statusText} />
    </PublicShell>
  );
}
