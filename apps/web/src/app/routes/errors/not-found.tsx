import { PublicShell } from '../../../features/shell/components/public-shell';
import { NotFoundPage } from '../../../features/errors/components/not-found-page';

export function Component() {
  return (
    <PublicShell>
      <NotFoundPage />
    </PublicShell>
  );
}
