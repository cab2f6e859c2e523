import { describe, expect, it } from 'vitest';
import type { GuardianScores } from './assessments/scoring';
import {
  INTEGRATION_GAIN_CAP,
  OVERALL_LABELS,
  PATHWAY_GAIN_CAP,
  RECOMMENDATION_PHASE_DAYS,
  VITAMIN_D_SUB_METRICS,
  clampForDisplay,
  deriveProgressRecord,
  integrationGain,
  isAboveRange,
  metricBadge,
  overallLabel,
  overallReading,
  weakGuardiansNote,
  pathwayGain,
  scoreLevel,
  vitaminDMetrics,
  vitaminDRecommendations,
} from './vitamin-d';

const strongImmunity: GuardianScores = { angio: 71, regenera: 75, genomica: 25, biome: 33, immuno: 78 };
const lowScores: GuardianScores = { angio: 20, regenera: 30, genomica: 40, biome: 10, immuno: 50 };

describe('vitaminDMetrics', () => {
  it('computes every spec 9 formula for a primary score above 66, where resonance passes 100', () => {
    // resonance   round(78 × 1.5) = 117
    // coherence   (71×0.2 + 75×0.3 + 25×0.25 + 33×0.15 + 78×0.1) / 2 = 55.7 / 2 = 27.85 → 28
    // pathway     round((117 + 28) / 2) = round(72.5) = 73
    // integration min(100, round(282 / 2)) = min(100, 141) = 100
    // overall     round((117 + 28 + 73 + 100) / 4) = round(79.5) = 80
    expect(vitaminDMetrics(strongImmunity, 'immuno')).toEqual({
      resonanceStrength: 117,
      quantumCoherence: 28,
      pathwayEfficiency: 73,
      cellularIntegration: 100,
      overallScore: 80,
    });
  });

  it('computes every formula for low scores, where integration stays under its cap', () => {
    // resonance   round(50 × 1.5) = 75
    // coherence   (20×0.2 + 30×0.3 + 40×0.25 + 10×0.15 + 50×0.1) / 2 = 29.5 / 2 = 14.75 → 15
    // pathway     round((75 + 15) / 2) = 45
    // integration min(100, round(150 / 2)) = 75
    // overall     round((75 + 15 + 45 + 75) / 4) = round(52.5) = 53
    expect(vitaminDMetrics(lowScores, 'immuno')).toEqual({
      resonanceStrength: 75,
      quantumCoherence: 15,
      pathwayEfficiency: 45,
      cellularIntegration: 75,
      overallScore: 53,
    });
  });

  it('bases resonance on the primary guardian given, not on the highest score', () => {
    expect(vitaminDMetrics(strongImmunity, 'genomica').resonanceStrength).toBe(38); // round(25 × 1.5) = round(37.5)
  });

  it('crosses 100 resonance exactly when the primary score passes 66', () => {
    const scores = (primary: number): GuardianScores => ({ angio: primary, regenera: 0, genomica: 0, biome: 0, immuno: 0 });
    expect(vitaminDMetrics(scores(66), 'angio').resonanceStrength).toBe(99);
    expect(vitaminDMetrics(scores(67), 'angio').resonanceStrength).toBe(101); // 100.5 rounds up
    expect(vitaminDMetrics(scores(100), 'angio').resonanceStrength).toBe(150);
  });

  it('reaches the ends of the scale for all-best and all-worst scores', () => {
    const all = (score: number): GuardianScores => ({ angio: score, regenera: score, genomica: score, biome: score, immuno: score });
    // all 100: resonance 150, coherence 100/2 = 50, pathway 100, integration min(100, 250) = 100, overall 400/4 = 100
    expect(vitaminDMetrics(all(100), 'angio')).toEqual({
      resonanceStrength: 150,
      quantumCoherence: 50,
      pathwayEfficiency: 100,
      cellularIntegration: 100,
      overallScore: 100,
    });
    expect(vitaminDMetrics(all(0), 'angio')).toEqual({
      resonanceStrength: 0,
      quantumCoherence: 0,
      pathwayEfficiency: 0,
      cellularIntegration: 0,
      overallScore: 0,
    });
  });

  it('lists the four sub-metrics by name', () => {
    expect(VITAMIN_D_SUB_METRICS.map((m) => m.label)).toEqual(['Resonance Strength', 'Quantum Coherence', 'Pathway Efficiency', 'Cellular Integration']);
  });
});

describe('clampForDisplay', () => {
  it('caps bars and rings at 100 and floors them at 0, leaving values in between alone', () => {
    expect(clampForDisplay(117)).toBe(100);
    expect(clampForDisplay(73)).toBe(73);
    expect(clampForDisplay(-5)).toBe(0);
  });
});

describe('score wording', () => {
  it.each([
    [0, 'critical', 'Critical Vitamin D Realignment Required'],
    [39, 'critical', 'Critical Vitamin D Realignment Required'],
    [40, 'moderate', 'Moderate Vitamin D Optimization Needed'],
    [69, 'moderate', 'Moderate Vitamin D Optimization Needed'],
    [70, 'optimal', 'Minor Vitamin D Enhancement Suggested'],
    [117, 'optimal', 'Minor Vitamin D Enhancement Suggested'],
  ])('reads %i as %s: "%s"', (value, level, label) => {
    expect(scoreLevel(value)).toBe(level);
    expect(overallLabel(value)).toBe(label);
    expect(OVERALL_LABELS[scoreLevel(value)]).toBe(label);
  });
});

