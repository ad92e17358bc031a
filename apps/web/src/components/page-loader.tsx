import { Center, Loader } from '@mantine/core';

/** Shown while a route's code or data loads for the first time. */
export function PageLoader() {
  return (
    <Center mih="60vh" role="status" aria-label="Loading page">
      <Loader />
    </Center>
  );
}
