import { Alert, Center, Loader } from '@mantine/core';

/**
 * The loading spinner or the error of a list that is not there yet; `errorText` says why it failed (null: loading).
 * Busy while loading (`aria-busy`), so assistive technology waits for the list.
 */
export function LoadState({ errorText, what }: { errorText: string | null; what: string }) {
  if (errorText !== null) {
    return (
      <Alert color="red" role="alert" title={`${what} could not be loaded`}>
        {errorText}
      </Alert>
    );
  }
  return (
    <Center py="xl" aria-busy>
      <Loader role="status" aria-label={`Loading ${what.toLowerCase()}`} />
    </Center>
  );
}
