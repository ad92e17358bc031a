import { NotFoundPage } from '../../../features/errors/components/not-found-page';

export function Component() {
  return <NotFoundPage />;
}
