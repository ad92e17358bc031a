import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { isRouteErrorResponse, useRouteError } from 'react-router';

/** Last resort for an error thrown while loading or rendering a route (e.g. a chunk gone after a deploy). */
export function RouteError() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : 'The page could not be shown.';
  return (
    <Center component="main" mih="100vh" p="md">
      <Stack align="center" gap="md" ta="center">
        <Title order={1}>Something went wrong</Title>
        <Text>{detail}</Text>
        <Button onClick={() => window.location.reload()}>Reload the page</Button>
      </Stack>
    </Center>
  );
}
