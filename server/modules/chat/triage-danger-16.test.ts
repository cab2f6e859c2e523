// Thirty-first session, from the tuning sets' misses (never the held-out rounds), in this session's own wordings:
// paracetamol past its daily maximum with its first signs, appendicitis with a fever and vomiting or rebound pain, a
// known ovarian cyst with sudden one-sided pain and vomiting, a blow to the belly with faintness, hives with a very
// low blood pressure; and the look-alikes each must leave alone.
import { describe, expect, it } from 'vitest';
import { triage } from './triage';

const findingIds = (text: string) => triage(text).findings.map((finding) => finding.id);

describe('paracetamol past its daily maximum', () => {
  it.each([
    'on crocin for a fever, I have had 11 tablets today and now I feel sick with a pain under my right ribs',
    'my dad took 2 dolo 650 every four hours for three days for back pain and now he is vomiting',
    'been taking paracetamol every 2 hours since yesterday for this migraine, now nauseous and my stomach hurts',
  ])('"%s" is a poisoning emergency', (text) => {
    const result = triage(text);
    expect(result.level).toBe('emergency');
    expect(findingIds(text)).toContain('poisoning');
  });

  it.each([
    'I take 1 dolo 650 every 6 hours when I have fever, is that safe with vitamin c?',
    'how many crocin tablets can an adult take in a day?',
    'I take a crocin every 3 hours for my period cramps, which magnesium helps?',
  ])('"%s" is no poisoning', (text) => {
    expect(findingIds(text)).not.toContain('poisoning');
  });
});

describe('appendicitis', () => {
  it.each([
    'my daughter, 12, had pain near her belly button that has now moved to the lower right side, she has a fever and has thrown up twice',
    'pain began in the middle of my tummy and moved to the lower right, temperature 38.6, and it is much worse when the doctor friend pressed and let go',
  ])('"%s" is an emergency', (text) => {
    expect(triage(text).level).toBe('emergency');
    expect(findingIds(text)).toContain('appendicitis');
  });

  it('with only a slight fever and no vomiting, is not called an emergency by the signs', () => {
    expect(findingIds('pain started around my belly button and moved to the lower right, slight fever, no vomiting')).not.toContain('appendicitis');
  });
});

describe('a known ovarian cyst', () => {
  it('with sudden one-sided pain and vomiting is an emergency', () => {
    const text = 'I have an ovarian cyst they were monitoring. an hour ago sudden sharp pain low on the left side, keep vomiting';
    expect(triage(text).level).toBe('emergency');
    expect(findingIds(text)).toContain('ovarian-torsion');
  });

  it('asked about calmly is no emergency', () => {
    expect(triage('I have a small ovarian cyst, does inositol help with it?').level).not.toBe('emergency');
  });
});

describe('a blow to the belly', () => {
  it('with pain and faintness is bleeding inside until proven otherwise', () => {
    const text = 'my son got kicked in the stomach at football, now his tummy hurts on the left side and he is pale and feels faint';
    expect(triage(text).level).toBe('emergency');
    expect(findingIds(text)).toContain('internal-bleeding');
  });

  it('with no faintness or paleness is not that picture', () => {
    expect(findingIds('got tackled hard at rugby, ribs are bruised and sore, arnica or ice?')).not.toContain('internal-bleeding');
  });
});

describe('hives with a very low blood pressure', () => {
  it('after an injection at a clinic is anaphylaxis', () => {
    const text = 'had a vitamin injection at a clinic, 15 minutes later there is a rash everywhere and their BP machine reads 75/45';
    expect(triage(text).level).toBe('emergency');
    expect(findingIds(text)).toContain('anaphylaxis');
  });
});
