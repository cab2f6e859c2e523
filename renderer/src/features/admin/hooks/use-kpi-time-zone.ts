// The time zone staff chose for the strategy dashboard, remembered in this browser; a stored value is used only if
// it still names an IANA zone (it could be edited by hand, or come from a browser with a newer zone list).
import { useCallback, useState } from 'react';
import { canonicalTimeZone, DEFAULT_KPI_TIME_ZONE } from '@common/kpi-range';
import { STORAGE_KEYS } from '../../../platform/storage-keys';
import { usePlatform } from '../../../platform/platform-context';

export function readKpiTimeZone(storage: Pick<Storage, 'getItem'> | undefined): string {
  try {
    const stored = storage?.getItem(STORAGE_KEYS.adminKpiTimeZone.key);
    return (stored && canonicalTimeZone(stored)) || DEFAULT_KPI_TIME_ZONE;
  } catch {
    return DEFAULT_KPI_TIME_ZONE;
  }
}

export function saveKpiTimeZone(storage: Pick<Storage, 'setItem'> | undefined, timeZone: string): void {
  try {
    storage?.setItem(STORAGE_KEYS.adminKpiTimeZone.key, timeZone);
  } catch {
    // A storage that refuses writes only means the choice is not remembered next time.
  }
}

/** The zones offered: the chosen one, UTC, the browser's own, then every zone the browser knows. */
export function kpiTimeZoneChoices(current: string): string[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  const own = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return [...new Set([current, 'UTC', own, ...known])];
}

/** The dashboard's zone and a setter that remembers it. */
export function useKpiTimeZone(): [string, (timeZone: string) => void] {
  const { storage: pageStorage } = usePlatform();
  const storage = typeof window === 'undefined' ? undefined : pageStorage.local;
  const [timeZone, setTimeZone] = useState(() => readKpiTimeZone(storage));
  const choose = useCallback(
    (next: string) => {
      const canonical = canonicalTimeZone(next);
      if (!canonical) return;
      setTimeZone(canonical);
      saveKpiTimeZone(storage, canonical);
    },
    [storage],
  );
  return [timeZone, choose];
}
