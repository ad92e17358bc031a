import { Button, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';

/** Said where a draft's form is asked for once the application has been sent, with its page. */
export function NoLongerDraft({ pagePath }: { pagePath: string }) {
  return (
    <Stack align="flex-start">
      <Text>This application is no longer a draft: it cannot be changed.</Text>
      <Button component={Link} to={pagePath}>
        Go to the application
      </Button>
    </Stack>
  );
}
