// Thirty-first session, from the tuning sets' misses (never the held-out rounds), in this session's own wordings: a
// pregnancy congratulated or seen on a scan in the sentence before, two lines on a home test in Hinglish, Eliquis
// misspelt, one "ki dawai" for a list of conditions, wisdom teeth to be pulled; vegetarians offered no fish product
// when they ask for a "veg option"; and no caffeine product for someone already on energy drinks.
import { describe, expect, it } from 'vitest';
import { productAllowed, triage } from './triage';

const ruleIds = (text: string) => triage(text).cautions.map((caution) => caution.rule.id);

describe('cautions said in passing', () => {
  it.each([
    ['doctor said congratulations, 7 weeks! can I keep my ashwagandha?', 'pregnancy'],
    ['saw the heartbeat on the scan yesterday!! 10 weeks now. which multivitamin?', 'pregnancy'],
    ['test pe do line aayi, triphala le sakti hu?', 'pregnancy'],
    ['eliquiz and fish oil together ok?', 'anticoagulant'],
    ['getting my wisdom teeth pulled on friday, should I stop ginkgo?', 'surgery'],
    ['mummy ko sugar aur thyroid ki dawai chalti hai, karela juice de sakte hai?', 'diabetes-medicine'],
    ['papa ki BP aur cholesterol ki dawai chalti hai, potassium de sakte hai?', 'ace-arb'],
  ])('"%s" brings the %s caution', (text, rule) => {
    expect(ruleIds(text)).toContain(rule);
  });

  it('names the medicine found in a list by what it is', () => {
    const caution = triage('mummy ko sugar aur thyroid ki dawai chalti hai, karela juice de sakte hai?').cautions.find(
      (found) => found.rule.id === 'diabetes-medicine',
    );
    expect(caution?.medicine).toBe('diabetes medicine');
  });

  it.each(['congrats to me, 8 weeks of gym done! which protein?', 'which sugar free sweetener is best for tea?'])('"%s" brings none', (text) => {
    expect(ruleIds(text)).toEqual([]);
  });
});

describe('what a person avoids', () => {
  it('offers no fish oil to a wife who wants a veg option', () => {
    expect(productAllowed(triage('is flaxseed oil the same as fish oil? my wife wants a veg option'), 'omega-3-fish-oil-1000mg')).toBe(false);
  });

  it('offers no caffeine product to a student on energy drinks', () => {
    const result = triage('I drink 2 energy drinks to study all night before exams, is that okay?');
    expect(productAllowed(result, 'l-theanine-caffeine-focus')).toBe(false);
    expect(productAllowed(result, 'omega-3-fish-oil-1000mg')).toBe(true);
  });
});
