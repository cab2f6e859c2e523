import type { ReactNode } from 'react';
import { Card, Group, Skeleton, Stack, Text } from '@mantine/core';
import { formatDisplayDateOrNA } from '@common/dates';
import { latestVitaminD, useMyLabOrders } from './api/get-my-lab-orders';
import { formatLabValue, LabBandBadge } from './lab-band-badge';

/**
 * /vitamin-d-analysis: the latest measured 25(OH)D from a lab, beside (never mixed with) the questionnaire score.
 * Nothing when signed out or when the lab tests cannot be read; while they load, the card with a placeholder of about
 * its usual height, so the dashboard below does not jump when the answer arrives (issue 12: layout shift).
 */
export function LatestLabValue() {
  const orders = useMyLabOrders();
  if (orders.isPending && orders.fetchStatus === 'fetching')
    return (
      <LabValueCard>
        <Skeleton height={58} radius="sm" aria-hidden />
      </LabValueCard>
    );
  if (orders.isPending || orders.isError || !orders.data) return null;
  const latest = latestVitaminD(orders.data.orders);
  return (
    <LabValueCard>
      {latest ? (
        <>
          <Group gap="sm" align="baseline">
            <Text fz={32} fw={800} data-testid="lab-value">
              {formatLabValue(latest)}
            </Text>
            <LabBandBadge band={latest.band} />
          </Group>
          <Text size="xs" c="dimmed">
            Sample of {formatDisplayDateOrNA(latest.observedAt)}. Band from {latest.band.source} ({latest.band.sourceDate}). This is a lab measurement, not the
            questionnaire score above; talk to a health professional about what it means for you.
          </Text>
        </>
      ) : (
        <Text size="sm">No lab result yet. A Vitamin D 25(OH)D test kit from the marketplace, or a practitioner you share with, can order one.</Text>
      )}
    </LabValueCard>
  );
}

function LabValueCard({ children }: { children: ReactNode }) {
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="lab-value-title" data-testid="latest-lab-value">
      <Stack gap={4}>
        <Text size="sm" c="dimmed" id="lab-value-title">
          Measured blood level · 25-hydroxyvitamin D (lab test)
        </Text>
        {children}
      </Stack>
    </Card>
  );
}
