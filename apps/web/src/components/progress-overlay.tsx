import { LoadingOverlay } from '@mantine/core';
import { useProgressCount } from '../lib/progress';

/** Covers the page while any request is in flight (docs/product.md, "Calls and answers"). */
export function ProgressOverlay() {
  const count = useProgressCount();
  if (count === 0) return null;
  return (
    <div role="progressbar" aria-label="Loading" aria-busy="true">
      <LoadingOverlay visible pos="fixed" zIndex={1000} overlayProps={{ blur: 1 }} />
    </div>
  );
}
