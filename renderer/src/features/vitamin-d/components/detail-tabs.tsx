// The Vitamin D dashboard's tabs after the overview: their code (charts, the resonance ring with Mantine's tooltip and
// floating-ui, the timeline) loads when a tab is opened, or once the dashboard has drawn, never before it (issue 12:
// it was two more rounds of chunks before a customer's dashboard could draw on a phone).
import { BarChart, RadarChart } from '../../../ui/lazy-charts';
import { Button, Card, Group, RingProgress, SimpleGrid, Stack, Text, Timeline, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import type { GuardianScores } from '@common/assessments/scoring';
import type { GuardianId } from '@common/guardians';
import { findGuardian, GUARDIANS } from '@common/guardians';
import type { VitaminDMetrics } from '@common/vitamin-d';
import { ABOVE_RANGE_NOTE, clampForDisplay, COHERENCE_WEIGHT_PERCENT, isAboveRange, scoreLevel, vitaminDRecommendations } from '@common/vitamin-d';
import { errorSentence } from '../../../api/error-texts';
import type { VitaminDReportInput } from '../report/vitamin-d-report';
import { LEVEL_COLORS, MetricCard } from './metric-card';

export function ResonancePatternsTab({ scores, metrics, primaryGuardian }: { scores: GuardianScores; metrics: VitaminDMetrics; primaryGuardian: GuardianId }) {
  const data = GUARDIANS.map((guardian) => ({ guardian: guardian.personaName, score: scores[guardian.id] }));
  const level = scoreLevel(metrics.resonanceStrength);
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      <Card withBorder padding="md">
        <Title order={3} fz="md" mb="sm">
          Guardian resonance
        </Title>
        <RadarChart
          h={280}
          data={data}
          dataKey="guardian"
          series={[{ name: 'score', color: 'teal.5', opacity: 0.3 }]}
          role="img"
          aria-label="Resonance of the five guardians"
        />
      </Card>
      <Card withBorder padding="md">
        <Stack align="center" gap="xs">
          <Title order={3} fz="md">
            Resonance Strength
          </Title>
          <RingProgress
            size={180}
            thickness={16}
            sections={[{ value: clampForDisplay(metrics.resonanceStrength), color: LEVEL_COLORS[level] }]}
            label={
              <Text ta="center" fz={28} fw={700}>
                {metrics.resonanceStrength}
              </Text>
            }
          />
          {isAboveRange(metrics.resonanceStrength) && (
            <Text size="sm" c="dimmed" data-testid="resonance-ring-above-range">
              {ABOVE_RANGE_NOTE}
            </Text>
          )}
          <Text size="sm" c="dimmed" ta="center">
            {findGuardian(primaryGuardian)?.personaName} leads your resonance: one and a half times their score of {scores[primaryGuardian]}.
          </Text>
        </Stack>
      </Card>
    </SimpleGrid>
  );
}

export function QuantumPathwaysTab({ scores, metrics }: { scores: GuardianScores; metrics: VitaminDMetrics }) {
  const data = GUARDIANS.map((guardian) => ({
    guardian: guardian.personaName,
    contribution: Math.round((scores[guardian.id] * COHERENCE_WEIGHT_PERCENT[guardian.id]) / 200),
  }));
  return (
    <Stack gap="md">
      <Card withBorder padding="md">
        <Title order={3} fz="md" mb={4}>
          What each guardian adds to quantum coherence ({metrics.quantumCoherence})
        </Title>
        <Text size="sm" c="dimmed" mb="sm">
          Weights: {GUARDIANS.map((guardian) => `${guardian.personaName} ${COHERENCE_WEIGHT_PERCENT[guardian.id]}%`).join(', ')}.
        </Text>
        <BarChart
          h={240}
          data={data}
          dataKey="guardian"
          series={[{ name: 'contribution', label: 'Points', color: 'violet.6' }]}
          role="img"
          aria-label="Contribution of each guardian to quantum coherence"
        />
      </Card>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <MetricCard metric="pathwayEfficiency" label="Pathway Efficiency" value={metrics.pathwayEfficiency} />
        <MetricCard metric="cellularIntegration" label="Cellular Integration" value={metrics.cellularIntegration} />
      </SimpleGrid>
    </Stack>
  );
}

const NEXT_STEPS = [
  { to: '/shop', label: 'Shop guardian products' },
  { to: '/assessment', label: 'Take a new assessment' },
  { to: '/intelligence', label: 'Guardian Intelligence' },
  { to: '/science', label: 'The science' },
  { to: '/profile', label: 'Your profile' },
];

export function RecommendationsTab({ report }: { report: VitaminDReportInput }) {
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const [building, setBuilding] = useState(false);
  const recommendations = vitaminDRecommendations(report.metrics, report.primaryGuardian);

  async function download() {
    setBuilding(true);
    setDownloadError(null);
    try {
      // pdf-lib (about 180 kB) loads only when a report is asked for, never with the dashboard.
      const { buildVitaminDReport, downloadPdf } = await import('../report/vitamin-d-report');
      downloadPdf(await buildVitaminDReport(report), `vitamin-d-report-${report.assessedAt.slice(0, 10)}.pdf`);
    } catch (error) {
      setDownloadError(errorSentence(error, 'The report could not be created. Please try again.'));
    } finally {
      setBuilding(false);
    }
  }

  return (
    <Stack gap="lg">
      <Timeline active={recommendations.length} bulletSize={22} lineWidth={2}>
        {recommendations.map((recommendation) => (
          <Timeline.Item key={recommendation.id} title={`${recommendation.title} · ${recommendation.timeframe}`}>
            <Text size="sm" c="dimmed">
              {recommendation.text}
            </Text>
          </Timeline.Item>
        ))}
      </Timeline>
      <Group gap="sm">
        {NEXT_STEPS.map((step) => (
          <Button key={step.to} component={Link} to={step.to} variant="light" size="sm">
            {step.label}
          </Button>
        ))}
      </Group>
      <Group>
        <Button onClick={() => void download()} loading={building}>
          Download PDF Report
        </Button>
        {downloadError && (
          <Text c="red" size="sm" role="alert">
            {downloadError}
          </Text>
        )}
      </Group>
    </Stack>
  );
}
