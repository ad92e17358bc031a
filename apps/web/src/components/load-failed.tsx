import { Button, Stack, Text } from '@mantine/core';

type LoadFailedProps = { message: string; onRetry: () => void };

/**
 * In place of what could not be loaded: word of it and a way to ask again, since queries are not
 * retried behind the user's back (decision record 0027). Why it failed was toasted by the HTTP
 * client.
 */
export function LoadFailed({ message, onRetry }: LoadFailedProps) {
  return (
    <Stack align="flex-start">
      <Text>{message}</Text>
      <Button variant="default" onClick={onRetry}>
        Try again
      </Button>
    </Stack>
  );
}
