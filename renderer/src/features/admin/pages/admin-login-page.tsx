import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { RoleSignInCard } from '../../../identity/components/role-sign-in-card';

/** /admin-login: administrators and support staff. */
export function AdminLoginPage() {
  return (
    <RoleSignInCard
      title="Admin Sign In"
      intro="For the store's administrators and support staff."
      group="admin"
      footer={
        <Text size="sm">
          No admin exists yet?{' '}
          <Anchor component={Link} to="/admin-setup">
            Create the first admin
          </Anchor>
        </Text>
      }
    />
  );
}
