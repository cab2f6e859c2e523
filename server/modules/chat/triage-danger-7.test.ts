// A past time explains the signs of its own clause only (seventeenth session): "had my c-section 2 weeks ago, my calf
// is swollen and I can't breathe" speaks of now in its second clause; "a stroke 2 years ago, my face was drooping then"
// does not.
import { describe, expect, it } from 'vitest';
import { triage } from './triage';

describe('a past time and the clauses around it', () => {
  it('reads a sign said in the present in another clause as live', () => {
    expect(triage('had my c-section 2 weeks ago, my calf is swollen and i cant breathe').level).toBe('emergency');
  });

  it('keeps signs of the past clause, and signs told in the past tense, in the past', () => {
    expect(triage('I had a stroke 2 years ago, my face was drooping then').level).not.toBe('emergency');
    expect(triage('I had a seizure years ago, I am scared it will happen again').level).toBeNull();
    expect(triage('my dad had a heart attack years ago, he is fine now and wants omega 3').level).not.toBe('emergency');
  });
});
