import { Avatar, Badge, Button, Container, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { ROLE_LABELS } from '@common/roles';
import { errorSentence } from '../../../api/error-texts';
import { useSignOut } from '../../../identity/use-sign-out';
import { useSession } from '../../../identity/session-context';
import { WalletPanel } from '../components/wallet-panel';
import { OrdersAndConsultationsSection } from '../components/orders-and-consultations-section';
import { SubscriptionsSection } from '../components/subscriptions-section';
import { AddressBookSection } from '../components/address-book-section';
import { SharingSection } from '../components/sharing-section';
import { YourDataSection } from '../components/your-data-section';
import { MailPreferencesSection } from '../components/mail-preferences-section';
import { LabTestsSection } from '../../../domain/labs/lab-tests-section';
import { ErrorAlert } from '../../../ui/error-alert';

const PROVIDER_TEXT = {
  simple: 'Email and password',
  demo: 'Demo account: its data is visible to you only and is not kept',
  firebase: 'Google account',
} as const;

const memberSince = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/**
 * /profile (behind the route guard): who you are, your wallet, your assessments, sign out. `plansSection` is the
 * protocols feature's "Plans from your practitioners", composed in by src/app (a feature never imports another).
 */
export function ProfilePage({ plansSection }: { plansSection?: ReactNode } = {}) {
  const { user } = useSession();
  const signOut = useSignOut();
  const { hash } = useLocation();
  // The area header's sections (#orders-title, #wallet-title…): every section's heading is on the first render.
  useEffect(() => {
    if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView({ block: 'start' });
  }, [hash]);
  // The route guard renders this page only for a signed-in user.
  if (!user) return null;
  const name = user.displayName || user.email;
  const created = new Date(user.createdAt);

  return (
    <Container size="md" py="xl" px="md">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-start">
          <Title order={1}>My Nutrition Profile</Title>
          <Button variant="default" onClick={() => void signOut.signOut()} loading={signOut.pending}>
            Sign out
          </Button>
        </Group>
        {signOut.error !== null && (
          <ErrorAlert error={errorSentence(signOut.error, 'Signing out failed. Check your connection, then try again.')} title="You are still signed in" />
        )}
        <Paper withBorder p="md" radius="md" component="section" aria-labelledby="account-title">
          <Group align="flex-start" wrap="nowrap">
            <Avatar src={user.photoURL} alt="" radius="xl" size="lg" color="teal">
              {name.charAt(0).toUpperCase()}
            </Avatar>
            <Stack gap={4}>
              <Title order={2} size="h3" id="account-title">
                {name}
              </Title>
              <Text c="dimmed">{user.email}</Text>
              <Text size="sm">{PROVIDER_TEXT[user.authProvider]}</Text>
              {!Number.isNaN(created.getTime()) && <Text size="sm">Member since {memberSince.format(created)}</Text>}
              <Group gap={6} aria-label="Roles">
                {user.roles.map((role) => (
                  <Badge key={role} variant="outline">
                    {ROLE_LABELS[role]}
                  </Badge>
                ))}
              </Group>
            </Stack>
          </Group>
        </Paper>
        <WalletPanel />
        <OrdersAndConsultationsSection />
        <SubscriptionsSection />
        <AddressBookSection />
        <SharingSection />
        {plansSection}
        <LabTestsSection />
        <Paper withBorder p="md" radius="md" component="section" aria-labelledby="assessments-title">
          <Stack gap="sm">
            <Title order={2} size="h3" id="assessments-title">
              Assessments
            </Title>
            <Text c="dimmed">Find your guardians, then follow how your scores change over time.</Text>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <Button component={Link} to="/standardized-assessment">
                Take Guardian Assessment
              </Button>
              <Button component={Link} to="/assessment-progress" variant="light">
                View my progress
              </Button>
            </SimpleGrid>
          </Stack>
        </Paper>
        <MailPreferencesSection />
        <YourDataSection user={user} onDeletionScheduled={(scheduledFor) => signOut.signOut({ deletion: { scheduledFor } })} />
      </Stack>
    </Container>
  );
}
