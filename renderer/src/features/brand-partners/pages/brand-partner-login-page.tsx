import { Anchor, Button, Container, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { errorSentence } from '../../../api/error-texts';
import { RoleSignInCard } from '../../../identity/components/role-sign-in-card';
import { holdsRoleOf } from '../../../identity/role-landing';
import { useSignOut } from '../../../identity/use-sign-out';
import { useSession } from '../../../identity/session-context';
import { ScreenLoading } from '../../../shell/screen-loading';
import { BrandProductForm } from '../components/brand-product-form';
import { MySubmissions } from '../components/my-submissions';

/** /brand-partner-login: brand partners sign in here, and this is their area once signed in. */
export function BrandPartnerLoginPage() {
  const session = useSession();
  const signOut = useSignOut();

  if (session.status === 'loading') return <ScreenLoading label="Checking your sign-in" />;
  if (session.user && holdsRoleOf(session.user, 'brand_partner')) {
    return (
      <Container size="md" py="xl" px="md">
        <Stack gap="md">
          <Title order={1}>Brand Partner Area</Title>
          <Text size="lg">Signed in as {session.user.displayName || session.user.email}, brand partner.</Text>
          <Text c="dimmed">Products you submit are reviewed by the Guardians team before they reach the marketplace.</Text>
          <BrandProductForm />
          <MySubmissions />
          {signOut.error !== null && (
            <Text c="red" role="alert">
              {errorSentence(signOut.error, 'Signing out failed. Check your connection, then try again.')}
            </Text>
          )}
          <Button variant="default" w="fit-content" onClick={() => void signOut.signOut()} loading={signOut.pending}>
            Sign out
          </Button>
        </Stack>
      </Container>
    );
  }
  return (
    <RoleSignInCard
      title="Brand Partner Sign In"
      intro="For brands whose products appear in the Guardian marketplace."
      group="brand_partner"
      footer={
        <Text size="sm">
          Practitioner or lab?{' '}
          <Anchor component={Link} to="/partner/login">
            Use the partner sign-in
          </Anchor>
        </Text>
      }
    />
  );
}
