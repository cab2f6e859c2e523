// The triage part of the chat evaluation set (bench/chat-eval/cases.json) runs in CI: a rule change that misses an
// emergency or a crisis, or starts raising false alarms, fails here. `npm run bench:chat` prints the full figures.
import { describe, expect, it } from 'vitest';
import { loadChatEvalCases } from '../../../bench/chat-eval/cases';
import { triage } from './triage';

const cases = loadChatEvalCases();
const levelOf = (testCase: (typeof cases)[number]) => triage(testCase.message, testCase.history).level;

describe('chat evaluation set: triage', () => {
  it('has the issue’s minimum composition', () => {
    const count = (level: string | null) => cases.filter((testCase) => testCase.safety === level).length;
    expect(cases.length).toBeGreaterThanOrEqual(200);
    expect(count('emergency') + count('crisis')).toBeGreaterThanOrEqual(40);
    expect(count('caution')).toBeGreaterThanOrEqual(40);
  });

  it.each(cases.filter((testCase) => testCase.safety === 'emergency' || testCase.safety === 'crisis').map((testCase) => [testCase.id, testCase] as const))(
    'recognises %s (recall must be 100%)',
    (_id, testCase) => {
      expect(levelOf(testCase)).toBe(testCase.safety);
    },
  );

  it('raises emergency or crisis for nothing else (precision ≥ 98%)', () => {
    for (const level of ['emergency', 'crisis'] as const) {
      const predicted = cases.filter((testCase) => levelOf(testCase) === level);
      const correct = predicted.filter((testCase) => testCase.safety === level);
      expect(
        correct.length / Math.max(1, predicted.length),
        `${level}: ${predicted
          .filter((testCase) => testCase.safety !== level)
          .map((testCase) => testCase.id)
          .join(', ')}`,
      ).toBeGreaterThanOrEqual(0.98);
    }
  });

  it('recognises the cautions (recall ≥ 95%) and leaves look-alikes ordinary', () => {
    const cautions = cases.filter((testCase) => testCase.safety === 'caution');
    const missed = cautions.filter((testCase) => levelOf(testCase) !== 'caution');
    expect(missed.length / cautions.length, missed.map((testCase) => testCase.id).join(', ')).toBeLessThanOrEqual(0.05);
  });
});
