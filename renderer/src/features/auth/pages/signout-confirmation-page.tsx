import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useSession } from '../../../identity/session-context';

/** /signout-confirmation: where signing out lands. */
export function SignoutConfirmationPage() {
  const session = useSession();
  return (
    <Container size={520} py="xl" px="md">
      <Stack gap="md">
        <Title order={1}>You Are Signed Out</Title>
        {session.user ? (
          <Text size="lg">This browser is signed in again as {session.user.email}. Open your profile to sign out once more.</Text>
        ) : (
          <Text size="lg">Your session has ended on this device. Your rewards and assessments are kept for you.</Text>
        )}
        <Group>
          <Button component={Link} to="/auth-simple">
            Sign in again
          </Button>
          <Button component={Link} to="/" variant="default">
            Back to home
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
