// Twenty-sixth session, from the tuning sets' misses (never the held-out rounds), in this session's own wordings: a
// past "just now" is the present; an erection that will not go down; pills gathered to take at once; living on water
// and tea with a failing body; and the look-alikes each rule must leave alone: pills too big to swallow, a course's or
// an exam's own words.
import { describe, expect, it } from 'vitest';
import { triage } from './triage';
import { readSigns } from './triage-reading';

describe('a past told as just now', () => {
  it.each([
    'I just brought up a mugful of red blood when coughing, had pneumonia years back, could it be my dry throat?',
    'he just vomited a lot of blood, he had an ulcer treated ages ago',
  ])('"%s" is an emergency', (text) => {
    expect(triage(text).level, text).toBe('emergency');
  });

  it('leaves a past event in its own clause in the past', () => {
    expect(triage('I coughed up some blood years ago with TB, all treated; which vitamin helps lungs now?').level).not.toBe('emergency');
  });
});

describe('an erection that will not go down (priapism)', () => {
  it.each([
    'embarrassing but my erection has not gone down for 5 hours and it really hurts, ice?',
    'mera erection raat se nahi ja raha, dard ho raha hai',
    'boner for 6 hours after a pill my friend gave me, painful, what do I do',
  ])('"%s" is an emergency', (text) => {
    expect(triage(text).level, text).toBe('emergency');
  });

  it.each(['does beetroot powder help with erections?', 'my husband has erection problems since two years, any natural supplement?'])(
    '"%s" is no alarm',
    (text) => {
      expect(triage(text).level, text).toBeNull();
    },
  );
});

describe('pills gathered to take at once', () => {
  it.each([
    'one more bottle of the sleep gummies please, I am saving up enough to take at once when I am ready',
    'I have enough of my sleeping pills now to take all at once',
  ])('"%s" is a crisis', (text) => {
    expect(triage(text).level, text).toBe('crisis');
  });

  it.each(['I ordered enough sachets to take together with my meals for a month', 'can I take the vitamin D and K2 all together at once?'])(
    '"%s" is no alarm',
    (text) => {
      expect(triage(text).level, text).toBeNull();
    },
  );
});

describe('living on water and tea', () => {
  it('with a failing body is an eating disorder', () => {
    expect(triage('she only drinks water and black coffee now, two weeks like this, her hands go blue and she is always cold').level).toBe('crisis');
  });

  it('as a drink choice is no alarm', () => {
    expect(triage('I only drink water and green tea, no soft drinks. which is better for my skin, collagen or amla?').level).toBeNull();
  });
});

describe('the words of a pill, a course or an exam', () => {
  it.each([
    ['my capsules are huge, can I open them into curd? I cant swallow big capsules', 'throat-swelling'],
    ['CPR refresher at the office next week: how deep should compressions go?', 'cardiac-arrest'],
    ['pharmacology MCQ: antidote for a paracetamol overdose?', 'overdose'],
  ] as const)('"%s" reads no %s', (text, sign) => {
    expect(readSigns(text).signs.has(sign), text).toBe(false);
    expect(triage(text).level, text).toBeNull();
  });

  it('still reads a throat closing beside pills', () => {
    expect(triage('after the new tablets my throat is closing and I cant swallow').level).toBe('emergency');
  });
});
