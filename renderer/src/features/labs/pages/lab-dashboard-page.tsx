import { Container, Grid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { LabOrder } from '@common/contracts/labs';
import { LabOrderPanel } from '../components/lab-order-panel';
import { LabQueue } from '../components/lab-queue';
import type { QueueFilter } from '../components/lab-queue';

/** /partner/lab-dashboard: the lab's queue beside the open order (stacked on a phone). */
export function LabDashboardPage() {
  const [filter, setFilter] = useState<QueueFilter>('all');
  const [open, setOpen] = useState<LabOrder | null>(null);
  return (
    <Container size="xl" py="xl">
      <Stack gap="lg">
        <div>
          <Title order={1}>Lab Dashboard</Title>
          <Text c="dimmed">Orders assigned to your lab: receive samples, process them, enter results and attach the report.</Text>
        </div>
        <Grid gutter="lg">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <LabQueue filter={filter} onFilter={setFilter} selectedId={open?.id ?? null} onOpen={setOpen} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            {open ? (
              <LabOrderPanel key={open.id} order={open} onChanged={setOpen} />
            ) : (
              <Text c="dimmed" size="sm">
                Open an order from the queue to move it along or enter its results.
              </Text>
            )}
          </Grid.Col>
        </Grid>
      </Stack>
    </Container>
  );
}
