import { Badge, Button, Card, Container, Group, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { formatDisplayDateOrNA } from '@common/dates';
import { findGuardian } from '@common/guardians';
import type { GuardianId } from '@common/guardians';
import { sortNewestFirst } from '@common/progress';
import type { GuardianScores } from '@common/assessments/scoring';
import type { VitaminDMetrics } from '@common/vitamin-d';
import { overallReading, QUESTIONNAIRE_SCORE_CAVEAT, vitaminDMetrics, weakGuardiansNote } from '@common/vitamin-d';
import { isSignedIn, useSession } from '../../../identity/session-context';
import { ErrorNotice, LoadingBlock } from '../../../ui/query-status';
import { useMyAssessments } from '../../../domain/assessments/my-assessments';
import { OverviewTab } from '../components/overview-tab';
import { LEVEL_COLORS } from '../components/metric-card';
import { errorNoticeSentence } from '../../../api/error-texts';
import { LatestLabValue } from '../../../domain/labs/latest-lab-value';
import { lazyPart } from '../../../ui/lazy-part';

/** The tabs after the overview: loaded when one is opened, or a second after the dashboard first renders (see `Dashboard`). */
const loadDetailTabs = () => import('../components/detail-tabs');
const ResonancePatternsTab = lazyPart(async () => (await loadDetailTabs()).ResonancePatternsTab);
const QuantumPathwaysTab = lazyPart(async () => (await loadDetailTabs()).QuantumPathwaysTab);
const RecommendationsTab = lazyPart(async () => (await loadDetailTabs()).RecommendationsTab);

/** So a tab opens at once when asked for, yet its code is not loaded or run in the tasks that draw the dashboard. */
const DETAIL_TABS_PREFETCH_MS = 1_000;

function JoinCouncilBanner() {
  return (
    <Paper withBorder p="md" radius="md">
      <Group justify="space-between" wrap="wrap">
        <Stack gap={2}>
          <Text fw={700}>Join Guardian Council</Text>
          <Text size="sm" c="dimmed">
            Create a free account to keep your assessments, track your progress and earn rewards.
          </Text>
        </Stack>
        <Button component={Link} to="/auth-simple">
          Join Guardian Council
        </Button>
      </Group>
    </Paper>
  );
}

/** The questionnaire's overall score, its level and the guardians it came from. */
function ScoreCard({
  assessedAt,
  metrics,
  scores,
  primaryGuardian,
  secondaryGuardian,
}: {
  assessedAt: string;
  metrics: VitaminDMetrics;
  scores: GuardianScores;
  primaryGuardian: GuardianId;
  secondaryGuardian: GuardianId;
}) {
  const { overallScore } = metrics;
  // The label weighs the guardians too: a critical one keeps it from reading 'Minor ... Enhancement' (issue 39).
  const reading = overallReading(metrics, scores);
  const weakNote = weakGuardiansNote(reading, scores);
  return (
    <Card withBorder padding="lg">
      <Group justify="space-between" wrap="wrap" gap="md">
        <Stack gap={2}>
          <Text size="sm" c="dimmed">
            {QUESTIONNAIRE_SCORE_CAVEAT} · assessment of {formatDisplayDateOrNA(assessedAt)}
          </Text>
          <Group gap="sm" align="baseline">
            <Text fz={44} fw={800} data-testid="overall-score">
              {overallScore}
            </Text>
            <Badge size="lg" color={LEVEL_COLORS[reading.level]} variant="light" data-testid="overall-label">
              {reading.label}
            </Badge>
          </Group>
          {weakNote && (
            <Text size="sm" data-testid="overall-weak-guardians">
              {weakNote}
            </Text>
          )}
        </Stack>
        <Text size="sm" c="dimmed">
          Primary {findGuardian(primaryGuardian)?.personaName} · Secondary {findGuardian(secondaryGuardian)?.personaName}
        </Text>
      </Group>
    </Card>
  );
}

function Dashboard() {
  const mine = useMyAssessments();
  useEffect(() => {
    const timer = setTimeout(() => void loadDetailTabs().catch(() => undefined), DETAIL_TABS_PREFETCH_MS);
    return () => clearTimeout(timer);
  }, []);
  if (mine.isPending) return <LoadingBlock label="Loading your latest assessment…" />;
  if (mine.isError) {
    return <ErrorNotice sentence={errorNoticeSentence(mine.error, 'Your assessments could not be loaded.')} onRetry={() => void mine.refetch()} />;
  }

  const [latest] = sortNewestFirst(mine.data?.assessments ?? []);
  if (!latest) {
    // A measured lab value shows even without a questionnaire, below the invitation to take one.
    return (
      <Stack gap="lg">
        <Card withBorder padding="xl">
          <Stack align="center" ta="center" gap="md">
            <Text size="lg">Your Vitamin D network is computed from your guardian scores. Take the assessment to see it.</Text>
            <Button component={Link} to="/assessment">
              Take Guardian Assessment
            </Button>
          </Stack>
        </Card>
        <LatestLabValue />
      </Stack>
    );
  }

  const { scores, primaryGuardian, secondaryGuardian } = latest.results;
  const metrics = vitaminDMetrics(scores, primaryGuardian);
  const report = { assessedAt: latest.created_at, scores, primaryGuardian, secondaryGuardian, metrics };
  return (
    <Stack gap="lg">
      <ScoreCard assessedAt={latest.created_at} metrics={metrics} scores={scores} primaryGuardian={primaryGuardian} secondaryGuardian={secondaryGuardian} />
      <LatestLabValue />
      <Tabs defaultValue="overview" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="overview">Overview</Tabs.Tab>
          <Tabs.Tab value="resonance">Resonance Patterns</Tabs.Tab>
          <Tabs.Tab value="pathways">Quantum Pathways</Tabs.Tab>
          <Tabs.Tab value="recommendations">Recommendations</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="overview" pt="md">
          <OverviewTab metrics={metrics} />
        </Tabs.Panel>
        <Tabs.Panel value="resonance" pt="md">
          <ResonancePatternsTab scores={scores} metrics={metrics} primaryGuardian={primaryGuardian} />
        </Tabs.Panel>
        <Tabs.Panel value="pathways" pt="md">
          <QuantumPathwaysTab scores={scores} metrics={metrics} />
        </Tabs.Panel>
        <Tabs.Panel value="recommendations" pt="md">
          <RecommendationsTab report={report} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

/** /vitamin-d-analysis: the Vitamin D Quantum Network Analysis of the latest assessment (spec 2, 9). */
export function VitaminDAnalysisPage() {
  const session = useSession();
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Title order={1}>Vitamin D Quantum Network Analysis</Title>
        {session.status === 'ready' && !isSignedIn(session) && <JoinCouncilBanner />}
        <Dashboard />
      </Stack>
    </Container>
  );
}
