import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { chatGuardian } from '@common/chat-guardians';
import { GUARDIAN_IDS, type GuardianId } from '@common/guardians';
import { LoadState } from '../../../ui/catalog/load-state';
import { useMyAssessments } from '../../../domain/assessments/my-assessments';
import { ProductRow } from '../components/product-row';

/** The two guardians with the lowest scores: where support helps most. */
function weakestGuardians(scores: Record<GuardianId, number>): GuardianId[] {
  return [...GUARDIAN_IDS].sort((a, b) => scores[a] - scores[b]).slice(0, 2);
}

/** /marketplace-assessment: products for the latest assessment's two weakest guardians. */
export function MarketplaceAssessmentPage() {
  const assessments = useMyAssessments();
  const latest = assessments.data?.assessments[0];
  const waiting = assessments.isPending;

  return (
    <Container size="xl" py="xl" px="md">
      <Stack gap="lg">
        <Title order={1}>Products for Your Assessment</Title>
        {waiting ? (
          <LoadState errorText={null} what="Your assessment" />
        ) : !latest ? (
          <Stack align="flex-start">
            <Text>
              {assessments.isError
                ? 'Your assessments could not be loaded right now.'
                : 'Take a guardian assessment first: it shows which guardians need your support, and we pick products for them.'}
            </Text>
            <Button component={Link} to="/standardized-assessment">
              Take Guardian Assessment
            </Button>
            <Button component={Link} to="/marketplace" variant="subtle">
              Browse the marketplace instead
            </Button>
          </Stack>
        ) : (
          <>
            <Text c="dimmed">
              From your assessment of {new Date(latest.created_at).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' })}: these
              guardians scored lowest.
            </Text>
            {weakestGuardians(latest.results.scores).map((guardian) => (
              <ProductRow
                key={guardian}
                title={`${chatGuardian(guardian).name} (score ${latest.results.scores[guardian]})`}
                filters={{ guardian, sort: 'rating' }}
                allPath={`/collection/${guardian}`}
              />
            ))}
          </>
        )}
      </Stack>
    </Container>
  );
}
