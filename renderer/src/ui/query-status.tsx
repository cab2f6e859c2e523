import type { SimpleGridProps } from '@mantine/core';
import type { CSSProperties } from 'react';
import { Alert, Box, Button, Card, Center, Loader, Paper, SimpleGrid, Stack, Text, VisuallyHidden } from '@mantine/core';
import classes from './query-status.module.css';

/** What a section shows while its data loads: a spinner with words a screen reader can announce. */
export function LoadingBlock({ label }: { label: string }) {
  return (
    <Center py="xl" role="status" aria-live="polite">
      <Stack align="center" gap="xs">
        <Loader size="md" />
        <Text c="dimmed" size="sm">
          {label}
        </Text>
      </Stack>
    </Center>
  );
}

/** A failed read: the sentence for the error (errorNoticeSentence in src/api/error-texts.ts), and a way to try again. */
export function ErrorNotice({ sentence, onRetry, title = 'Something went wrong' }: { sentence: string; onRetry?: () => void; title?: string }) {
  return (
    <Alert color="red" variant="light" role="alert" title={title}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{sentence}</Text>
        {onRetry && (
          <Button size="xs" variant="light" color="red" onClick={onRetry}>
            Try again
          </Button>
        )}
      </Stack>
    </Alert>
  );
}

interface CardGridSkeletonProps {
  /** What a screen reader hears while the cards load. */
  label: string;
  count: number;
  cols: SimpleGridProps['cols'];
  /** The height of the card's picture, when the real card has one. */
  imageHeight?: number;
  /** Text lines under the picture, as tall as the real card's. */
  lines: number;
}

/** What Mantine's `<Card withBorder padding="lg">` and its first `<Card.Section mb="sm">` write, as plain elements. */
const CARD_CLASS = `${Card.classes.root} ${Paper.classes.root}`;
const CARD_STYLE = { '--card-padding': 'var(--mantine-spacing-lg)' } as CSSProperties;
const SECTION_STYLE: CSSProperties = { marginBottom: 'var(--mantine-spacing-sm)' };

/**
 * One card of a loading grid: a picture's height and text lines, as tall as the real card. Also where a card whose
 * data is here waits for its turn to be drawn (ui/progressive.ts); hidden from screen readers there. Plain elements
 * with Mantine's Card classes rather than Card, Paper, Box and Card.Section: the landing renders some thirty of them as
 * it loads, and each Mantine component works out its styles (issue 12).
 */
export function PlaceholderCard({
  imageHeight,
  lines,
  hidden,
  component: Element = 'div',
}: Pick<CardGridSkeletonProps, 'imageHeight' | 'lines'> & { hidden?: boolean; component?: 'div' | 'li' }) {
  return (
    <Element className={CARD_CLASS} style={CARD_STYLE} data-with-border="true" aria-hidden={hidden}>
      {imageHeight !== undefined && (
        <div className={Card.classes.section} style={SECTION_STYLE} data-first-section="true">
          <div className={classes.picture} style={{ height: imageHeight }} />
        </div>
      )}
      <div className={classes.lines}>
        {Array.from({ length: lines }, (_, line) => (
          <div key={line} className={classes.line} />
        ))}
      </div>
    </Element>
  );
}

/**
 * A loading section shaped like the cards it waits for, so the page does not move when they arrive (layout shift): the
 * same grid, one placeholder per card, each as tall as a real card.
 */
export function CardGridSkeleton({ label, count, cols, imageHeight, lines }: CardGridSkeletonProps) {
  return (
    <Box role="status" aria-live="polite" aria-busy>
      <VisuallyHidden>{label}</VisuallyHidden>
      <SimpleGrid cols={cols} spacing="md" aria-hidden>
        {Array.from({ length: count }, (_, card) => (
          <PlaceholderCard key={card} imageHeight={imageHeight} lines={lines} />
        ))}
      </SimpleGrid>
    </Box>
  );
}
