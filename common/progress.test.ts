import { describe, expect, it } from 'vitest';
import type { GuardianScores } from './assessments/scoring';
import { MIN_ASSESSMENTS_FOR_COMPARISON, progressState, sortNewestFirst, trend } from './progress';
import type { AssessmentHistoryEntry } from './vitamin-d';

function entry(id: string, createdAt: string, scores: GuardianScores): AssessmentHistoryEntry {
  return { id, created_at: createdAt, results: { scores, primaryGuardian: 'immuno', secondaryGuardian: 'regenera' } };
}

// Overall scores (spec 9, primary immuno): low → 53 (see vitamin-d.test.ts), strong → 80, middle → 60.
const low = { angio: 20, regenera: 30, genomica: 40, biome: 10, immuno: 50 };
const strong = { angio: 71, regenera: 75, genomica: 25, biome: 33, immuno: 78 };
const middle = { angio: 50, regenera: 50, genomica: 50, biome: 50, immuno: 50 };
// middle: resonance 75, coherence 5000/200 = 25, pathway 50, integration min(100, 125) = 100, overall 250/4 = 62.5 → 63

describe('trend', () => {
  it('is up with the rounded percentage when the score rises', () => {
    expect(trend(53, 80)).toEqual({ previous: 53, latest: 80, change: 27, percentChange: 51, direction: 'up', label: '+51%' }); // 27/53 = 50.9%
  });

  it('is down with a negative percentage when the score falls', () => {
    expect(trend(80, 60)).toMatchObject({ change: -20, percentChange: -25, direction: 'down', label: '-25%' });
  });

  it('moves with a change of a single point', () => {
    expect(trend(100, 101)).toMatchObject({ change: 1, percentChange: 1, direction: 'up', label: '+1%' });
    expect(trend(101, 100)).toMatchObject({ change: -1, percentChange: -1, direction: 'down', label: '-1%' }); // -0.99%
  });

  it('is neutral, labelled No change, when the score is the same', () => {
    expect(trend(60, 60)).toEqual({ previous: 60, latest: 60, change: 0, percentChange: 0, direction: 'neutral', label: 'No change' });
  });

  it('reports 0% when the previous score is 0, still pointing up', () => {
    expect(trend(0, 50)).toMatchObject({ change: 50, percentChange: 0, direction: 'up' });
    expect(trend(0, 0)).toMatchObject({ percentChange: 0, direction: 'neutral', label: 'No change' });
  });
});

describe('sortNewestFirst', () => {
  it('sorts by created_at, newest first, without changing the input', () => {
    const history = [entry('a', '2026-01-05T10:00:00.000Z', low), entry('c', '2026-03-01T10:00:00.000Z', low), entry('b', '2026-02-10T10:00:00.000Z', low)];
    expect(sortNewestFirst(history).map((e) => e.id)).toEqual(['c', 'b', 'a']);
    expect(history.map((e) => e.id)).toEqual(['a', 'c', 'b']);
  });

  it('puts an unreadable date last so it is never taken for the latest', () => {
    const history = [entry('bad', 'yesterday', low), entry('a', '2026-01-05T10:00:00.000Z', low)];
    expect(sortNewestFirst(history).map((e) => e.id)).toEqual(['a', 'bad']);
  });
});

describe('progressState', () => {
  it('is empty without assessments', () => {
    expect(progressState([])).toEqual({ state: 'empty' });
  });

  it('is single with one assessment: at least two are needed to compare', () => {
    expect(MIN_ASSESSMENTS_FOR_COMPARISON).toBe(2);
    const progress = progressState([entry('a', '2026-01-05T10:00:00.000Z', low)]);
    expect(progress.state).toBe('single');
    if (progress.state === 'single') expect(progress.records[0].vitaminD.overallScore).toBe(53);
  });

  it('compares two or more, newest first, with the summary against the previous assessment', () => {
    const progress = progressState([
      entry('first', '2026-01-05T10:00:00.000Z', low),
      entry('latest', '2026-03-01T10:00:00.000Z', strong),
      entry('second', '2026-02-10T10:00:00.000Z', middle),
    ]);
    expect(progress.state).toBe('comparison');
    if (progress.state !== 'comparison') return;
    expect(progress.records.map((r) => r.assessmentId)).toEqual(['latest', 'second', 'first']);
    expect(progress.records.map((r) => r.vitaminD.overallScore)).toEqual([80, 63, 53]);
    expect(progress.summary).toEqual({
      assessmentCount: 3,
      firstDate: '2026-01-05T10:00:00.000Z',
      latestDate: '2026-03-01T10:00:00.000Z',
      latestOverallScore: 80,
      // against the previous assessment (63), not the first (53): 17/63 = 27.0%
      overallTrend: { previous: 63, latest: 80, change: 17, percentChange: 27, direction: 'up', label: '+27%' },
    });
  });

  it('shows No change when the two latest overall scores are equal', () => {
    const progress = progressState([entry('a', '2026-01-05T10:00:00.000Z', low), entry('b', '2026-02-05T10:00:00.000Z', low)]);
    expect(progress.state === 'comparison' && progress.summary.overallTrend.label).toBe('No change');
  });
});
