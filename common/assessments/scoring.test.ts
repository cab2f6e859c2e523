import { describe, expect, it } from 'vitest';
import type { AssessmentAnswers } from './answers';
import { InvalidAnswersError } from './answers';
import { ASSESSMENT_TYPES, questionBank } from './question-banks';
import { GUARDIAN_TIE_ORDER, assessmentResultsSchema, rankGuardians, scoreAssessment } from './scoring';

function allAnswered(type: 'basic' | 'standardized', value: number): AssessmentAnswers {
  return Object.fromEntries(questionBank(type).map((q) => [q.id, value]));
}

describe('scoreAssessment', () => {
  it.each(ASSESSMENT_TYPES)('gives every guardian 100 when every %s answer is the healthiest', (type) => {
    expect(scoreAssessment(type, allAnswered(type, 4)).scores).toEqual({ angio: 100, regenera: 100, genomica: 100, biome: 100, immuno: 100 });
  });

  it.each(ASSESSMENT_TYPES)('gives every guardian 0 when every %s answer is the least healthy', (type) => {
    expect(scoreAssessment(type, allAnswered(type, 0)).scores).toEqual({ angio: 0, regenera: 0, genomica: 0, biome: 0, immuno: 0 });
  });

  it('computes a mixed basic assessment as the weighted mean of each guardian’s answers', () => {
    // Weights (basic): angio 1+3+1+2=7, regenera 2+2+1+1+1=7, genomica 1+3+1=5, biome 3+2+1=6, immuno 1+3+1+2+1=8.
    // angio    b02 1×2 + b04 3×3 + b09 1×1 + b10 2×4 = 20 → 20/28 = 71.4 → 71
    // regenera b01 2×4 + b02 2×2 + b07 1×2 + b08 1×3 + b10 1×4 = 21 → 21/28 = 75
    // genomica b01 1×4 + b05 3×0 + b09 1×1 = 5 → 5/20 = 25
    // biome    b03 3×1 + b07 2×2 + b09 1×1 = 8 → 8/24 = 33.3 → 33
    // immuno   b01 1×4 + b06 3×4 + b07 1×2 + b08 2×3 + b09 1×1 = 25 → 25/32 = 78.1 → 78
    const answers = { b01: 4, b02: 2, b03: 1, b04: 3, b05: 0, b06: 4, b07: 2, b08: 3, b09: 1, b10: 4 };
    expect(scoreAssessment('basic', answers)).toEqual({
      scores: { angio: 71, regenera: 75, genomica: 25, biome: 33, immuno: 78 },
      primaryGuardian: 'immuno',
      secondaryGuardian: 'regenera',
    });
  });

  it('rounds a score exactly halfway between two integers up', () => {
    // biome: b03 3×1 + b07 2×0 + b09 1×0 = 3 → 3/24 = 12.5 → 13
    const answers = { ...allAnswered('basic', 0), b03: 1 };
    expect(scoreAssessment('basic', answers).scores.biome).toBe(13);
  });

  it('returns results the API contract accepts', () => {
    const results = scoreAssessment('standardized', allAnswered('standardized', 3));
    expect(assessmentResultsSchema.safeParse(results).success).toBe(true);
    expect(results.scores.angio).toBe(75);
  });

  it('breaks a five-way tie by the catalog order: angio, then regenera', () => {
    const results = scoreAssessment('basic', allAnswered('basic', 2));
    expect(results.scores).toEqual({ angio: 50, regenera: 50, genomica: 50, biome: 50, immuno: 50 });
    expect(results.primaryGuardian).toBe('angio');
    expect(results.secondaryGuardian).toBe('regenera');
  });

  it('breaks a tie for first place by the catalog order: biome before genomica', () => {
    // Every answer tied to biome or genomica is 4 (b01, b03, b05, b07, b09); the rest are 0.
    // angio    b09 1×4 = 4 → 4/28 = 14.3 → 14
    // regenera b01 2×4 + b07 1×4 = 12 → 12/28 = 42.9 → 43
    // genomica b01 1×4 + b05 3×4 + b09 1×4 = 20 → 20/20 = 100
    // biome    b03 3×4 + b07 2×4 + b09 1×4 = 24 → 24/24 = 100
    // immuno   b01 1×4 + b07 1×4 + b09 1×4 = 12 → 12/32 = 37.5 → 38
    const answers = { ...allAnswered('basic', 0), b01: 4, b03: 4, b05: 4, b07: 4, b09: 4 };
    expect(scoreAssessment('basic', answers)).toEqual({
      scores: { angio: 14, regenera: 43, genomica: 100, biome: 100, immuno: 38 },
      primaryGuardian: 'biome',
      secondaryGuardian: 'genomica',
    });
  });

  it('refuses incomplete or invalid answers, naming the questions', () => {
    const answers: Record<string, number> = { ...allAnswered('basic', 2), b04: 9 };
    delete answers.b01;
    let thrown: unknown;
    try {
      scoreAssessment('basic', answers);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(InvalidAnswersError);
    expect((thrown as InvalidAnswersError).questionIds).toEqual(['b01', 'b04']);
  });
});

describe('rankGuardians', () => {
  it('orders guardians from the highest score to the lowest', () => {
    expect(rankGuardians({ angio: 10, regenera: 90, genomica: 30, biome: 70, immuno: 50 })).toEqual(['regenera', 'biome', 'immuno', 'genomica', 'angio']);
  });

  it('orders equal scores by the catalog order (biome before genomica), not by the order of the score keys', () => {
    expect(GUARDIAN_TIE_ORDER).toEqual(['angio', 'regenera', 'biome', 'genomica', 'immuno']);
    expect(rankGuardians({ angio: 10, regenera: 50, genomica: 80, biome: 80, immuno: 80 })).toEqual(['biome', 'genomica', 'immuno', 'regenera', 'angio']);
  });
});
