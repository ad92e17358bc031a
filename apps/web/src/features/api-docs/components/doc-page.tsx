import { Anchor, Box, List, Stack, Text, Title } from '@mantine/core';
import { useId, type ComponentType } from 'react';
import classes from '../api-docs.module.css';

/** One top-level section of a documentation page; `id` is its anchor in the contents. */
export type DocSection = { id: string; title: string; Content: ComponentType };

type DocPageProps = { title: string; sections: readonly DocSection[] };

/**
 * A documentation page: its contents as anchor links, then each section under its own heading,
 * so that a section is added by adding it to the list.
 */
export function DocPage({ title, sections }: DocPageProps) {
  const contentsId = useId();
  return (
    <Stack gap="lg">
      <Title order={1}>{title}</Title>
      <Box component="nav" aria-labelledby={contentsId}>
        <Text id={contentsId} fw={700}>
          On this page
        </Text>
        <List>
          {sections.map(({ id, title: sectionTitle }) => (
            <List.Item key={id}>
              <Anchor href={`#${id}`}>{sectionTitle}</Anchor>
            </List.Item>
          ))}
        </List>
      </Box>
      {sections.map(({ id, title: sectionTitle, Content }) => (
        <Box key={id} component="section" aria-labelledby={id}>
          <Stack gap="sm">
            <Title order={2} id={id} className={classes.anchorTarget}>
              {sectionTitle}
            </Title>
            <Content />
          </Stack>
        </Box>
      ))}
    </Stack>
  );
}
