import { Anchor, Badge, Card, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { formatDisplayDateOrNA } from '@common/dates';
import type { LabOrder } from '@common/contracts/labs';
import { LAB_ORDER_STATUS_LABELS } from '@common/lab-results';
import { errorNoticeSentence } from '../../api/error-texts';
import { ErrorNotice, LoadingBlock } from '../../ui/query-status';
import { useLabNotifications } from './api/get-lab-notifications';
import { useMyLabOrders } from './api/get-my-lab-orders';
import { formatLabValue, LabBandBadge } from './lab-band-badge';
import { SectionHeading } from '../../ui/section-heading';

export const LAB_STATUS_COLORS: Readonly<Record<LabOrder['status'], string>> = {
  ordered: 'gray',
  sample_received: 'blue',
  processing: 'cyan',
  resulted: 'teal',
  cancelled: 'red',
};

function LabOrderCard({ order }: { order: LabOrder }) {
  return (
    <Card withBorder padding="md" data-testid="lab-order">
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap">
          <Text fw={600}>{order.tests.map((test) => test.name).join(', ')}</Text>
          <Badge color={LAB_STATUS_COLORS[order.status]} variant="light">
            {LAB_ORDER_STATUS_LABELS[order.status]}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {order.source === 'kit' ? 'Test kit' : `Ordered by ${order.orderedBy?.name || 'your practitioner'}`} on {formatDisplayDateOrNA(order.createdAt)}
          {order.lab ? ` · ${order.lab.name}` : ''}
        </Text>
        {order.observations.map((observation) => (
          <Group key={observation.id} gap="sm">
            <Text size="sm">
              {observation.name}: <strong>{formatLabValue(observation)}</strong>
            </Text>
            <LabBandBadge band={observation.band} />
          </Group>
        ))}
        {order.report && (
          <Anchor href={order.report.url} size="sm" download>
            Download the lab report (PDF)
          </Anchor>
        )}
      </Stack>
    </Card>
  );
}

function LabUpdates() {
  const notifications = useLabNotifications();
  const latest = notifications.data?.notifications.slice(0, 5) ?? [];
  if (latest.length === 0) return null;
  return (
    <Stack gap={4} component="section" aria-labelledby="lab-updates-title">
      <Title order={3} size="h5" id="lab-updates-title">
        Latest updates
      </Title>
      <List size="sm" spacing={2}>
        {latest.map((notice) => (
          <List.Item key={notice.id}>
            {notice.message}{' '}
            <Text span c="dimmed" size="xs">
              {formatDisplayDateOrNA(notice.createdAt)}
            </Text>
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}

/** /profile: the customer's lab tests, their status, results with bands and the PDF, and each step's update. */
export function LabTestsSection() {
  const orders = useMyLabOrders();
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="lab-tests-title">
      <Stack gap="md">
        <SectionHeading id="lab-tests-title" title="Lab tests">
          Tests ordered for you by a practitioner or through a test kit. Results show the reference band they fall in; they are not a diagnosis.
        </SectionHeading>
        {orders.isPending && <LoadingBlock label="Loading your lab tests…" />}
        {orders.isError && (
          <ErrorNotice sentence={errorNoticeSentence(orders.error, 'Your lab tests could not be loaded.')} onRetry={() => void orders.refetch()} />
        )}
        {orders.data && orders.data.orders.length === 0 && <Text size="sm">No lab tests yet.</Text>}
        {orders.data?.orders.map((order) => (
          <LabOrderCard key={order.id} order={order} />
        ))}
        <LabUpdates />
      </Stack>
    </Paper>
  );
}
