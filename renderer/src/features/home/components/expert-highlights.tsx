import { Badge, Button, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { ExpertProfession } from '@common/contracts/experts';
import { findGuardian } from '@common/guardians';
import { useNearViewport } from '../../../ui/near-viewport';
import { CardGridSkeleton, ErrorNotice } from '../../../ui/query-status';
import { useTopExperts } from '../api/get-top-experts';
import { errorNoticeSentence } from '../../../api/error-texts';

const PROFESSION_NAMES: Readonly<Record<ExpertProfession, string>> = {
  ayurvedic: 'Ayurvedic Practitioner',
  nutritionist: 'Nutritionist',
  health_coach: 'Health Coach',
  doctor: 'Doctor',
};

const EXPERT_GRID_COLS = { base: 1, xs: 2, md: 3, lg: 5 };

/** The five best-rated guides, each bookable from their profile. */
export function ExpertHighlights() {
  // Below the fold on every screen size: fetched and drawn when a visitor comes near it.
  const [sectionRef, near] = useNearViewport<HTMLDivElement>();
  return (
    <div ref={sectionRef}>
      <ExpertCards near={near} />
    </div>
  );
}

function ExpertCards({ near }: { near: boolean }) {
  const experts = useTopExperts({ enabled: near });
  if (experts.isPending) return <CardGridSkeleton label="Loading guardian guides…" count={5} cols={EXPERT_GRID_COLS} lines={4} />;
  if (experts.isError) {
    return <ErrorNotice sentence={errorNoticeSentence(experts.error, 'Guardian guides could not be loaded.')} onRetry={() => void experts.refetch()} />;
  }
  if (experts.data.length === 0) return <Text c="dimmed">Our guardian guides will be listed here soon.</Text>;

  return (
    <SimpleGrid cols={EXPERT_GRID_COLS} spacing="md" component="ul" style={{ listStyle: 'none', padding: 0 }} aria-label="Guardian guides">
      {experts.data.map((expert) => (
        <Card component="li" key={expert.id} withBorder padding="md">
          <Stack gap={6} h="100%">
            <Text fw={700}>{expert.name}</Text>
            <Text size="sm" c="dimmed">
              {PROFESSION_NAMES[expert.profession]}
            </Text>
            <Group gap={6}>
              <Badge variant="light">{findGuardian(expert.guardianFocus)?.personaName ?? expert.guardianFocus}</Badge>
              <Text size="sm" fw={600} aria-label={`Rated ${expert.rating.toFixed(1)} out of 5`}>
                ★ {expert.rating.toFixed(1)}
              </Text>
            </Group>
            <Button component={Link} to={`/expert/${expert.slug}`} size="xs" mt="auto" aria-label={`Book Consultation with ${expert.name}`}>
              Book Consultation
            </Button>
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}
