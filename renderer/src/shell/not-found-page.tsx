import { Anchor, Button, Center, Stack, Text, Title } from '@mantine/core';
import { Link, useNavigate } from 'react-router';

/** Spec section 2: shown for any path the route table does not know, and for unknown guardian ids. */
export function NotFoundPage() {
  const navigate = useNavigate();
  return (
    <Center mih="70vh" px="md">
      <Stack align="center" gap="md" maw={520} ta="center">
        <Text component="span" fz={64} fw={800} c="dimmed" aria-hidden>
          404
        </Text>
        <Title order={1}>Oops! Page Not Found</Title>
        <Text size="lg" c="dimmed">
          The guardians are still developing this part of the realm. The page you are looking for does not exist yet, or it has moved.
        </Text>
        <Button size="md" onClick={() => navigate('/')}>
          Back to Homepage
        </Button>
        <Anchor component={Link} to="/">
          Return to command center
        </Anchor>
      </Stack>
    </Center>
  );
}
