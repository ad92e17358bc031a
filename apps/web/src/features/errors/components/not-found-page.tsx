import { Text, Title } from '@mantine/core';
import { ErrorLayout } from './error-layout';

export function NotFoundPage() {
  return (
    <ErrorLayout>
      <Text fz={72} fw={800} lh={1} c="brand.7" aria-hidden="true">
        404
      </Text>
      <Title order={1}>Oops! Page not found</Title>
      <Text maw={480}>
        The address may be mistyped, or the page may have moved. Go back, or start again from the
        home page.
      </Text>
    </ErrorLayout>
  );
}
