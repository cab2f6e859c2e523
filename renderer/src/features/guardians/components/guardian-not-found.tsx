import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';

/** Spec 5 and 8: an unknown guardian id toasts 'Guardian Not Found', sends the visitor to /profile and shows this panel meanwhile. */
export function GuardianNotFound({ requestedId }: { requestedId: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    notifications.show({ id: 'guardian-not-found', title: 'Guardian Not Found', message: `the guardian "${requestedId}" was not found`, color: 'red' });
    void navigate('/profile', { replace: true });
  }, [navigate, requestedId]);

  return (
    <Center mih="50vh" px="md">
      <Stack align="center" ta="center" gap="md">
        <Title order={1}>Guardian Not Found</Title>
        <Text c="dimmed">The requested guardian could not be found.</Text>
        <Button component={Link} to="/profile">
          Return to Profile
        </Button>
      </Stack>
    </Center>
  );
}
