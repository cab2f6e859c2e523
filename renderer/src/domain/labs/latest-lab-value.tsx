import type { ReactNode } from 'react';
import { Button, Card, Group, Skeleton, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { formatDisplayDateOrNA } from '@common/dates';
import { VITAMIN_D_RETEST_WEEKS, vitaminDNextSteps } from '@common/lab-results';
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
          <DeficientNextSteps bandId={latest.band.id} observedAt={latest.observedAt} />
        </>
      ) : (
        <Text size="sm">No lab result yet. A Vitamin D 25(OH)D test kit from the marketplace, or a practitioner you share with, can order one.</Text>
      )}
    </LabValueCard>
  );
}

/** Issue 39: a deficient result says what to do next: see an expert, a vitamin D product with its caution, a retest date. */
function DeficientNextSteps({ bandId, observedAt }: { bandId: Parameters<typeof vitaminDNextSteps>[0]; observedAt: string }) {
  const steps = vitaminDNextSteps(bandId, observedAt);
  if (!steps) return null;
  return (
    <Stack gap="xs" mt="sm" data-testid="lab-next-steps">
      <Text fw={600}>Next steps for a deficient result</Text>
      <Group gap="sm">
        <Button component={Link} to={steps.expertPath} size="sm">
          Book an expert
        </Button>
        <Button component={Link} to={steps.productPath} variant="light" size="sm">
          See Vitamin D3 2000 IU
        </Button>
      </Group>
      <Text size="sm">{steps.productCaution}</Text>
      <Text size="sm" data-testid="lab-retest-date">
        Retest around {formatDisplayDateOrNA(steps.retestOn)} ({VITAMIN_D_RETEST_WEEKS} weeks after this sample), or when your doctor advises.
      </Text>
    </Stack>
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
