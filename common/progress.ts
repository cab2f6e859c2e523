// The assessment progress page of spec section 2: history newest first, the trend rule of spec 9 and the three
// page states of spec 4 (empty, single, comparison; spec 5 needs at least two assessments to compare).
import type { AssessmentHistoryEntry, ProgressRecord } from './vitamin-d';
import { deriveProgressRecord } from './vitamin-d';

export const MIN_ASSESSMENTS_FOR_COMPARISON = 2;

function timeOf(createdAt: string): number {
  const time = Date.parse(createdAt);
  // An unreadable date sorts as the oldest so it can never pose as the latest assessment.
  return Number.isNaN(time) ? Number.NEGATIVE_INFINITY : time;
}

/** A new array, newest first; entries with the same time keep their order. */
export function sortNewestFirst<T extends { created_at: string }>(history: readonly T[]): T[] {
  return [...history].sort((a, b) => {
    const difference = timeOf(b.created_at) - timeOf(a.created_at);
    return Number.isNaN(difference) ? 0 : difference;
  });
}

export type TrendDirection = 'up' | 'down' | 'neutral';

export interface Trend {
  previous: number;
  latest: number;
  /** latest − previous, in score points. */
  change: number;
  /** Rounded percentage of the previous value; 0 when the previous value is 0 (spec 9). */
  percentChange: number;
  direction: TrendDirection;
  /** '+12%', '-8%' or 'No change'. */
  label: string;
}

export function trend(previous: number, latest: number): Trend {
  const change = latest - previous;
  const percentChange = previous === 0 ? 0 : Math.round((change / previous) * 100);
  // The direction follows the change itself, so a rise from 0 still reads as up although its percentage is 0.
  const direction: TrendDirection = change > 0 ? 'up' : change < 0 ? 'down' : 'neutral';
  const label = direction === 'neutral' ? 'No change' : `${percentChange >= 0 ? '+' : ''}${percentChange}%`;
  return { previous, latest, change, percentChange, direction, label };
}

export interface ProgressSummary {
  assessmentCount: number;
  /** created_at of the oldest assessment. */
  firstDate: string;
  /** created_at of the newest assessment. */
  latestDate: string;
  latestOverallScore: number;
  /** The latest overall score against the one just before it. */
  overallTrend: Trend;
}

export type ProgressState =
  { state: 'empty' } | { state: 'single'; records: [ProgressRecord] } | { state: 'comparison'; records: ProgressRecord[]; summary: ProgressSummary };

/** What the progress page shows for a history in any order; records come newest first (charts reverse them). */
export function progressState(history: readonly AssessmentHistoryEntry[]): ProgressState {
  const records = sortNewestFirst(history).map(deriveProgressRecord);
  const [latest, previous] = records;
  const oldest = records.at(-1);
  if (latest === undefined || oldest === undefined) return { state: 'empty' };
  if (previous === undefined || records.length < MIN_ASSESSMENTS_FOR_COMPARISON) return { state: 'single', records: [latest] };
  return {
    state: 'comparison',
    records,
    summary: {
      assessmentCount: records.length,
      firstDate: oldest.date,
      latestDate: latest.date,
      latestOverallScore: latest.vitaminD.overallScore,
      overallTrend: trend(previous.vitaminD.overallScore, latest.vitaminD.overallScore),
    },
  };
}
