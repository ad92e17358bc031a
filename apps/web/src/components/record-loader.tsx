import { Button, Center, Loader, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

export type RecordLoaderProps<T> = {
  /** The record's query: TanStack Query's result, or the parts of it read here. */
  query: { data: T | undefined; isError: boolean };
  /** Names the record in the progress indicator ("Loading role") and in the failure. */
  noun: string;
  /** A way back when the record could not be loaded, for screens that have none of their own. */
  back?: { to: string; label: string };
  children: (record: T) => ReactNode;
};

/**
 * The record a screen opens on (an edit form's, a show page's): a progress indicator until the
 * answer or an error arrives, then the record, or word that it could not be loaded. Why not was
 * toasted by the HTTP client ('Role not found.').
 */
export function RecordLoader<T>({ query, noun, back, children }: RecordLoaderProps<T>) {
  if (query.data !== undefined) return children(query.data);
  if (query.isError) {
    return (
      <Stack align="flex-start">
        <Text>This {noun} could not be loaded.</Text>
        {back && (
          <Button variant="default" component={Link} to={back.to}>
            {back.label}
          </Button>
        )}
      </Stack>
    );
  }
  return (
    <Center py="lg" role="status" aria-label={`Loading ${noun}`}>
      <Loader />
    </Center>
  );
}
