import { Skeleton, SimpleGrid } from '@mantine/core';

type SectionSkeletonProps = { label: string; blocks: number; height: number };

/**
 * A dashboard section's one loading indicator: grey blocks where its cards will be, so the page
 * does not jump when they arrive.
 */
export function SectionSkeleton({ label, blocks, height }: SectionSkeletonProps) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} role="status" aria-label={label}>
      {Array.from({ length: blocks }, (_, index) => (
        <Skeleton key={index} height={height} radius="md" />
      ))}
    </SimpleGrid>
  );
}
