import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CardGridSkeleton, ErrorNotice } from '../../../ui/query-status';
import { useGuardians } from '../../../domain/guardians/get-guardians';
import { ExpertHighlights } from '../components/expert-highlights';
import { FeaturedProducts } from '../components/featured-products';
import { FlashSaleBanner } from '../components/flash-sale-banner';
import { GUARDIAN_CARD_LINES, GuardianSelector } from '../components/guardian-selector';
import { errorNoticeSentence } from '../../../api/error-texts';

/** The guardian cards' grid, the same while they load. */
const GUARDIAN_GRID_COLS = { base: 1, xs: 2, md: 3, lg: 5 };

/** A section of the landing; on a pre-rendered first visit each hydrates in a task of its own once it comes near. */
function LandingSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Stack component="section" aria-labelledby={id} gap="md">
      <Title id={id} order={2}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/** The five guardians: its own component, so their arrival redraws this section and not the whole landing. */
function GuardiansSection() {
  const guardians = useGuardians();
  return (
    <LandingSection id="guardians-title" title="Meet the guardians">
      {guardians.isPending && <CardGridSkeleton label="Loading the guardians…" count={5} cols={GUARDIAN_GRID_COLS} lines={GUARDIAN_CARD_LINES} />}
      {guardians.isError && (
        <ErrorNotice sentence={errorNoticeSentence(guardians.error, 'The guardians could not be loaded.')} onRetry={() => void guardians.refetch()} />
      )}
      {guardians.isSuccess &&
        (guardians.data.guardians.length > 0 ? (
          <GuardianSelector guardians={guardians.data.guardians} />
        ) : (
          <Text c="dimmed">The guardians are resting. Please try again in a few minutes.</Text>
        ))}
    </LandingSection>
  );
}

/** The guardian landing of spec section 2. */
export function HomePage() {
  return (
    <Container size="xl" py={{ base: 'xl', md: 64 }}>
      <Stack gap={56}>
        <Stack component="section" align="center" ta="center" gap="md" aria-labelledby="hero-title">
          <Title id="hero-title" order={1} fz={{ base: 32, sm: 44 }} maw={760}>
            Your AI Wellness Guardians Await
          </Title>
          <Text size="lg" c="dimmed" maw={640}>
            Five guardians watch over your circulation, cellular renewal, gut, mind and immunity. Choose one to meet, or take the assessment to find the two who
            matter most to you.
          </Text>
          <Group justify="center" gap="sm">
            <Button component={Link} to="/quick-assessment" size="md">
              Take the free assessment
            </Button>
            <Button component={Link} to="/marketplace" size="md" variant="light">
              Shop the marketplace
            </Button>
          </Group>
        </Stack>

        <GuardiansSection />

        <LandingSection id="marketplace-title" title="Guardian Marketplace">
          <FeaturedProducts />
        </LandingSection>

        <FlashSaleBanner />

        <LandingSection id="experts-title" title="Guardian Guides">
          <ExpertHighlights />
          <Button component={Link} to="/find-expert" variant="light" w="fit-content">
            Find Your Guardian Guide
          </Button>
        </LandingSection>

        <Stack component="section" align="center" ta="center" gap="md" aria-labelledby="journey-title">
          <Title id="journey-title" order={2}>
            Ready to meet your guardians?
          </Title>
          <Text c="dimmed">A few minutes of questions shows which guardians your body is calling for.</Text>
          <Group justify="center">
            <Button component={Link} to="/assessment" size="lg">
              Start Your Journey
            </Button>
          </Group>
        </Stack>
      </Stack>
    </Container>
  );
}
