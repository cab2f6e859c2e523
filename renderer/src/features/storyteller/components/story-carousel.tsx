import { Box, Button, Group, Paper, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import type { Reflection } from '@common/contracts/reflections';
import { STORIES } from '@common/stories';
import { useStoryCarousel } from '../hooks/use-story-carousel';
import { ReflectionForm } from './reflection-form';

interface StoryCarouselProps {
  userId: string | undefined;
  reflections: readonly Reflection[];
}

/** The six stories of the Vitamin D Wellness Journey, one at a time, with the user's reflection under each. */
export function StoryCarousel({ userId, reflections }: StoryCarouselProps) {
  const carousel = useStoryCarousel();
  const story = STORIES[carousel.index] ?? STORIES[0]!;
  const saved = reflections.find((reflection) => reflection.story_id === story.id);

  return (
    <Stack gap="md" role="region" aria-roledescription="carousel" aria-label="Vitamin D stories">
      <Paper withBorder radius="md" style={{ overflow: 'hidden' }}>
        <Box h={12} style={{ background: story.gradient }} aria-hidden />
        {/* Announced when it changes by hand; autoplay stays quiet so a screen reader is not interrupted every 12 s. */}
        <Stack gap="sm" p="lg" aria-live={carousel.autoplay ? 'off' : 'polite'} data-testid="story" data-story-id={story.id}>
          <Text size="sm" c="dimmed">
            Story {carousel.index + 1} of {STORIES.length}
          </Text>
          <Title order={2}>{story.title}</Title>
          <Text>{story.content}</Text>
        </Stack>
        <Stack gap="sm" px="lg" pb="lg">
          {saved && (
            <Paper withBorder p="sm" radius="sm" aria-label="Your reflection" role="region">
              <Text size="sm" fw={600}>
                Your reflection
              </Text>
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                {saved.content}
              </Text>
            </Paper>
          )}
          {/* Keyed by story: moving to another story discards a half-written reflection for the previous one. */}
          <ReflectionForm key={story.id} storyId={story.id} storyTitle={story.title} userId={userId} />
        </Stack>
      </Paper>

      {/* The dots, then 'Previous' and 'Next' together at the start of the row: nothing of the carousel's sits at the
          screen's right edge, where the chat launcher floats, so it can never cover them. */}
      <Group gap={8} role="group" aria-label="Choose a story">
        {STORIES.map((candidate, index) => (
          <UnstyledButton
            key={candidate.id}
            aria-label={`Story ${index + 1}: ${candidate.title}`}
            aria-current={index === carousel.index ? 'step' : undefined}
            onClick={() => carousel.goTo(index)}
            w={14}
            h={14}
            style={{
              borderRadius: '50%',
              background: index === carousel.index ? 'var(--mantine-primary-color-filled)' : 'var(--mantine-color-default-border)',
            }}
          />
        ))}
      </Group>
      <Group gap="sm">
        <Button variant="default" onClick={carousel.previous}>
          Previous
        </Button>
        <Button variant="default" onClick={carousel.next}>
          Next
        </Button>
      </Group>
      <Group>
        <Button variant={carousel.autoplay ? 'filled' : 'light'} aria-pressed={carousel.autoplay} onClick={carousel.toggleAutoplay}>
          Autoplay Journey
        </Button>
      </Group>
    </Stack>
  );
}
