import { Loader } from '@mantine/core';
import type { ReactNode } from 'react';
import { LoadFailed } from './load-failed';

type SectionLoaderProps<T> = {
  query: { data: T | undefined; isError: boolean; refetch: () => unknown };
  /** What the section shows, as a phrase: 'your sessions'. */
  what: string;
  children: (data: T) => ReactNode;
};

/**
 * A section of a page that loads on its own: a progress indicator, then its content, or word that
 * it could not be loaded with a way to ask again (record 0027).
 */
export function SectionLoader<T>({ query, what, children }: SectionLoaderProps<T>) {
  if (query.data !== undefined) return children(query.data);
  if (query.isError) {
    const message = `${what[0]!.toUpperCase()}${what.slice(1)} could not be loaded.`;
    return <LoadFailed message={message} onRetry={() => void query.refetch()} />;
  }
  return <Loader aria-label={`Loading ${what}`} />;
}
