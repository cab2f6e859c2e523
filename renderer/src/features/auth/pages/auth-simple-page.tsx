import { Alert, Button, Container, Divider, Group, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { useSession } from '../../../identity/session-context';
import { isGuardianId } from '@common/guardians';
import { CreateAccountForm } from '../components/create-account-form';
import { OtherSignInOptions } from '../components/other-sign-in-options';
import { SignInForm } from '../components/sign-in-form';

/** /auth-simple: sign in or create an account (the invitation to join the Guardian Council), Google, or the demo. */
export function AuthSimplePage() {
  const [params] = useSearchParams();
  const requested = params.get('guardian');
  const guardian = isGuardianId(requested) ? requested : 'angio';
  const startTab = params.get('mode') === 'signup' ? 'create' : 'sign-in';
  const session = useSession();

  return (
    <Container size={460} py="xl" px="md">
      <Stack gap="md">
        <div>
          <Title order={1}>Join the Guardian Council</Title>
          <Text c="dimmed" mt={4}>
            Sign in to keep your assessments, rewards and guardian conversations, or create an account to join the council.
          </Text>
        </div>
        {/* Someone already signed in (a bookmark, the back button) is told so and offered their profile; the forms stay
            for signing in with another account. */}
        {session.user && (
          <Alert color="teal" title="You are already signed in" role="status">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">Signed in as {session.user.email}. Signing in below switches to another account.</Text>
              <Group gap="xs">
                <Button component={Link} to="/profile" size="xs">
                  Go to your profile
                </Button>
                <Button component={Link} to="/marketplace" size="xs" variant="light">
                  Continue shopping
                </Button>
              </Group>
            </Stack>
          </Alert>
        )}
        <Paper withBorder p="md" radius="md">
          <Tabs defaultValue={startTab} keepMounted={false}>
            <Tabs.List grow mb="md">
              <Tabs.Tab value="sign-in">Sign in</Tabs.Tab>
              <Tabs.Tab value="create">Create account</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="sign-in">
              <SignInForm />
            </Tabs.Panel>
            <Tabs.Panel value="create">
              <CreateAccountForm initialGuardian={guardian} />
            </Tabs.Panel>
          </Tabs>
          <Divider my="md" label="or" labelPosition="center" />
          <OtherSignInOptions guardian={guardian} />
        </Paper>
      </Stack>
    </Container>
  );
}
