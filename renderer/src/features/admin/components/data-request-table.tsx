import { Badge, Table, Text } from '@mantine/core';
import type { DataRequestSummary } from '@common/contracts/gdpr';
import { utcTimeText } from '../../../ui/utc-time';

const STATUS_COLORS: Readonly<Record<DataRequestSummary['status'], string>> = {
  pending: 'yellow',
  ready: 'teal',
  expired: 'gray',
  failed: 'red',
  scheduled: 'orange',
  cancelled: 'gray',
  completed: 'blue',
};

function utc(at: string | null): string {
  return at ? utcTimeText(at, 'minute') : '—';
}

/** What happens next (or happened) to a request, in one phrase. */
export function requestMilestone(request: DataRequestSummary): string {
  switch (request.status) {
    case 'pending':
      return 'Being prepared';
    case 'ready':
      return `Downloadable until ${utc(request.expiresAt)}`;
    case 'expired':
      return `Expired ${utc(request.expiresAt)}`;
    case 'failed':
      return 'Could not be prepared';
    case 'scheduled':
      return `Erasure on ${utc(request.scheduledFor)}`;
    case 'cancelled':
      return `${request.cancelReason === 'signed_in' ? 'Signed in again' : 'Cancelled by the customer'} ${utc(request.cancelledAt)}`;
    case 'completed':
      return `Erased ${utc(request.completedAt)}`;
  }
}

/** Customers' exports and deletions with their status. */
export function DataRequestTable({ requests }: { requests: readonly DataRequestSummary[] }) {
  if (requests.length === 0) return <Text c="dimmed">No data requests match these filters.</Text>;
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped>
        <Table.Caption>Data requests, newest first</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Asked (UTC)</Table.Th>
            <Table.Th>Customer</Table.Th>
            <Table.Th>Kind</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Next or last step</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {requests.map((request) => (
            <Table.Tr key={request.id}>
              <Table.Td>
                <Text size="sm" ff="monospace">
                  {utc(request.requestedAt)}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{request.email ?? request.userId}</Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{request.kind === 'export' ? 'Export' : 'Deletion'}</Text>
              </Table.Td>
              <Table.Td>
                <Badge size="sm" variant="light" color={STATUS_COLORS[request.status]}>
                  {request.status}
                </Badge>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{requestMilestone(request)}</Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
