import { Stack, Title } from '@mantine/core';
import { RecordLoader, type RecordLoaderProps } from './record-loader';
import { UnbrokenReference } from './unbroken-reference';

type ReferencePageProps<T> = RecordLoaderProps<T> & {
  /** What the heading calls the record before its reference ('Invoice'). */
  title: string;
  reference: (record: T) => string;
  gap?: 'md' | 'lg';
};

/**
 * A record known by its reference (an application, an invoice): its heading names it, the
 * reference never broken across lines, then the record once loaded.
 */
export function ReferencePage<T>({
  title,
  reference,
  gap = 'md',
  children,
  ...loader
}: ReferencePageProps<T>) {
  const { data } = loader.query;
  return (
    <Stack gap={gap}>
      {/* A phone fits a reference whole on a line at the size of a second-level heading. */}
      <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
        {title}
        {data !== undefined && (
          <>
            {' '}
            <UnbrokenReference reference={reference(data)} fitted />
          </>
        )}
      </Title>
      <RecordLoader {...loader}>{children}</RecordLoader>
    </Stack>
  );
}
