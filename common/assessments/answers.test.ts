import { describe, expect, it } from 'vitest';
import type { AssessmentAnswers } from './answers';
import { InvalidAnswersError, answerProblems, assessmentSubmissionSchema, validateAnswers } from './answers';
import { BASIC_QUESTIONS, STANDARDIZED_QUESTIONS } from './question-banks';

function allAnswered(value: number, questions = BASIC_QUESTIONS): AssessmentAnswers {
  return Object.fromEntries(questions.map((q) => [q.id, value]));
}

describe('validateAnswers', () => {
  it('accepts every question answered with one of its options', () => {
    expect(validateAnswers('basic', allAnswered(3))).toEqual([]);
    expect(validateAnswers('standardized', allAnswered(0, STANDARDIZED_QUESTIONS))).toEqual([]);
  });

  it('names the unanswered questions', () => {
    const answers: Record<string, unknown> = allAnswered(2);
    delete answers.b03;
    delete answers.b10;
    expect(validateAnswers('basic', answers)).toEqual(['b03', 'b10']);
    expect(answerProblems('basic', answers)).toEqual([
      { questionId: 'b03', problem: 'missing' },
      { questionId: 'b10', problem: 'missing' },
    ]);
  });

  it('names questions that are not in the bank, including those of the other bank', () => {
    expect(validateAnswers('basic', { ...allAnswered(2), s01: 2, zz9: 1 })).toEqual(['s01', 'zz9']);
    expect(answerProblems('basic', { ...allAnswered(2), zz9: 1 })).toEqual([{ questionId: 'zz9', problem: 'unknown_question' }]);
  });

  it('names answers outside the options: above 4, below 0, between two options', () => {
    const problems = answerProblems('basic', { ...allAnswered(2), b01: 5, b02: -1, b04: 2.5 });
    expect(problems).toEqual([
      { questionId: 'b01', problem: 'not_an_option' },
      { questionId: 'b02', problem: 'not_an_option' },
      { questionId: 'b04', problem: 'not_an_option' },
    ]);
  });

  it('names answers of the wrong type instead of failing on them', () => {
    const answers = { ...allAnswered(2), b05: '3', b06: null, b07: Number.NaN, b08: [1] };
    expect(validateAnswers('basic', answers)).toEqual(['b05', 'b06', 'b07', 'b08']);
    expect(answerProblems('basic', answers).every((p) => p.problem === 'not_a_number')).toBe(true);
  });

  it('reports every question of an empty submission as missing', () => {
    expect(validateAnswers('standardized', {})).toHaveLength(25);
  });

  it('gives the error a stable code and the ids in its sentence', () => {
    const error = new InvalidAnswersError(['b03', 'zz9']);
    expect(error.code).toBe('INVALID_ANSWERS');
    expect(error.questionIds).toEqual(['b03', 'zz9']);
    expect(error.message).toBe('Answer every question with one of its options. Check: b03, zz9.');
  });
});

describe('assessmentSubmissionSchema', () => {
  it('accepts a complete submission', () => {
    const submission = { type: 'basic', answers: allAnswered(4) };
    expect(assessmentSubmissionSchema.parse(submission)).toEqual(submission);
  });

  it('reports each bad answer at its own path, wrong types and missing ones together', () => {
    const answers: Record<string, unknown> = { ...allAnswered(1), b02: 'often', b09: 7, extra: 1 };
    delete answers.b05;
    const result = assessmentSubmissionSchema.safeParse({ type: 'basic', answers });
    expect(result.success).toBe(false);
    const paths = result.error?.issues.map((issue) => issue.path.join('.')).sort();
    expect(paths).toEqual(['answers.b02', 'answers.b05', 'answers.b09', 'answers.extra']);
  });

  it('rejects an unknown assessment type without judging its answers', () => {
    const result = assessmentSubmissionSchema.safeParse({ type: 'advanced', answers: allAnswered(1) });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['type']);
  });

  it('rejects answers that are not an object', () => {
    expect(assessmentSubmissionSchema.safeParse({ type: 'basic', answers: [1, 2] }).success).toBe(false);
    expect(assessmentSubmissionSchema.safeParse({ type: 'basic' }).success).toBe(false);
  });
});
