import { Button, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { GUARDIANS } from '../../../../../common/guardians';
import { GuardianCard } from '../components/guardian-card';

/** The start of the guardian landing of spec section 2; its marketplace and experts sections come with issue 4. */
export function HomePage() {
  return (
    <Container size="lg" py={{ base: 'xl', md: 64 }}>
      <Stack component="section" align="center" ta="center" gap="md" mb={48} aria-labelledby="hero-title">
        <Title id="hero-title" order={1} fz={{ base: 32, sm: 44 }} maw={760}>
          Your AI Wellness Guardians Await
        </Title>
        <Text size="lg" c="dimmed" maw={640}>
          Five guardians watch over your circulation, cellular renewal, gut, mind and immunity. Take the assessment
          to meet the two who matter most to you.
        </Text>
        <Group justify="center">
          <Button component={Link} to="/assessment" size="md">
            Start Your Journey
          </Button>
          <Button component={Link} to="/marketplace" size="md" variant="default">
            Visit the Marketplace
          </Button>
        </Group>
      </Stack>

      <section aria-labelledby="guardians-title">
        <Title id="guardians-title" order={2} mb="md">
          Meet the guardians
        </Title>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 5 }} spacing="md">
          {GUARDIANS.map((guardian) => (
            <GuardianCard key={guardian.id} guardian={guardian} />
          ))}
        </SimpleGrid>
      </section>
    </Container>
  );
}
