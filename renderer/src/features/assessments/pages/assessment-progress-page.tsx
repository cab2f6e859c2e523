import { Button, Card, Container, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { progressState } from '@common/progress';
import { ErrorNotice, LoadingBlock } from '../../../ui/query-status';
import { useMyAssessments } from '../../../domain/assessments/my-assessments';
import { AssessmentTimeline } from '../components/assessment-timeline';
import { GuardianScoresChart, VitaminDMetricsChart } from '../components/progress-charts';
import { ProgressSummary } from '../components/progress-summary';
import { errorNoticeSentence } from '../../../api/error-texts';
import { LabValuesTrend } from '../../../domain/labs/lab-values-trend';

function BackToProfile() {
  return (
    <Button component={Link} to="/profile" variant="subtle" w="fit-content">
      Back to Profile
    </Button>
  );
}

function ProgressContent() {
  const mine = useMyAssessments();
  if (mine.isPending) return <LoadingBlock label="Loading your assessments…" />;
  if (mine.isError) {
    return <ErrorNotice sentence={errorNoticeSentence(mine.error, 'Your assessments could not be loaded.')} onRetry={() => void mine.refetch()} />;
  }

  const progress = progressState(mine.data?.assessments ?? []);
  if (progress.state === 'empty') {
    return (
      <Card withBorder padding="xl">
        <Stack align="center" ta="center" gap="md">
          <Text size="lg">Complete at least one Guardian Assessment to start tracking your progress over time.</Text>
          <Button component={Link} to="/standardized-assessment">
            Take Guardian Assessment
          </Button>
        </Stack>
      </Card>
    );
  }
  if (progress.state === 'single') {
    return (
      <Card withBorder padding="xl">
        <Stack align="center" ta="center" gap="md">
          <Title order={2}>Need More Data</Title>
          <Text c="dimmed">You have completed one assessment. At least two are needed to compare your results and show how they change over time.</Text>
          <Button component={Link} to="/standardized-assessment">
            Complete Another Assessment
          </Button>
        </Stack>
      </Card>
    );
  }

  return (
    <Stack gap="lg">
      <ProgressSummary summary={progress.summary} />
      <Tabs defaultValue="scores" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="scores">Guardian Scores</Tabs.Tab>
          <Tabs.Tab value="metrics">Vitamin D Metrics</Tabs.Tab>
          <Tabs.Tab value="timeline">Assessment Timeline</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="scores" pt="md">
          <GuardianScoresChart records={progress.records} />
        </Tabs.Panel>
        <Tabs.Panel value="metrics" pt="md">
          <VitaminDMetricsChart records={progress.records} />
        </Tabs.Panel>
        <Tabs.Panel value="timeline" pt="md">
          <AssessmentTimeline records={progress.records} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

/** /assessment-progress: empty, single or comparison (spec 2 and 4). */
export function AssessmentProgressPage() {
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Group justify="space-between" wrap="wrap">
          <Title order={1}>Assessment Progress</Title>
          <BackToProfile />
        </Group>
        <ProgressContent />
        <LabValuesTrend />
        <BackToProfile />
      </Stack>
    </Container>
  );
}