describe('recommendation gains', () => {
  it('caps the pathway gain at 30 far from 100 and at the room left near 100', () => {
    expect(PATHWAY_GAIN_CAP).toBe(30);
    expect(pathwayGain(45)).toBe(30);
    expect(pathwayGain(70)).toBe(30);
    expect(pathwayGain(73)).toBe(27);
    expect(pathwayGain(99)).toBe(1);
    expect(pathwayGain(100)).toBe(0);
  });

  it('caps the integration gain at 25 far from 100 and at the room left near 100', () => {
    expect(INTEGRATION_GAIN_CAP).toBe(25);
    expect(integrationGain(10)).toBe(25);
    expect(integrationGain(75)).toBe(25);
    expect(integrationGain(80)).toBe(20);
    expect(integrationGain(100)).toBe(0);
  });
});

describe('vitaminDRecommendations', () => {
  it('runs in phases of 14, 21 and 30 days, then ongoing', () => {
    const recommendations = vitaminDRecommendations(vitaminDMetrics(lowScores, 'immuno'), 'immuno');
    expect(RECOMMENDATION_PHASE_DAYS).toEqual([14, 21, 30]);
    expect(recommendations.map((r) => [r.phase, r.days, r.timeframe])).toEqual([
      [1, 14, '14 days'],
      [2, 21, '21 days'],
      [3, 30, '30 days'],
      [4, null, 'Ongoing'],
    ]);
  });

  it('states the capped gains in the text when far from 100', () => {
    // pathway 45 → gain 30 (cap); integration 75 → gain 25 (cap)
    const [pathway, integration] = vitaminDRecommendations(vitaminDMetrics(lowScores, 'immuno'), 'immuno');
    expect(pathway?.text).toContain('by up to 30 points');
    expect(integration?.text).toContain('by up to 25 points');
  });

  it('promises no more than the room left when near 100, and no gain at all at 100', () => {
    // pathway 73 → gain 27; integration 100 → nothing left to gain
    const [pathway, integration] = vitaminDRecommendations(vitaminDMetrics(strongImmunity, 'immuno'), 'immuno');
    expect(pathway?.text).toContain('by up to 27 points');
    expect(integration?.text).not.toMatch(/up to/);
    expect(integration?.text).toContain('at its peak');
  });

  it('names the primary guardian in the third phase', () => {
    const third = vitaminDRecommendations(vitaminDMetrics(lowScores, 'immuno'), 'immuno')[2];
    expect(third?.title).toBe('General Immuno Resonance');
    expect(third?.text).toContain('immunity');
  });
});

describe('deriveProgressRecord', () => {
  it('turns an assessment history entry into spec 3’s progress record with its Vitamin D metrics', () => {
    const entry = {
      id: 'a1',
      created_at: '2026-11-22T09:15:00.000Z',
      results: { scores: strongImmunity, primaryGuardian: 'immuno' as const, secondaryGuardian: 'regenera' as const },
    };
    expect(deriveProgressRecord(entry)).toEqual({
      assessmentId: 'a1',
      date: '2026-11-22T09:15:00.000Z',
      primaryGuardian: 'immuno',
      secondaryGuardian: 'regenera',
      scores: strongImmunity,
      vitaminD: { resonanceStrength: 117, quantumCoherence: 28, pathwayEfficiency: 73, cellularIntegration: 100, overallScore: 80 },
    });
  });
});

describe('issue 39: labels that fit their numbers', () => {
  it('labels a metric above 100 "Above range", never with a band it is not in', () => {
    expect(metricBadge(117)).toBe('Above range');
    expect(isAboveRange(117)).toBe(true);
    expect(metricBadge(100)).toBe('Optimal');
    expect(isAboveRange(100)).toBe(false);
    expect(metricBadge(39)).toBe('Critical');
  });

  it('never reads "Minor ... Enhancement Suggested" while a guardian is in the critical band', () => {
    const scores: GuardianScores = { angio: 90, regenera: 25, genomica: 80, biome: 33, immuno: 70 };
    const metrics = vitaminDMetrics(scores, 'angio');
    expect(scoreLevel(metrics.overallScore)).toBe('optimal');
    const reading = overallReading(metrics, scores);
    expect(reading.level).toBe('moderate');
    expect(reading.label).toBe('Moderate Vitamin D Optimization Needed');
    expect(reading.weakGuardians).toEqual(['regenera', 'biome']);
    expect(weakGuardiansNote(reading, scores)).toBe('Lady Regenera (25) and Commander Biome (33) score under 40, in the critical band: start there.');

    const immunity = overallReading(vitaminDMetrics(strongImmunity, 'immuno'), strongImmunity);
    expect(immunity.label).not.toBe(OVERALL_LABELS.optimal);
  });

  it("keeps the overall score's own band when no guardian is critical, and never raises it", () => {
    const even: GuardianScores = { angio: 80, regenera: 75, genomica: 70, biome: 72, immuno: 78 };
    const reading = overallReading(vitaminDMetrics(even, 'angio'), even);
    expect(reading).toEqual({ level: 'optimal', label: OVERALL_LABELS.optimal, weakGuardians: [] });
    expect(weakGuardiansNote(reading, even)).toBeNull();
    const low = overallReading(vitaminDMetrics(lowScores, 'immuno'), lowScores);
    expect(low.label).toBe(overallLabel(vitaminDMetrics(lowScores, 'immuno').overallScore));
  });
});
