import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { ApiError } from '../../api/api-error';
import { LoadState } from './load-state';

export interface DetailPlaceholderProps {
  /** The page heading, kept while the item loads or when it does not exist. */
  title: string;
  /** "The product", "The expert": used in the loading label and the error title. */
  what: string;
  isError: boolean;
  error: unknown;
  /** What to say when the server answers 404 for this item. */
  notFoundText: string;
  /** Where to go instead, e.g. the list the item came from. */
  back: { to: string; label: string };
}

/** What a detail page shows before its item is there: loading, an error, or a missing item with a way back. */
export function DetailPlaceholder({ title, what, isError, error, notFoundText, back }: DetailPlaceholderProps) {
  const notFound = error instanceof ApiError && error.status === 404;
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
        <LoadState isError={isError} error={error} what={what} />
      )}
    </Container>
  );
}
