import { Alert, Center, Loader } from '@mantine/core';
import { errorSentence } from '../../api/error-texts';

/** The loading spinner or the error of a list that is not there yet. */
export function LoadState({ isError, error, what }: { isError: boolean; error: unknown; what: string }) {
  if (isError) {
    return (
      <Alert color="red" role="alert" title={`${what} could not be loaded`}>
        {errorSentence(error, 'Check your connection, then reload the page.')}
      </Alert>
    );
  }
  return (
    <Center py="xl">
      <Loader role="status" aria-label={`Loading ${what.toLowerCase()}`} />
    </Center>
  );
}
