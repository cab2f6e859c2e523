import { useSyncExternalStore } from 'react';
import { sessionFetch } from './session-fetch';

/** Spec 4: normal, or degraded (read-only) after an overload or while the database is unavailable. */
export type SystemMode = 'normal' | 'degraded';

export const DB_STATUS_PATH = '/api/db-status';
/** Spec 9: availability is asked of the server at most once per 60 s. */
export const STATUS_CHECK_THROTTLE_MS = 60_000;
/** Spec 9: after an overload the database status is checked again 30 s later. */
export const OVERLOAD_RECHECK_DELAY_MS = 30_000;

let mode: SystemMode = 'normal';
const listeners = new Set<() => void>();

let lastStatusCheckAt: number | undefined;
let lastKnownAvailable = true;
let statusCheckInFlight: Promise<boolean> | undefined;
let recheckTimer: ReturnType<typeof setTimeout> | undefined;

export function getSystemMode(): SystemMode {
  return mode;
}

export function subscribeSystemMode(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The current system mode for a component, re-rendering it when the mode changes. */
export function useSystemMode(): SystemMode {
  return useSyncExternalStore(subscribeSystemMode, getSystemMode, getSystemMode);
}

function setMode(next: SystemMode): void {
  if (mode === next) return;
  mode = next;
  for (const listener of listeners) listener();
}

/** Enters degraded mode and makes sure a recheck is coming, so the mode can return to normal by itself. */
export function markDegraded(): void {
  setMode('degraded');
  if (recheckTimer !== undefined) return;
  recheckTimer = setTimeout(() => {
    recheckTimer = undefined;
    void recheckAfterOverload();
  }, OVERLOAD_RECHECK_DELAY_MS);
}

// The recheck asks the server even inside the 60 s window: the cached answer predates the overload.
// While the database stays unavailable, askServer marks degraded again, which schedules the next recheck.
async function recheckAfterOverload(): Promise<void> {
  if (await askServer()) setMode('normal');
}

/**
 * Whether the database can take writes. Asks `GET /api/db-status` at most once per 60 s and answers from the last
 * result in between; a failed status call counts as unavailable (spec 8).
 */
export function checkDatabaseAvailable(): Promise<boolean> {
  if (statusCheckInFlight) return statusCheckInFlight;
  if (lastStatusCheckAt !== undefined && Date.now() - lastStatusCheckAt < STATUS_CHECK_THROTTLE_MS) {
    return Promise.resolve(lastKnownAvailable);
  }
  return askServer();
}

function askServer(): Promise<boolean> {
  if (statusCheckInFlight) return statusCheckInFlight;
  lastStatusCheckAt = Date.now();
  statusCheckInFlight = fetchDatabaseStatus()
    .then((available) => {
      lastKnownAvailable = available;
      if (!available) markDegraded();
      return available;
    })
    .finally(() => {
      statusCheckInFlight = undefined;
    });
  return statusCheckInFlight;
}

async function fetchDatabaseStatus(): Promise<boolean> {
  try {
    const response = await sessionFetch(DB_STATUS_PATH);
    if (!response.ok) return false;
    const status: unknown = await response.json();
    return typeof status === 'object' && status !== null && (status as { available?: unknown }).available === true;
  } catch {
    return false;
  }
}

/** Back to a fresh page load: normal mode, no cached availability, no pending recheck, no listeners. */
export function resetSystemModeForTests(): void {
  if (recheckTimer !== undefined) clearTimeout(recheckTimer);
  recheckTimer = undefined;
  mode = 'normal';
  listeners.clear();
  lastStatusCheckAt = undefined;
  lastKnownAvailable = true;
  statusCheckInFlight = undefined;
}
