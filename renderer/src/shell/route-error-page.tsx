import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { NotFoundPage } from './not-found-page';

/**
 * What a route shows when its loader or screen fails. A 404 from a loader (an unknown guardian id) is the
 * not-found screen; anything else, typically a screen chunk that failed to download after a new release,
 * is fixed by reloading.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <NotFoundPage />;
  }
  return (
    <Center mih="70vh" px="md">
      <Stack align="center" gap="md" maw={520} ta="center">
        <Title order={1}>This page could not be loaded</Title>
        <Text size="lg" c="dimmed">
          Check your connection, then reload to try again.
        </Text>
        <Button size="md" onClick={() => window.location.reload()}>
          Reload page
        </Button>
      </Stack>
    </Center>
  );
}
