import { Alert, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useSession } from '../../../identity/session-context';
import { useReflections } from '../api/reflections-api';
import { StoryCarousel } from '../components/story-carousel';

export const REFLECTIONS_LOAD_FAILED = 'Failed to fetch wellness reflections';

/** /wellness-storyteller: the Vitamin D Wellness Journey of spec 2, with a reflection per story worth 200 coins once. */
export function WellnessStorytellerPage() {
  const { user } = useSession();
  const reflections = useReflections(user?.id);

  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>Vitamin D Wellness Journey</Title>
          <Text c="dimmed">
            Six short stories on how the sunshine vitamin works with each guardian. Add your own reflection to a story and earn 200 reward coins.
          </Text>
        </Stack>
        {reflections.isError && (
          <Alert color="red" title={REFLECTIONS_LOAD_FAILED}>
            Your saved reflections could not be loaded just now. You can still read the stories and add a reflection.
          </Alert>
        )}
        <StoryCarousel userId={user?.id} reflections={reflections.data?.reflections ?? []} />
        <Group>
          <Button component={Link} to="/assessment?guardian=immuno" variant="outline">
            Begin the Vitamin D assessment
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
