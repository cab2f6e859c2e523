import { Anchor, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { OtherSignInOptions } from '../components/other-sign-in-options';

/** /auth-new: federated sign-in (Google, by redirect), with the demo and email sign-in one step away. */
export function AuthNewPage() {
  return (
    <Container size={460} py="xl" px="md">
      <Stack gap="md">
        <div>
          <Title order={1}>Sign In</Title>
          <Text c="dimmed" mt={4}>
            Use your Google account: you will go to Google to sign in and come straight back here.
          </Text>
        </div>
        <Paper withBorder p="md" radius="md">
          <OtherSignInOptions guardian="angio" />
        </Paper>
        <Text size="sm">
          Prefer email and a password?{' '}
          <Anchor component={Link} to="/auth-simple">
            Sign in or create an account with your email
          </Anchor>
        </Text>
      </Stack>
    </Container>
  );
}
