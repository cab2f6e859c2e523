import { Anchor, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { PRODUCT_CATEGORIES } from '@common/chat-guardians';
import { categoryLabel } from './product-filters';

/** "Did you mean omega?": the search's correction as a link that searches for it (`to` keeps the other filters). */
export function DidYouMean({ suggestion, to }: { suggestion: string; to: string }) {
  return (
    <Text size="sm" data-testid="did-you-mean">
      Did you mean{' '}
      <Anchor component={Link} to={to} fw={600}>
        {suggestion}
      </Anchor>
      ?
    </Text>
  );
}

/** A search that found nothing: says so, offers the correction when there is one, a way out and the categories. */
export function NoSearchResults({ q, suggestion, clearTo }: { q: string; suggestion: { text: string; to: string } | null; clearTo: string }) {
  return (
    <Paper withBorder p="lg" radius="md">
      <Stack align="flex-start" gap="sm">
        <Text>No products match “{q}”.</Text>
        {suggestion && <DidYouMean suggestion={suggestion.text} to={suggestion.to} />}
        <Button component={Link} to={clearTo} variant="light">
          Clear search
        </Button>
        <Text size="sm" c="dimmed" id="browse-categories">
          Or browse a category:
        </Text>
        <Group gap="xs" component="nav" aria-labelledby="browse-categories">
          {PRODUCT_CATEGORIES.map((category) => (
            <Button key={category} component={Link} to={`/marketplace?category=${category}`} variant="default" size="compact-sm">
              {categoryLabel(category)}
            </Button>
          ))}
        </Group>
      </Stack>
    </Paper>
  );
}
