import { Box, Button, Code, CopyButton, Group, Text, VisuallyHidden } from '@mantine/core';
import { useId } from 'react';
import classes from '../api-docs.module.css';

type CodeExampleProps = { caption: string; code: string };

/** A labelled block of example code that scrolls sideways on a small screen, with a copy button. */
export function CodeExample({ caption, code }: CodeExampleProps) {
  const captionId = useId();
  return (
    <Box component="figure" aria-labelledby={captionId} className={classes.example}>
      <Group justify="space-between" wrap="nowrap" gap="xs" mb={4}>
        <Text id={captionId} fw={600} size="sm">
          {caption}
        </Text>
        {/* Three seconds: long enough to read on a busy machine, and for a screen reader. */}
        <CopyButton value={code} timeout={3000}>
          {({ copied, copy }) => (
            <>
              <Button
                variant="default"
                size="compact-sm"
                // The caption wraps instead: a shrunk button would cut its own label.
                flex="none"
                onClick={copy}
                aria-describedby={captionId}
              >
                {copied ? 'Copied' : 'Copy example'}
              </Button>
              {/* A changed button label is not reliably announced; a status message is. */}
              <VisuallyHidden role="status">{copied ? 'Example copied' : ''}</VisuallyHidden>
            </>
          )}
        </CopyButton>
      </Group>
      {/* Focusable so that a keyboard can scroll a block wider than the screen. */}
      <Code block tabIndex={0} className={classes.code}>
        {code}
      </Code>
    </Box>
  );
}
