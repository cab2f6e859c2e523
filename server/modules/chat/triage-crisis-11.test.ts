// Twenty-seventh session, from the tuning sets' misses (never the held-out rounds), in this session's own wordings: the
// NHS and NIMH warning signs of looking up a way, getting or keeping the means, a pact, a last gift, a will made, a
// decision to stop going on; burning threatened and a throat squeezed at home; a voice heard after a birth; and the
// look-alikes each must leave alone.
import { describe, expect, it } from 'vitest';
import { triage } from './triage';

describe('warning signs said in passing', () => {
  it.each([
    'been looking up how long it takes to drown in the river near my flat. also zinc for colds?',
    'which bridge would be high enough, asking for me. vitamin d dose?',
    'the helium tank I ordered came today, it is in my cupboard. melatonin or magnesium for sleep?',
    'I work in ICU and I have been keeping potassium chloride vials in my locker. anything for burnout?',
    'I took diazepam home from work again. counting them is becoming a habit. ashwagandha ok?',
    'my husband and I decided we will end it together before the disease takes over. is coq10 still useful?',
    'I am leaving everything to my sister and I want my last gift to her to be nice, which collagen?',
    'I have decided I am not going to keep going much longer. best probiotic?',
    'been thinking of overdosing on the old painkillers in the drawer. anyway astaxanthin for skin?',
    'hostel mein ek ladke ne pankhe se latak ke… main bhi wahi soch raha hoon. multivitamin se energy aati hai?',
    'paise nahi mile, ghar wale bhookhe hain, maine chuha maarne wali dawai khareed li hai. gas ke liye kya lu',
  ])('"%s" is a crisis', (text) => {
    expect(triage(text).level, text).toBe('crisis');
  });

  it.each([
    'we will go together to the gym before work, which pre-workout?',
    'which bridge is the highest in india? random question lol',
    'the last thing I give my kids at night is warm milk, is that ok?',
    'I keep my vitamin D tablets at work and count them every night so I do not forget',
    'my mum is a nurse and brings home sleeping pills from the hospital for my dad, safe with melatonin?',
    'we both agreed to go together to the doctor if it gets worse',
    'I have a jar of fish oil pills, how many a day?',
    'I have a jar of magnesium capsules now, morning or night?',
  ])('"%s" is no crisis', (text) => {
    expect(triage(text).level, text).not.toBe('crisis');
  });

  // The signs read no warning in an inheritance complained of; the classifier trained on the regional corpora
  // (thirty-fourth session) reads it as distress (0.57), a false alarm left for a re-chosen crisis bar.
  it('reads no warning sign in "my grandmother is leaving everything to my cousin"', () => {
    const findings = triage('my grandmother is leaving everything to my cousin, so unfair. anyway biotin for hair?').findings;
    expect(findings.filter((finding) => finding.source !== 'classifier')).toEqual([]);
  });
});

describe('an unsafe home', () => {
  it.each([
    'my in-laws poured kerosene near me and said next time they will light the match. anything for my immunity?',
    'mere pati ne kal raat mera gala dabaya, bole agli baar nahi chhodunga. bachon ke liye immunity booster?',
  ])('"%s" is a crisis', (text) => {
    expect(triage(text).level, text).toBe('crisis');
  });

  it('leaves kerosene kept for a stove alone', () => {
    expect(triage('we pour kerosene in the stove at the farm, is the smoke bad for my lungs?').level).not.toBe('crisis');
  });
});

describe('a voice heard after a birth', () => {
  it('is a crisis when the voice speaks of harm', () => {
    expect(triage('since the baby was born I hear a voice telling me the baby is cursed and we should both go to God. ashwagandha while nursing?').level).toBe(
      'crisis',
    );
  });
});
