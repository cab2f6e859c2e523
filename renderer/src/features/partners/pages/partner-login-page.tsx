import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { RoleSignInCard } from '../../../identity/components/role-sign-in-card';

/** /partner/login: ayurvedic practitioners, nutritionists, health coaches, doctors and labs. */
export function PartnerLoginPage() {
  return (
    <RoleSignInCard
      title="Partner Sign In"
      intro="For practitioners and labs who work with the Guardians: you land on your own dashboard."
      group="partner"
      footer={
        <Text size="sm">
          Looking for your customer account?{' '}
          <Anchor component={Link} to="/auth-simple">
            Sign in here
          </Anchor>
        </Text>
      }
    />
  );
}
