// The sixteenth session: a short message that names no sign is asked about safety when the model is all but sure of a
// crisis ("planning my exit"), never answered as one; a farewell of one or two words is not; and ending a
// subscription, now a store subject of its own, does not make a goodbye a mere question about the store.
import { describe, expect, it } from 'vitest';
import { CLASSIFIER_THRESHOLDS, triage } from './triage';

describe('short messages the model reads as a crisis', () => {
  it('asks the safety question of three to five words it is all but sure of, and decides nothing', () => {
    for (const text of ['planning my exit', "I've made my peace"]) {
      const result = triage(text);
      expect(result.level, text).toBe('check');
      expect(result.findings[0], text).toMatchObject({ id: 'learned-check-crisis-short', question: 'crisis-safe', source: 'classifier' });
    }
  });

  it('leaves one- and two-word farewells, and short store questions, alone', () => {
    for (const text of ['bye', 'idk', 'ok bye', 'thanks bye', 'where is my order', 'is delivery free?']) expect(triage(text).level, text).toBeNull();
  });

  it('asks only when the model is surer than for a longer message', () => {
    expect(CLASSIFIER_THRESHOLDS.askCrisisShort).toBeGreaterThan(CLASSIFIER_THRESHOLDS.crisis.alone);
  });

  it('keeps a goodbye beside a subscription cancelled a crisis, not a store question', () => {
    const text =
      "Setting up autopay for my wife and putting all my passwords in a doc for her. Also cancelling my subscription, won't be needing it after this month.";
    expect(triage(text).level).toBe('crisis');
    expect(triage('how do I pause my subscription while I travel next month?').level).toBeNull();
  });
});
