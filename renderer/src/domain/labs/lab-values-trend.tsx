import { Card, Stack, Table, Text, Title } from '@mantine/core';
import { formatDisplayDateOrNA } from '@common/dates';
import { lazyPart } from '../../ui/lazy-part';
import { useMyLabOrders, vitaminDValues } from './api/get-my-lab-orders';
import { formatLabValue, LabBandBadge } from './lab-band-badge';

const LabValuesChart = lazyPart(async () => (await import('./lab-values-chart')).LabValuesChart);

/** /assessment-progress: lab values on their own chart, apart from the questionnaire scores. Hidden with none. */
export function LabValuesTrend() {
  const orders = useMyLabOrders();
  const values = orders.data ? vitaminDValues(orders.data.orders) : [];
  if (values.length === 0) return null;
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="lab-trend-title" data-testid="lab-values-trend">
      <Stack gap="sm">
        <Title order={2} size="h3" id="lab-trend-title">
          Lab values: 25-hydroxyvitamin D
        </Title>
        <Text size="sm" c="dimmed">
          Measured in blood by a lab, so it has its own chart: it is not one of the questionnaire scores.
        </Text>
        {values.length > 1 && <LabValuesChart values={values} />}
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Sample date</Table.Th>
              <Table.Th>Value</Table.Th>
              <Table.Th>Band</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {[...values].reverse().map((value) => (
              <Table.Tr key={value.id}>
                <Table.Td>{formatDisplayDateOrNA(value.observedAt)}</Table.Td>
                <Table.Td>{formatLabValue(value)}</Table.Td>
                <Table.Td>
                  <LabBandBadge band={value.band} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Stack>
    </Card>
  );
}
