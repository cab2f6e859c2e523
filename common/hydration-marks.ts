// The User Timing mark a pre-rendered page leaves where its hydration starts (renderer/src/main.tsx), so a benchmark
// (bench/main-thread.ts) can tell the long tasks of hydration from the rest of a first visit.
export const HYDRATION_MARK_PREFIX = 'hydration-turn:';

/** Where the page's hydration starts. */
export const PAGE_HYDRATION_MARK = `${HYDRATION_MARK_PREFIX}(page)`;
