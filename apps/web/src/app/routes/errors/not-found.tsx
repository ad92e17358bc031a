import { PublicShell } from '@web/features/shell/components/public-shell';
import { NotFoundPage } from '@web/features/errors/components/not-found-page';

export function Component() {
  return (
    <PublicShell>
      <NotFoundPage />
    </PublicShell>
  );
}
