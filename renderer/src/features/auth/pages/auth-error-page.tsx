import { Alert, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { clearAuthError, readAuthError } from '../../../identity/auth-error-record';

/** /auth-error: the stored auth error record (spec 3) in the words of spec 8. */
export function AuthErrorPage() {
  const [record] = useState(() => readAuthError(window.sessionStorage));
  const when = record?.timestamp ? new Date(record.timestamp) : null;

  return (
    <Container size={560} py="xl" px="md">
      <Stack gap="md">
        <Title order={1}>Sign-in Problem</Title>
        {record ? (
          <Alert color="red" title="Sign-in did not complete" role="alert">
            <Stack gap={4}>
              <Text>{record.message}</Text>
              <Text size="xs" c="dimmed">
                Code {record.code}
                {when && !Number.isNaN(when.getTime()) ? ` · ${when.toLocaleString()}` : ''}
              </Text>
            </Stack>
          </Alert>
        ) : (
          <Text size="lg">No sign-in problem is recorded in this tab. If signing in did not work, please try again.</Text>
        )}
        <Group>
          <Button component={Link} to="/auth-simple" onClick={() => clearAuthError(window.sessionStorage)}>
            Try again
          </Button>
          <Button component={Link} to="/" variant="default">
            Back to home
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
