import { Container } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { SESSION_QUERY_KEY } from '../identity/api/get-session';
import { ErrorNotice } from '../ui/query-status';

/**
 * A guarded page when the server could not say who is signed in (unreachable or overloaded): the page asked for stays
 * the address, and the customer can ask again, rather than being sent to sign in with an account they are signed in to.
 */
export function SessionCheckFailed() {
  const queryClient = useQueryClient();
  return (
    <Container size={560} py="xl" px="md">
      <ErrorNotice
        sentence="We could not check your sign-in: the Guardians server did not answer. Your account is safe; please check your connection and try again."
        onRetry={() => void queryClient.refetchQueries({ queryKey: SESSION_QUERY_KEY })}
      />
    </Container>
  );
}
