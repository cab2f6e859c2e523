import { Anchor, Card, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { formatMoney } from '@common/commerce';
import { errorSentence } from '../../../api/error-texts';
import { useAdminHome } from '../api/get-admin-home';
import { AuditEntryList } from '../components/audit-entry-list';
import { ErrorAlert } from '../../../ui/error-alert';

function Figure({ label, value, to }: { label: string; value: string | number; to?: string }) {
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label={label}>
      <Text size="sm" c="dimmed">
        {to ? (
          <Anchor component={Link} to={to} inherit>
            {label}
          </Anchor>
        ) : (
          label
        )}
      </Text>
      <Text fz={28} fw={700}>
        {value}
      </Text>
    </Card>
  );
}

/** /admin: the staff's home — what waits for them, today's figures and the latest audit entries (issue 16). */
export function AdminPage() {
  const home = useAdminHome();
  return (
    <Container size="lg" py="xl" px="md">
      <Stack gap="lg">
        <Title order={1}>Admin</Title>
        {home.isError ? (
          <ErrorAlert error={errorSentence(home.error, 'The admin home could not be loaded. Try again in a moment.')} />
        ) : !home.data ? (
          <Text c="dimmed">Loading the admin home…</Text>
        ) : (
          <>
            <Title order={2} size="h3">
              To do
            </Title>
            <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
              <Figure label="Products awaiting verification" value={home.data.todo.productsAwaitingVerification} to="/admin-product-verification" />
              <Figure label="Reviews awaiting moderation" value={home.data.todo.reviewsAwaitingModeration} to="/admin-product-verification" />
              <Figure label="Orders to pack" value={home.data.todo.ordersToPack} to="/admin/orders?status=paid" />
              <Figure label="Data requests open" value={home.data.todo.dataRequestsOpen} />
            </SimpleGrid>
            <Title order={2} size="h3">
              Today ({home.data.today.date}, UTC)
            </Title>
            <SimpleGrid cols={{ base: 1, xs: 3 }}>
              <Figure label="Orders today" value={home.data.today.orders} to="/admin/orders" />
              <Figure
                label="Revenue today"
                value={
                  home.data.today.revenue.length === 0
                    ? formatMoney(0, 'INR')
                    : home.data.today.revenue.map((line) => formatMoney(line.amount, line.currency)).join(' · ')
                }
              />
              <Figure label="Sign-ups today" value={home.data.today.signUps} />
            </SimpleGrid>
            <Group justify="space-between">
              <Title order={2} size="h3">
                Latest activity
              </Title>
              <Anchor component={Link} to="/admin/audit">
                The whole audit log
              </Anchor>
            </Group>
            <AuditEntryList entries={home.data.latestAudit} caption="The latest 10 staff actions" />
          </>
        )}
      </Stack>
    </Container>
  );
}
