import { Alert, Anchor, Badge, Button, Card, FileInput, Group, List, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { formatDisplayDateOrNA } from '@common/dates';
import { LAB_REPORT_MAX_BYTES } from '@common/contracts/labs';
import type { LabOrder, LabResultsRequest } from '@common/contracts/labs';
import { LAB_ORDER_STATUS_LABELS, mayAttachLabReport, nextLabOrderStatuses } from '@common/lab-results';
import type { LabOrderStatus } from '@common/lab-results';
import { ORDER_STATUS_LABELS } from '@common/order-lifecycle';
import { errorSentence } from '../../../api/error-texts';
import { useApiClient } from '../../../api/use-api';
import { formatLabValue, LabBandBadge } from '../../../domain/labs/lab-band-badge';
import { LAB_STATUS_COLORS } from '../../../domain/labs/lab-tests-section';
import { enterLabResults } from '../api/enter-lab-results';
import { LAB_QUEUE_KEY } from '../api/get-lab-queue';
import { moveLabOrder } from '../api/move-lab-order';
import { uploadLabReport } from '../api/upload-lab-report';
import { LabResultsForm } from './lab-results-form';
import { ErrorAlert } from '../../../ui/error-alert';

const MOVE_LABELS: Partial<Record<LabOrderStatus, string>> = {
  sample_received: 'Mark sample received',
  processing: 'Start processing',
  cancelled: 'Cancel order',
};

/** One order: who and what, its steps, the next move, results entry while processing, and the PDF report. */
export function LabOrderPanel({ order, onChanged }: { order: LabOrder; onChanged: (order: LabOrder) => void }) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function apply(action: () => Promise<{ order: LabOrder }>, fallback: string) {
    setBusy(true);
    setError(null);
    try {
      const { order: changed } = await action();
      onChanged(changed);
      await queryClient.invalidateQueries({ queryKey: LAB_QUEUE_KEY });
    } catch (failure) {
      setError(errorSentence(failure, fallback));
    } finally {
      setBusy(false);
    }
  }

  // A kit's sample can arrive only once its order is delivered: until then the server refuses the receipt (KIT_NOT_DELIVERED).
  const awaitingKit = order.status === 'ordered' && order.kit !== null && !order.kit.sampleExpected ? order.kit : null;
  const moves = nextLabOrderStatuses(order.status).filter((status) => status !== 'resulted' && !(awaitingKit && status === 'sample_received'));
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="lab-order-title">
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap">
          <Title order={2} size="h3" id="lab-order-title">
            {order.client.name || 'Client'} · {order.tests.map((test) => test.name).join(', ')}
          </Title>
          <Badge color={LAB_STATUS_COLORS[order.status]} variant="light" size="lg" data-testid="lab-order-status">
            {LAB_ORDER_STATUS_LABELS[order.status]}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {order.source === 'kit' ? 'Test kit bought in the shop' : `Ordered by ${order.orderedBy?.name || 'a practitioner'}`} on{' '}
          {formatDisplayDateOrNA(order.createdAt)} · order {order.id.slice(0, 8)}
        </Text>
        <List size="sm" spacing={2} aria-label="Steps">
          {order.timeline.map((step) => (
            <List.Item key={`${step.status}-${step.at}`}>
              {LAB_ORDER_STATUS_LABELS[step.status]} · {formatDisplayDateOrNA(step.at)}
            </List.Item>
          ))}
        </List>
        {awaitingKit && <KitAwaitingDelivery orderStatus={awaitingKit.orderStatus} />}
        {moves.length > 0 && (
          <Group gap="sm">
            {moves.map((status) => (
              <Button
                key={status}
                variant={status === 'cancelled' ? 'outline' : 'filled'}
                color={status === 'cancelled' ? 'red' : undefined}
                loading={busy}
                onClick={() => void apply(() => moveLabOrder(api, order.id, status), 'The order could not be moved. Reload it and try again.')}
              >
                {MOVE_LABELS[status] ?? LAB_ORDER_STATUS_LABELS[status]}
              </Button>
            ))}
          </Group>
        )}
        <ErrorAlert error={error} />
        {order.status === 'processing' && (
          <LabResultsForm
            onSubmit={(request: LabResultsRequest) =>
              apply(() => enterLabResults(api, order.id, request), 'The results could not be saved. Check them and try again.')
            }
          />
        )}
        {order.observations.map((observation) => (
          <Group key={observation.id} gap="sm">
            <Text size="sm">
              {observation.name}: <strong>{formatLabValue(observation)}</strong> (entered in {observation.enteredUnit})
            </Text>
            <LabBandBadge band={observation.band} />
          </Group>
        ))}
        <ReportUpload
          order={order}
          busy={busy}
          onUpload={(file) => apply(() => uploadLabReport(api, order.id, file), 'The report could not be attached. Try again.')}
        />
      </Stack>
    </Card>
  );
}

/** Why a kit's order cannot move yet: its shop order has not reached the customer (or ended). */
function KitAwaitingDelivery({ orderStatus }: { orderStatus: NonNullable<LabOrder['kit']>['orderStatus'] }) {
  const label = ORDER_STATUS_LABELS[orderStatus].toLowerCase();
  const ended = orderStatus === 'cancelled' || orderStatus === 'refunded';
  return (
    <Alert color="yellow" variant="light" role="status" title={ended ? 'No sample is coming' : 'Waiting for the kit to be delivered'}>
      {ended
        ? `The shop order of this test kit was ${label}: cancel this lab order.`
        : `The test kit is on its way to the customer (order ${label}). Its sample can be received once the order is delivered.`}
    </Alert>
  );
}

function ReportUpload({ order, busy, onUpload }: { order: LabOrder; busy: boolean; onUpload: (file: File) => Promise<void> }) {
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <Stack gap="xs">
      {order.report && (
        <Anchor href={order.report.url} size="sm" download>
          Download the attached report ({Math.ceil(order.report.sizeBytes / 1024)} kB)
        </Anchor>
      )}
      {!mayAttachLabReport(order.status) ? (
        order.status === 'ordered' && (
          <Text size="sm" c="dimmed">
            The PDF report can be attached once the sample has been received.
          </Text>
        )
      ) : (
        <FileInput
          label={order.report ? 'Replace the PDF report' : 'Attach the PDF report'}
          description="A PDF of at most 5 MB"
          accept="application/pdf"
          clearable
          disabled={busy}
          error={problem ?? undefined}
          onChange={(file) => {
            if (!file) return;
            if (file.size > LAB_REPORT_MAX_BYTES) {
              setProblem('This file is larger than 5 MB. Compress it or export it at a lower resolution.');
              return;
            }
            setProblem(null);
            void onUpload(file);
          }}
        />
      )}
    </Stack>
  );
}
