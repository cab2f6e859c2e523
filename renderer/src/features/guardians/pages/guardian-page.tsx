import { Container, Stack, Text, Title } from '@mantine/core';
import { useParams } from 'react-router';
import type { Guardian } from '@common/guardians';
import { findGuardian } from '@common/guardians';
import { GuardianHeading } from '../../../ui/guardian-heading';
import { GuardianThemeScope } from '../../../ui/guardian-theme-scope';
import { ErrorNotice, LoadingBlock } from '../../../ui/query-status';
import { useGuardian } from '../api/get-guardian';
import { GuardianHabits } from '../components/guardian-habits';
import { GuardianNotFound } from '../components/guardian-not-found';
import { RecommendedProducts } from '../components/recommended-products';
import { errorNoticeSentence } from '../../../api/error-texts';

function GuardianDetails({ guardian }: { guardian: Guardian }) {
  const entry = useGuardian(guardian.id);
  return (
    <GuardianThemeScope theme={guardian.theme}>
      <Container size="lg" py="xl">
        <GuardianHeading guardian={guardian} heading={guardian.personaName} />
        {entry.isPending && <LoadingBlock label="Loading the guardian…" />}
        {entry.isError && (
          <ErrorNotice sentence={errorNoticeSentence(entry.error, 'This guardian could not be loaded.')} onRetry={() => void entry.refetch()} />
        )}
        {entry.isSuccess && (
          <Stack gap="xl" mt="md">
            <Stack gap="xs">
              <Text size="lg">{entry.data.description}</Text>
              <Text c="dimmed">{entry.data.detailedDescription}</Text>
            </Stack>
            <Stack component="section" gap="sm" aria-labelledby="habits-title">
              <Title order={2} id="habits-title">
                Healthy habits
              </Title>
              <GuardianHabits guardian={guardian.id} />
            </Stack>
            <Stack component="section" gap="sm" aria-labelledby="products-title">
              <Title order={2} id="products-title">
                Recommended products
              </Title>
              <RecommendedProducts guardian={guardian.id} products={entry.data.recommendedProducts} />
            </Stack>
          </Stack>
        )}
      </Container>
    </GuardianThemeScope>
  );
}

/** /guardians/{guardian}, behind the route guard. Reads the id itself, so an unknown one gets spec 8's panel. */
export function GuardianPage() {
  const { guardian: requestedId = '' } = useParams();
  const guardian = findGuardian(requestedId);
  if (!guardian) return <GuardianNotFound requestedId={requestedId} />;
  return <GuardianDetails guardian={guardian} />;
}
