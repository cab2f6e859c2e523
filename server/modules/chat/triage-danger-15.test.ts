// Twenty-seventh session, from the tuning sets' misses (never the held-out rounds), in this session's own wordings:
// sepsis told by its counted signs (a heart at 130, hardly any urine, purple patches) and heavy bleeding after a birth;
// and what each must leave alone: a fast heart on a run, a heavy period, the light bleeding of the weeks after a birth.
import { describe, expect, it } from 'vitest';
import { triage } from './triage';

describe('sepsis told by its counted signs', () => {
  it.each([
    'fever and chills since yesterday, heart like 130 and I have peed like once today, feel awful',
    'my mum has a high temperature, her pulse is 140 and she has not passed urine since morning',
    'toddler with a fever and purple blotchy patches on his legs',
  ])('"%s" is an emergency', (text) => {
    expect(triage(text).level, text).toBe('emergency');
  });

  it('carries the picture told earlier into a later store question', () => {
    const earlier = 'fever then freezing, heart like 130, purple blotchy patches on my legs, peed once today, feel like im going to die';
    expect(triage('can you deliver vitamin c tonight? gonna sleep it off', [{ sender: 'user', text: earlier }]).level).toBe('emergency');
  });

  it.each(['my heart rate hits 130 on my runs, is that ok?', 'I had a purple patch on my shin after bumping the table, arnica?'])(
    '"%s" is no alarm',
    (text) => {
      expect(triage(text).level, text).not.toBe('emergency');
    },
  );
});

describe('heavy bleeding after a birth', () => {
  it.each([
    "had my baby 5 days ago, I'm filling a maternity pad every hour and feel lightheaded",
    'gave birth last week and now passing clots bigger than a plum',
    'after delivery i am getting huge clots and feel faint',
  ])('"%s" is an emergency', (text) => {
    expect(triage(text).level, text).toBe('emergency');
  });

  it('reads breathlessness with a racing heart after a caesarean as a clot in the lung, the mother’s own', () => {
    const result = triage('c-section 2 weeks ago, suddenly so breathless and my heart is going so fast');
    expect(result.level).toBe('emergency');
    expect(result.subject).toBe('self');
  });

  it('answers it with the first step for bleeding after a birth, not pressure on a wound', () => {
    const result = triage('had my baby 5 days ago and I am soaking a pad every hour');
    expect(result.findings[0]?.id).toBe('bleeding-after-birth');
  });

  it.each([
    'my period is heavy this month, I change my pad every 3 hours, is iron good?',
    'gave birth 2 weeks ago, still some light bleeding, is that normal?',
  ])('"%s" is no emergency', (text) => {
    expect(triage(text).level, text).not.toBe('emergency');
  });
});
