import { describe, expect, it } from 'vitest';
import { GUARDIAN_IDS } from '../guardians';
import {
  ANSWER_SCALE,
  ASSESSMENT_TYPES,
  BASIC_QUESTIONS,
  STANDARDIZED_QUESTIONS,
  assessmentQuestionSchema,
  isAssessmentType,
  questionBank,
} from './question-banks';

describe('question banks', () => {
  it('offers a basic bank of ten questions and a standardized bank of twenty-five', () => {
    expect(ASSESSMENT_TYPES).toEqual(['basic', 'standardized']);
    expect(questionBank('basic')).toBe(BASIC_QUESTIONS);
    expect(questionBank('standardized')).toBe(STANDARDIZED_QUESTIONS);
    expect(BASIC_QUESTIONS).toHaveLength(10);
    expect(STANDARDIZED_QUESTIONS).toHaveLength(25);
  });

  it('numbers questions with stable, unique ids in asking order', () => {
    expect(BASIC_QUESTIONS.map((q) => q.id)).toEqual(['b01', 'b02', 'b03', 'b04', 'b05', 'b06', 'b07', 'b08', 'b09', 'b10']);
    expect(STANDARDIZED_QUESTIONS.map((q) => q.id)).toEqual(Array.from({ length: 25 }, (_, i) => `s${String(i + 1).padStart(2, '0')}`));
  });

  it.each(ASSESSMENT_TYPES)('ties every guardian to at least two %s questions, so every score is defined', (type) => {
    for (const guardian of GUARDIAN_IDS) {
      const tied = questionBank(type).filter((q) => q.guardians.some((w) => w.guardian === guardian));
      expect(tied.length, guardian).toBeGreaterThanOrEqual(2);
    }
  });

  it.each(ASSESSMENT_TYPES)('gives each %s question distinct option values on the 0..4 scale, from worst 0 to best 4', (type) => {
    for (const question of questionBank(type)) {
      const values = question.options.map((o) => o.value);
      expect(new Set(values).size, question.id).toBe(values.length);
      expect(values, question.id).toContain(ANSWER_SCALE.worst);
      expect(values, question.id).toContain(ANSWER_SCALE.best);
      for (const value of values) {
        expect(Number.isInteger(value) && value >= ANSWER_SCALE.worst && value <= ANSWER_SCALE.best, question.id).toBe(true);
      }
      expect(new Set(question.options.map((o) => o.label)).size, question.id).toBe(question.options.length);
    }
  });

  it.each(ASSESSMENT_TYPES)('serves %s questions that match the wire schema, each guardian at most once per question', (type) => {
    for (const question of questionBank(type)) {
      expect(assessmentQuestionSchema.safeParse(question).success, question.id).toBe(true);
      const guardians = question.guardians.map((w) => w.guardian);
      expect(new Set(guardians).size, question.id).toBe(guardians.length);
      expect(question.text.endsWith('?'), question.id).toBe(true);
    }
  });

  it('scores the healthiest answer highest: never having cold hands is 4, almost always is 0', () => {
    const coldHands = BASIC_QUESTIONS.find((q) => q.id === 'b04');
    expect(coldHands?.guardians).toEqual([{ guardian: 'angio', weight: 3 }]);
    expect(coldHands?.options.find((o) => o.label === 'Never')?.value).toBe(4);
    expect(coldHands?.options.find((o) => o.label === 'Almost always')?.value).toBe(0);
  });

  it('recognises only the two assessment types', () => {
    expect(isAssessmentType('basic')).toBe(true);
    expect(isAssessmentType('standardized')).toBe(true);
    expect(isAssessmentType('advanced')).toBe(false);
    expect(isAssessmentType(undefined)).toBe(false);
  });
});
