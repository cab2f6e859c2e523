// The API client for components, found where the app providers put it: on the query client.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import type { ApiClient } from './api-request';
import { apiOf } from './query-client';
import type { SystemMode } from './server-status';

export function useApiClient(): ApiClient {
  return apiOf(useQueryClient());
}

/** The current system mode for a component, re-rendering it when the mode changes. */
export function useSystemMode(): SystemMode {
  const { serverStatus } = useApiClient();
  const subscribe = useCallback((listener: () => void) => serverStatus.subscribeMode(listener), [serverStatus]);
  const read = useCallback(() => serverStatus.getMode(), [serverStatus]);
  return useSyncExternalStore(subscribe, read, read);
}

/** The time of the oldest kept answer on screen (ISO 8601), or null while all data is live. */
export function useShowingDataFrom(): string | null {
  const { offlineAnswers } = useApiClient();
  const subscribe = useCallback((listener: () => void) => offlineAnswers.subscribe(listener), [offlineAnswers]);
  const read = useCallback(() => offlineAnswers.showingDataFrom(), [offlineAnswers]);
  return useSyncExternalStore(subscribe, read, read);
}
