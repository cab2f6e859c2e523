import { Center, Loader } from '@mantine/core';

/** Centred spinner while a screen's code, or the answer it waits for, is on its way. */
export function ScreenLoading({ label = 'Loading' }: { label?: string }) {
  return (
    <Center mih="60vh">
      <Loader role="status" aria-label={label} />
    </Center>
  );
}
