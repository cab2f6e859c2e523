import { describe, expect, it } from 'vitest';
import CONFUSABLE_WORDS from './triage-confusables.json' with { type: 'json' };
import { confusableWords } from './triage-confusables';
import { readSigns, signWordMatches, statedAge } from './triage-reading';
import { readMessage, withoutRepeatedSentences } from './chat-text';

describe('reading signs', () => {
  it.each([
    ['chest', 'chset'],
    ['breathing', 'brething'],
    ['seizure', 'sezure'],
    ['breathing', 'breathng'],
    ['sweat*', 'sweting'],
    ['unconscious', 'unconsious'],
  ])('forgives a typo: "%s" matches "%s"', (pattern, typed) => {
    expect(signWordMatches(pattern, typed)).toBe(true);
  });

  it.each([
    ['chest', 'chess'],
    ['pain', 'paint'],
    ['breath', 'bread'],
    ['stroke', 'stoke'],
  ])('never reads an English word as a sign word: "%s" does not match "%s"', (pattern, typed) => {
    expect(signWordMatches(pattern, typed)).toBe(false);
  });

  it('keeps denied, past, general, story and workout signs out, and what happens now in', () => {
    expect([...readSigns('no chest pain, just a question').signs]).not.toContain('chest-discomfort');
    expect([...readSigns('my dad had a stroke years ago').signs]).not.toContain('stroke-named');
    expect([...readSigns('what are the signs of a stroke, like a drooping face?').signs]).not.toContain('face-droop');
    expect([...readSigns('chest day: my chest is so sore and tight').signs]).not.toContain('chest-discomfort');
    expect([...readSigns('years ago I had chest pain. right now my chest is crushing').signs]).toContain('chest-severe');
    expect([...readSigns('HER FACE IS DROOPING ON ONE SIDE 😱').signs]).toContain('face-droop');
  });

  it('lets a food or medicine explain a colour, never blood, tar or fainting', () => {
    expect([...readSigns('beetroot powder turned my pee pink!! is that ok??').signs]).not.toContain('blood-in-urine');
    expect([...readSigns('my poo has been black since I started iron tablets').signs]).not.toContain('black-stool');
    expect([...readSigns('blood in my pee after eating beetroot').signs]).toContain('blood-in-urine');
    expect([...readSigns('black tarry poo since the iron tablets').signs]).toContain('black-stool');
    expect([...readSigns('my poo is black since iron tablets and I nearly fainted').signs]).toContain('black-stool');
    expect([...readSigns('my pee is pink').signs]).toContain('blood-in-urine');
  });

  it('reads a number with a unit as a strength, not a count of pills', () => {
    expect([...readSigns('the 400 IU capsules everyone breaks on face, ok to swallow daily?').signs]).not.toContain('many');
    expect([...readSigns('my son swallowed 20 of my 500 mg paracetamol tablets').signs]).toContain('many');
  });

  it('reads a burning feeling apart from a burn, and a question about a risk apart from the event', () => {
    expect([...readSigns('acidity and burning in chest after spicy food').signs]).not.toContain('burn-severe');
    expect([...readSigns('I burned my chest with boiling water, big blisters').signs]).toContain('burn-severe');
    expect([...readSigns('can psyllium husk cause choking or blockage?').signs]).not.toContain('cant-breathe');
    expect([...readSigns('can this cause choking? he is choking now').signs]).toContain('cant-breathe');
  });

  it('reads who and how old', () => {
    expect(readSigns('my 4 year old swallowed pills').subject).toBe('child');
    expect(readSigns('my 8 month old is floppy').subject).toBe('baby');
    expect(statedAge(readMessage('he is 67 and dizzy'))).toBe(67);
    expect(statedAge(readMessage('my 8-month-old'))).toBe(0);
    // A measurement is no age, a man's age said "35M" is no baby's months, and a toddler's "18m" still is.
    expect(statedAge(readMessage('got my report, vitamin d is 14 ng/ml. how much d3?'))).toBeUndefined();
    expect(statedAge(readMessage('fasting sugar is 60 mg/dl'))).toBeUndefined();
    expect(statedAge(readMessage('Zinc dose for adults? per day and the upper limit pls. 35M'))).toBe(35);
    expect(statedAge(readMessage('my baby is 18m and constipated'))).toBe(0);
    expect(statedAge(readMessage('my son is 14'))).toBe(14);
    expect(statedAge(readMessage('I took doxycycline in college, 10 yrs ago. zinc upper limit?'))).toBeUndefined();
    expect(statedAge(readMessage('on metformin for 12 years'))).toBeUndefined();
    expect(statedAge(readMessage('calcium requirment for 25 year old guy? whats the UL'))).toBe(25);
  });

  it('ships the confusable English words of today’s sign words (run scripts/triage-confusables.ts after changing them)', async () => {
    expect(CONFUSABLE_WORDS).toEqual(await confusableWords());
  }, 60_000);
});

describe('a reply', () => {
  it('never says a sentence twice, and keeps decimals and abbreviations whole', () => {
    expect(withoutRepeatedSentences('Check with your doctor. Adults need 2.4 µg a day, e.g. from eggs. Check with your doctor.')).toBe(
      'Check with your doctor. Adults need 2.4 µg a day, e.g. from eggs.',
    );
    expect(withoutRepeatedSentences('Fine. Fine! Fine.')).toBe('Fine. Fine!');
  });
});
