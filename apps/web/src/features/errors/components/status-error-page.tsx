import { Text, Title } from '@mantine/core';
import { ErrorLayout } from './error-layout';

type StatusErrorPageProps = { status: string; statusText: string };

/**
 * Where the HTTP client sends the user for a status it has no toast for (docs/product.md,
 * "Errors").
 */
export function StatusErrorPage({ status, statusText }: StatusErrorPageProps) {
  return (
    <ErrorLayout>
      <Title order={1} fz={72} lh={1} c="brand.7">
        {status}
      </Title>
      <Text fz="xl">{statusText}</Text>
    </ErrorLayout>
  );
}
