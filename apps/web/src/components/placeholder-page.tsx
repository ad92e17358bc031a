import { Stack, Text, Title } from '@mantine/core';

type PlaceholderPageProps = {
  title: string;
  issue?: { number: number; title: string };
};

/** Stands in for a screen that a later issue builds, so every route already exists. */
export function PlaceholderPage({ title, issue }: PlaceholderPageProps) {
  return (
    <Stack gap="sm" py="xl">
      <Title order={1}>{title}</Title>
      {issue && (
        <Text>
          This screen arrives with issue #{issue.number}: {issue.title}
        </Text>
      )}
    </Stack>
  );
}
