import { Skeleton, SimpleGrid, type SimpleGridProps } from '@mantine/core';

type SectionSkeletonProps = {
  label: string;
  blocks: number;
  height: number;
  /** The columns of the cards it stands for. */
  cols?: SimpleGridProps['cols'];
};

/**
 * A dashboard section's one loading indicator: grey blocks where its cards will be, so the page
 * does not jump when they arrive.
 */
export function SectionSkeleton({
  label,
  blocks,
  height,
  cols = { base: 1, sm: 2, lg: 3 },
}: SectionSkeletonProps) {
  return (
    <SimpleGrid cols={cols} role="status" aria-label={label}>
      {Array.from({ length: blocks }, (_, index) => (
        <Skeleton key={index} height={height} radius="md" />
      ))}
    </SimpleGrid>
  );
}
