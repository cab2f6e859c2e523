import { Anchor, Container, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { errorSentence } from '../../../api/error-texts';
import { ScreenLoading } from '../../../shell/screen-loading';
import { useAdminSetupStatus } from '../api/get-admin-setup-status';
import { AdminSetupForm } from '../components/admin-setup-form';
import { ErrorAlert } from '../../../ui/error-alert';

/** /admin-setup: the first admin, created with the one-time setup token; closed once an admin exists. */
export function AdminSetupPage() {
  const status = useAdminSetupStatus();

  return (
    <Container size={460} py="xl" px="md">
      <Stack gap="md">
        <Title order={1}>Admin Setup</Title>
        {status.isPending && <ScreenLoading label="Checking whether setup is open" />}
        {status.isError && (
          <ErrorAlert
            title="The setup status could not be loaded"
            error={errorSentence(status.error, 'Check that the server is running, then try again.')}
            onRetry={() => void status.refetch()}
            retrying={status.isFetching}
            stacked
          />
        )}
        {status.data?.open === false && (
          <>
            <Text size="lg">Setup is closed: this store already has an admin.</Text>
            <Text>
              Admins sign in at{' '}
              <Anchor component={Link} to="/admin-login">
                Admin Sign In
              </Anchor>
              .
            </Text>
          </>
        )}
        {status.data?.open === true && (
          <>
            <Text c="dimmed">Create the store's first admin. You need the one-time setup token the server printed in its log when it started.</Text>
            <AdminSetupForm />
          </>
        )}
      </Stack>
    </Container>
  );
}
