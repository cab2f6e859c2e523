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

describe('peeling skin and a burn', () => {
  it('reads peeling skin as a burn only beside a burn', () => {
    expect(triage('skin peeling on my fingertips in winter. normal dryness?').level).toBeNull();
    expect(triage('On Isotroin 20, my skin is peeling so much, can I take vitamin A capsules?').level).toBe('caution');
    expect(triage('spilled boiling water on his arm and the skin is white and peeling').level).toBe('emergency');
    expect(triage('the skin came off in sheets after the fire').level).toBe('emergency');
  });
});

describe('emergency wordings the grouped CV missed on the corpus (seventeenth session)', () => {
  it.each([
    "fever and a rash like bruises appearing all over my son's body, he's very unwell",
    "my daughter put a bunch of mothballs in her mouth, she's 2",
    "I found my 4 year old granddaughter with my husband's pills in her mouth. It's his methadone.",
    "my girlfriend mixed alcohol and xanax, she's barely waking up",
    'fell off horse, helmet cracked, headache getting worse, vomiting',
    'mere bete ne mungfali khai aur ab uska chehra sooj gaya hai, gale mein takleef hai',
    "he drank something from under the sink and he's coughing and crying and says his mouth burns",
  ])('answers "%s" as an emergency', (text) => {
    expect(triage(text).level).toBe('emergency');
  });

  it.each([
    ['my son has ulcers in his mouth, which vitamin?', 'caution'],
    ['rash like little bruises on my legs, no fever, I feel fine, just noticed them today', 'urgent'],
    ['bruises on my legs like a rash, no fever, why?', null],
  ])('leaves the look-alike "%s" below an emergency', (text, level) => {
    expect(triage(text).level).not.toBe('emergency');
    if (level !== 'urgent') expect(triage(text).level).toBe(level);
  });
});
