import { describe, expect, it } from 'vitest';
import type { GuardianScores } from '@common/assessments/scoring';
import { QUESTIONNAIRE_SCORE_CAVEAT, VITAMIN_D_DASHBOARD_NOTE, vitaminDMetrics } from '@common/vitamin-d';
import { buildVitaminDReport, printable, vitaminDReportLines } from './vitamin-d-report';

// Primary 80 makes resonance 120; Biome 30 and Immuno 20 are in the critical band.
const scores: GuardianScores = { angio: 80, regenera: 70, genomica: 50, biome: 30, immuno: 20 };
const input = {
  assessedAt: '2025-03-02T10:00:00.000Z',
  scores,
  primaryGuardian: 'angio' as const,
  secondaryGuardian: 'regenera' as const,
  metrics: vitaminDMetrics(scores, 'angio'),
};

describe('the Vitamin D PDF report (issue 39)', () => {
  const texts = vitaminDReportLines(input, new Date('2025-03-03T10:00:00.000Z')).map((line) => line.text);

  it('carries the screen\'s "not a blood test" caveat and note beside the overall score', () => {
    const overall = texts.findIndex((text) => text.startsWith('Overall score:'));
    expect(texts.indexOf(QUESTIONNAIRE_SCORE_CAVEAT)).toBe(overall - 1);
    expect(QUESTIONNAIRE_SCORE_CAVEAT).toContain('not a blood test');
    expect(texts).toContain(VITAMIN_D_DASHBOARD_NOTE);
  });

  it('labels the overall score as the screen does, naming the critical guardians', () => {
    expect(texts).toContain(`Overall score: ${input.metrics.overallScore} - Moderate Vitamin D Optimization Needed`);
    expect(texts).toContain('General Immuno (20) and Commander Biome (30) score under 40, in the critical band: start there.');
  });

  it('labels a metric above 100 as above the range, not with a band', () => {
    expect(texts).toContain('Resonance Strength: 120 (Above range, above the 0–100 range)');
    expect(texts).toContain(`Quantum Coherence: ${input.metrics.quantumCoherence} (Critical)`);
    expect(printable('above the 0–100 range')).toBe('above the 0-100 range');
  });

  it('builds a PDF from those lines', async () => {
    const bytes = await buildVitaminDReport(input);
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
  });
});
