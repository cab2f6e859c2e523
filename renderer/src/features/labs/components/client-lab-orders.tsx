import { Badge, Button, Checkbox, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { LAB_TEST_IDS, LAB_TESTS } from '@common/contracts/labs';
import type { LabTestId } from '@common/contracts/labs';
import { formatVitaminD, LAB_ORDER_STATUS_LABELS } from '@common/lab-results';
import { ApiError } from '../../../api/api-error';
import { errorNoticeSentence, errorSentence } from '../../../api/error-texts';
import { useApiClient } from '../../../api/use-api';
import { ErrorNotice, LoadingBlock } from '../../../ui/query-status';
import { clientLabOrdersQueryOptions, orderLabTests, useClientLabOrders } from '../api/client-lab-orders';
import type { Outcome } from '../../../ui/outcome-line';
import { OutcomeLine } from '../../../ui/outcome-line';

const dayFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium' });

/**
 * A practitioner's lab tests for one client: what was ordered and where it stands, and ordering a new test. Both need
 * the client to share their lab results; without that the panel says so instead of offering the form.
 */
export function ClientLabOrders({ clientId, clientName }: { clientId: string; clientName: string }) {
  const orders = useClientLabOrders(clientId);
  const notShared = orders.error instanceof ApiError && orders.error.code === 'CONSENT_REQUIRED';
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={`lab-tests-${clientId}`}>
      <Stack gap="sm">
        <Title order={3} size="h4" id={`lab-tests-${clientId}`}>
          Lab tests for {clientName}
        </Title>
        {orders.isPending && <LoadingBlock label="Loading lab tests…" />}
        {notShared && (
          <Text size="sm" c="dimmed">
            {clientName} does not share lab results with you, so you cannot order or see lab tests. They can add lab results to what they share in their
            profile.
          </Text>
        )}
        {orders.isError && !notShared && (
          <ErrorNotice sentence={errorNoticeSentence(orders.error, 'The lab tests could not be loaded.')} onRetry={() => void orders.refetch()} />
        )}
        {orders.data && (
          <>
            {orders.data.orders.length === 0 ? (
              <Text size="sm" c="dimmed">
                No lab test ordered yet.
              </Text>
            ) : (
              <Stack gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label="Lab tests ordered">
                {orders.data.orders.map((order) => (
                  <li key={order.id}>
                    <Group gap="xs" wrap="wrap">
                      <Text size="sm">
                        {dayFormat.format(new Date(order.createdAt))} · {order.tests.map((test) => test.name).join(', ')}
                        {order.source === 'kit' ? ' · test kit bought by the client' : ''}
                      </Text>
                      <Badge size="sm" variant="light" color={order.status === 'resulted' ? 'teal' : order.status === 'cancelled' ? 'gray' : 'blue'}>
                        {LAB_ORDER_STATUS_LABELS[order.status]}
                      </Badge>
                    </Group>
                    {order.observations.map((observation) => (
                      <Text key={observation.id} size="sm" c="dimmed">
                        {observation.name}: {formatVitaminD(observation.ngPerMl, observation.nmolPerL)} · {observation.band.label} ({observation.band.source},{' '}
                        {observation.band.sourceDate})
                      </Text>
                    ))}
                  </li>
                ))}
              </Stack>
            )}
            <OrderLabTestForm clientId={clientId} />
          </>
        )}
      </Stack>
    </Paper>
  );
}

function OrderLabTestForm({ clientId }: { clientId: string }) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const [tests, setTests] = useState<LabTestId[]>([]);
  const [sending, setSending] = useState(false);
  const [result, setResult] = useState<Outcome | null>(null);

  async function order() {
    if (tests.length === 0) {
      setResult({ kind: 'error', text: 'Choose at least one test.' });
      return;
    }
    setSending(true);
    setResult(null);
    try {
      const { order: placed } = await orderLabTests(api, clientId, { tests });
      setResult({
        kind: 'sent',
        text: `Ordered: ${placed.tests.map((test) => test.name).join(', ')}. The lab and your client are told; its status shows above.`,
      });
      setTests([]);
      await queryClient.invalidateQueries(clientLabOrdersQueryOptions(clientId));
    } catch (caught) {
      setResult({ kind: 'error', text: errorSentence(caught, 'The lab test could not be ordered. Try again in a moment.') });
    } finally {
      setSending(false);
    }
  }

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void order();
      }}
    >
      <Stack gap="xs">
        <Checkbox.Group label="Order a lab test" value={tests} onChange={(chosen) => setTests(LAB_TEST_IDS.filter((id) => chosen.includes(id)))}>
          <Stack gap={4} mt={4}>
            {LAB_TEST_IDS.map((id) => (
              <Checkbox key={id} value={id} label={`${LAB_TESTS[id].name} (LOINC ${LAB_TESTS[id].loinc})`} />
            ))}
          </Stack>
        </Checkbox.Group>
        <OutcomeLine outcome={result} />
        <Group>
          <Button type="submit" loading={sending}>
            Order lab test
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
