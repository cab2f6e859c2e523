import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { RoleSignInCard } from '../../../identity/components/role-sign-in-card';
import { useAdminSetupStatus } from '../api/get-admin-setup-status';

/** /admin-login: administrators and support staff. The way to create the first admin shows only while setup is open. */
export function AdminLoginPage() {
  const setup = useAdminSetupStatus();
  return (
    <RoleSignInCard
      title="Admin Sign In"
      intro="For the store's administrators and support staff."
      group="admin"
      footer={
        setup.data?.open ? (
          <Text size="sm">
            No admin exists yet?{' '}
            <Anchor component={Link} to="/admin-setup">
              Create the first admin
            </Anchor>
          </Text>
        ) : null
      }
    />
  );
}
