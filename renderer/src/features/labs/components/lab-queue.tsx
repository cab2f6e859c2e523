import { Badge, Button, Group, SegmentedControl, Stack, Table, Text } from '@mantine/core';
import { formatDisplayDateOrNA } from '@common/dates';
import type { LabOrder } from '@common/contracts/labs';
import { LAB_ORDER_STATUS_LABELS, LAB_ORDER_STATUSES } from '@common/lab-results';
import type { LabOrderStatus } from '@common/lab-results';
import { errorNoticeSentence } from '../../../api/error-texts';
import { LAB_STATUS_COLORS } from '../../../domain/labs/lab-tests-section';
import { ErrorNotice, LoadingBlock } from '../../../ui/query-status';
import { useLabQueue } from '../api/get-lab-queue';

export type QueueFilter = LabOrderStatus | 'all';

const FILTERS = [{ value: 'all', label: 'All' }, ...LAB_ORDER_STATUSES.map((status) => ({ value: status, label: LAB_ORDER_STATUS_LABELS[status] }))];

interface LabQueueProps {
  filter: QueueFilter;
  onFilter: (filter: QueueFilter) => void;
  selectedId: string | null;
  onOpen: (order: LabOrder) => void;
}

/** The lab's orders, filtered by status; each row opens the order. */
export function LabQueue({ filter, onFilter, selectedId, onOpen }: LabQueueProps) {
  const queue = useLabQueue(filter);
  return (
    <Stack gap="sm">
      <SegmentedControl
        aria-label="Show orders by status"
        data={FILTERS}
        value={filter}
        onChange={(value) => onFilter(value as QueueFilter)}
        fullWidth
        orientation="horizontal"
        size="xs"
        style={{ overflowX: 'auto' }}
      />
      {queue.isPending && <LoadingBlock label="Loading the lab queue…" />}
      {queue.isError && <ErrorNotice sentence={errorNoticeSentence(queue.error, 'The lab queue could not be loaded.')} onRetry={() => void queue.refetch()} />}
      {queue.data && queue.data.orders.length === 0 && (
        <Text size="sm" c="dimmed" role="status">
          {filter === 'all'
            ? 'No lab orders yet. New orders from practitioners and test kits appear here.'
            : `No orders are ${LAB_ORDER_STATUS_LABELS[filter].toLowerCase()}.`}
        </Text>
      )}
      {queue.data && queue.data.orders.length > 0 && (
        <Table highlightOnHover aria-label="Lab orders">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Client</Table.Th>
              <Table.Th>Tests</Table.Th>
              <Table.Th>Ordered</Table.Th>
              <Table.Th>Status</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {queue.data.orders.map((order) => (
              // The open order is marked by a bar at its edge, not a tint, so the status badge keeps its contrast.
              <Table.Tr key={order.id} style={order.id === selectedId ? { boxShadow: 'inset 4px 0 0 var(--mantine-color-blue-filled)' } : undefined}>
                <Table.Td>
                  <Button
                    variant="subtle"
                    size="compact-sm"
                    onClick={() => onOpen(order)}
                    aria-current={order.id === selectedId ? 'true' : undefined}
                    aria-label={`Open the order of ${order.client.name || 'this client'}`}
                  >
                    {order.client.name || 'Client'}
                  </Button>
                </Table.Td>
                <Table.Td>{order.tests.map((test) => test.name).join(', ')}</Table.Td>
                <Table.Td>{formatDisplayDateOrNA(order.createdAt)}</Table.Td>
                <Table.Td>
                  <Group gap={4}>
                    <Badge color={LAB_STATUS_COLORS[order.status]} variant="light">
                      {LAB_ORDER_STATUS_LABELS[order.status]}
                    </Badge>
                    {/* A kit's sample comes only after its shop order is delivered. */}
                    {order.status === 'ordered' && order.kit && !order.kit.sampleExpected && (
                      <Badge color="yellow" variant="outline">
                        Awaiting delivery
                      </Badge>
                    )}
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
