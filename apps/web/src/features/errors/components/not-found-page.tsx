import { Text, Title } from '@mantine/core';
import { ErrorLayout } from './error-layout';

export function NotFoundPage() {
  return (
    <ErrorLayout>
      <Text fz={64} fw={700} lh={1} aria-hidden="true">
        404
      </Text>
      <Title order={1}>Oops! Page not found</Title>
    </ErrorLayout>
  );
}
