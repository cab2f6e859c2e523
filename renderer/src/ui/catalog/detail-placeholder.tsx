import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { LoadState } from './load-state';

export interface DetailPlaceholderProps {
  /** The page heading, kept while the item loads or when it does not exist. */
  title: string;
  /** "The product", "The expert": used in the loading label and the error title. */
  what: string;
  /** Why the item could not be loaded (null: still loading). */
  errorText: string | null;
  /** The server says there is no such item. */
  notFound: boolean;
  /** What to say when the server answers 404 for this item. */
  notFoundText: string;
  /** Where to go instead, e.g. the list the item came from. */
  back: { to: string; label: string };
}

/** What a detail page shows before its item is there: loading, an error, or a missing item with a way back. */
export function DetailPlaceholder({ title, what, errorText, notFound, notFoundText, back }: DetailPlaceholderProps) {
  return (
    <Container size="md" py="xl" px="md">
      <Title order={1} mb="md">
        {title}
      </Title>
      {notFound ? (
        <Stack align="flex-start">
          <Text>{notFoundText}</Text>
          <Button component={Link} to={back.to} variant="light">
            {back.label}
          </Button>
        </Stack>
      ) : (
        <LoadState errorText={errorText} what={what} />
      )}
    </Container>
  );
}
