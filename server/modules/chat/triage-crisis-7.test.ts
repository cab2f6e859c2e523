// Warning signs added in the fifteenth session, from the author-grouped cross-validation's misses on the corpus
// (bench/triage-cv.ts --misses): worthlessness said outright, a farewell in the past tense, affairs arranged, death as
// one's own rest, and a partner who chokes. Each in wordings of our own, with the everyday message it must leave alone.
import { describe, expect, it } from 'vitest';
import { triage } from './triage';
import { readSigns } from './triage-reading';

const levelOf = (text: string) => triage(text).level;
const findingIds = (text: string) => triage(text).findings.map((finding) => finding.id);
const has = (text: string, sign: 'warning-sign' | 'suicidal' | 'unsafe-home') => readSigns(text).signs.has(sign);

describe('warning signs said plainly and briefly', () => {
  it('reads "nobody would miss me" as a warning sign, however short', () => {
    expect(has('no one would even miss me tbh', 'warning-sign')).toBe(true);
    expect(levelOf('nobody would miss me really')).toBe('crisis');
    expect(has('my team will miss me while I am on leave, any travel snacks?', 'warning-sign')).toBe(false);
  });

  it('reads being done with existing, and rest for good wished for oneself, as thoughts of suicide', () => {
    expect(has('honestly so done with being alive', 'suicidal')).toBe(true);
    expect(findingIds('a few more weeks and I will finally rest forever')).toContain('suicide');
    expect(levelOf('our old cat can rest forever now, she was 17. what helps me sleep after crying?')).toBeNull();
  });

  it('reads a farewell in the past tense and affairs arranged as warning signs, not a compliment passed on', () => {
    expect(has('tell my brother i loved him, always', 'warning-sign')).toBe(true);
    expect(has('I have arranged my affairs, cancel my subscription please', 'warning-sign')).toBe(true);
    expect(has('please tell the cook i loved the rajma', 'warning-sign')).toBe(false);
  });

  it('reads a partner who chokes as an unsafe home, not a capsule hard to swallow', () => {
    expect(has('my boyfriend tried to choke me last night when I said no', 'unsafe-home')).toBe(true);
    expect(levelOf('he says these big fish oil capsules could choke me, are there smaller ones?')).not.toBe('crisis');
  });

  it('lets a delivery or a subscription explain only where someone will be, never a goodbye said beside it', () => {
    expect(levelOf("I won't be around for the next delivery, can you hold it?")).toBeNull();
    expect(levelOf('I have written goodbye letters to my kids, please cancel my subscription')).toBe('crisis');
    expect(levelOf('nobody would miss me anyway so cancel my subscription')).toBe('crisis');
  });
});
