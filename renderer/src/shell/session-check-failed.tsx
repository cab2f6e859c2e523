import { Alert, Button, Container, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { SESSION_QUERY_KEY } from '../identity/api/get-session';

/**
 * A guarded page when the server could not say who is signed in (unreachable or overloaded): the page asked for stays
 * the address, and the customer can ask again, rather than being sent to sign in with an account they are signed in to.
 */
export function SessionCheckFailed() {
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState(false);
  const askAgain = async () => {
    setAsking(true);
    try {
      await queryClient.refetchQueries({ queryKey: SESSION_QUERY_KEY });
    } finally {
      setAsking(false);
    }
  };
  return (
    <Container size={560} py="xl" px="md">
      <Alert color="yellow" title="We could not check your sign-in" role="alert">
        <Stack gap="sm" align="flex-start">
          <Text size="sm">The Guardians server did not answer. Your account is safe; please check your connection and try again.</Text>
          <Button onClick={() => void askAgain()} loading={asking}>
            Try again
          </Button>
        </Stack>
      </Alert>
    </Container>
  );
}
