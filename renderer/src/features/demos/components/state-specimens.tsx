import { SimpleGrid } from '@mantine/core';
import { EmptyResults } from '../../../ui/catalog/empty-results';
import { OfflineNotice } from '../../../ui/offline-notice';
import { ErrorNotice, LoadingBlock } from '../../../ui/query-status';

/** The shared states every list and screen shows: loading, failed, empty, and answers kept from before going offline. */
export function StateSpecimens({ offlineSince }: { offlineSince: string }) {
  return (
    <SimpleGrid type="container" cols={{ base: 1, '700px': 2 }} spacing="md">
      <LoadingBlock label="Loading your orders…" />
      <ErrorNotice sentence="Your orders could not be loaded. Check your connection, then reload the page." />
      <EmptyResults message="No product matches “omgea kids”." backTo="/marketplace" backLabel="Browse every product" />
      <OfflineNotice showingDataFrom={offlineSince} />
    </SimpleGrid>
  );
}
