// The User Timing marks a pre-rendered page's hydration leaves (renderer/src/ui/deferred.tsx): one where each turn
// starts, so a benchmark (bench/main-thread.ts) can tell which part of the page a long task of a first visit was.
export const HYDRATION_MARK_PREFIX = 'hydration-turn:';

/** The turn that takes over everything outside the page's `HydrateLater` parts. */
export const PAGE_HYDRATION_MARK = `${HYDRATION_MARK_PREFIX}(page)`;
