import { Stack, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';

type PageSectionProps = { title: string; gap?: 'sm' | 'md'; children: ReactNode };

/** A part of a page under its second-level heading, which also names it as a region. */
export function PageSection({ title, gap = 'sm', children }: PageSectionProps) {
  const titleId = useId();
  return (
    <Stack component="section" aria-labelledby={titleId} gap={gap}>
      <Title order={2} id={titleId}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}
