// Thirty-first session, from the tuning sets' misses and false alarms (never the held-out rounds), in this session's own
// wordings: a search for a painless way to die found by a parent, a study purpose denied or only claimed by the one at
// risk, savings handed on, God asked to take one quickly, control at home (food locked away, messages read); things
// given away for a move and a change of life told with its reason, which are asked about rather than assumed.
import { describe, expect, it } from 'vitest';
import { triage } from './triage';

describe('warning signs the reading now keeps', () => {
  it.each([
    ["found my son's searches: 'how to overdose without pain' and 'painless ways to die'. he is 15", 'crisis'],
    ['my daughter looked up painless ways to die on the family computer last week, she has gone very quiet', 'crisis'],
    ['my brother searched how to die painlessly, he says it was for a school project, but he has stopped eating and talking to us', 'crisis'],
    ['how many sleeping tablets would it take to not wake up, and I am not asking for an exam', 'crisis'],
    ['the kids are grown, my brother can have my savings, I have sorted everything and it is for the best', 'crisis'],
    ['since my husband died I sit alone every evening, I will stop my sugar tablets and let God take me quickly', 'crisis'],
  ])('"%s" is a %s', (text, level) => {
    expect(triage(text).level).toBe(level);
  });

  it('reads control at home as an unsafe home', () => {
    const result = triage(
      'my mother in law locks the kitchen so I eat once a day, do not reply on whatsapp, they check it. which iron tablet helps tiredness?',
    );
    expect(result.level).toBe('crisis');
    expect(result.findings.map((finding) => finding.id)).toContain('unsafe');
  });

  it('no longer reads "take vitamin C to protect myself" as a wish to die', () => {
    expect(triage("I'm 20 weeks pregnant and my nephew has measles. Should I take vitamin C to protect myself?").level).not.toBe('crisis');
  });

  it('still reads a purpose truly given as study', () => {
    expect(triage('school project on suicide prevention: what warning signs should classmates look out for?').level).not.toBe('crisis');
  });
});

describe('a change of life told with its reason', () => {
  it.each([
    'giving away my old bike and all my books because I am moving to Canada next month, what helps with jet lag?',
    'my brother is giving away his clothes to charity since he is relocating abroad, any immunity tips for the flight?',
  ])('"%s": things given away for a move are no warning sign', (text) => {
    expect(triage(text).level).not.toBe('crisis');
  });

  it.each([
    'saying goodbye to cigarettes and to my old job this month, fresh start! how fast do the lungs recover?',
    'decided to quit alcohol for my skin and my liver, how soon does the face change?',
  ])('"%s" is at most asked about', (text) => {
    expect(['check', null]).toContain(triage(text).level);
  });

  it('does not explain away a crisis sign beside it', () => {
    expect(triage('moving abroad next month but honestly I have the pills saved and I want to die before I go').level).toBe('crisis');
  });
});
