import { Center, Loader } from '@mantine/core';
import { ErrorAlert } from '../error-alert';

/**
 * The loading spinner or the error of a list that is not there yet; `errorText` says why it failed (null: loading).
 * Busy while loading (`aria-busy`), so assistive technology waits for the list.
 */
export function LoadState({ errorText, what }: { errorText: string | null; what: string }) {
  if (errorText !== null) {
    return <ErrorAlert error={errorText} title={`${what} could not be loaded`} />;
  }
  return (
    <Center py="xl" aria-busy>
      <Loader role="status" aria-label={`Loading ${what.toLowerCase()}`} />
    </Center>
  );
}
