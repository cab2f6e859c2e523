// Cautions that name the interaction the question is about (fifth set of caution rules): the medicines and conditions
// added as rules, by generic and by brand name, a look-alike each leaves alone, and the line the reply leads with.
import { describe, expect, it } from 'vitest';
import { readMessage } from './chat-text';
import { cautionPreamble } from './safety-replies';
import { cautionTrigger, productAllowed, triage } from './triage';
import { CAUTION_RULES } from '../safety/safety.exports';

function ruleOf(id: string) {
  const rule = CAUTION_RULES.find((candidate) => candidate.id === id);
  if (!rule) throw new Error(`no caution rule ${id}`);
  return rule;
}
const rulesFor = (text: string, history: readonly string[] = []) =>
  triage(
    text,
    history.map((turn) => ({ sender: 'user' as const, text: turn })),
  ).cautions.map((caution) => caution.rule.id);
const leadFor = (text: string, history: readonly string[] = []) =>
  cautionPreamble(
    triage(
      text,
      history.map((turn) => ({ sender: 'user' as const, text: turn })),
    ),
  );

describe('new caution rules', () => {
  it('suggests no product beside any of them', () => {
    for (const id of ['infant', 'central-line', 'antifungal', 'bleeding-disorder', 'biotin-lab-tests']) expect(ruleOf(id).noProducts, id).toBe(true);
    expect(productAllowed(triage('baby 8 months, can I give the kids probiotic gummies?'), 'kids-probiotic-gummies')).toBe(false);
    expect(productAllowed(triage('on fluconazole, which saccharomyces boulardii?'), 'saccharomyces-boulardii-5-billion')).toBe(false);
  });

  it('leaves the look-alikes of the new names alone', () => {
    const named = (text: string) => CAUTION_RULES.filter((rule) => cautionTrigger(rule, readMessage(text))).map((rule) => rule.id);
    expect(named('is biotin good for hair and nails?')).toEqual([]);
    expect(named('what causes low platelets in dengue?')).not.toContain('bleeding-disorder');
    expect(named('I have low platelets, is fish oil okay?')).toContain('bleeding-disorder');
    expect(named('my friend Alli asked about vitamin D')).toEqual([]);
    expect(named('is ritalin a smart drug for students, or is coffee the same?')).toEqual([]);
    expect(named('which antifungal cream for ringworm, and is fluconazole cream better?')).not.toContain('antifungal');
    expect(named('I had gallstones removed, which probiotic?')).not.toContain('kidney-stones');
    expect(named('I am about 10 weeks into my training plan, which protein?')).not.toContain('pregnancy');
    expect(named('my covid test was positive, which vitamin C?')).not.toContain('pregnancy');
    expect(named('my son is 30 and asks about vitamin D')).toEqual([]);
  });

  it('gives a GLP-1 medicine its own rule, so a third medicine still gets its lead', () => {
    expect(rulesFor('on ozempic, is berberine okay?')).toEqual(['glp1-medicine']);
    expect(leadFor('on ozempic, is berberine okay?')).toMatch(/Berberine can lower blood sugar, and with ozempic/);
    const pill = leadFor('Mounjaro user and I am on the pill too, is the pill less effective?');
    expect(pill).toMatch(/tirzepatide \(Mounjaro\) can also make the contraceptive pill less effective/);
    expect(pill).toMatch(/Because you use the pill/);
    expect(rulesFor('I take metformin and ozempic')).toEqual(['diabetes-medicine', 'glp1-medicine']);
  });
});

describe('lines added to existing rules', () => {
  it.each([
    [
      'on eliquis, a friend says nattokinase dissolves clots so I could drop the eliquis?',
      /Nattokinase can add to the effect of eliquis on bleeding, and it is no substitute for it: never stop/,
    ],
    ['had a bypass, on aspirin now, is arjuna safe with aspirin?', /Arjuna acts on the heart and circulation .* risk of bleeding/],
    ['on tamoxifen, want red clover or soy for hot flushes', /act like weak oestrogens.*paroxetine and fluoxetine can make it less effective/],
    ['on tamoxifen and feeling depressed, what can I take?', /before any treatment for low mood: with tamoxifen, the antidepressants paroxetine/],
    ['on veenat for CML, is st johns wort okay for stress?', /St John’s wort speeds up how the body clears many cancer medicines, imatinib/],
    ['on oxcarbazepine, sodium was low, planning a water detox', /can lower the sodium in your blood, and drinking large amounts of water/],
    ['trying to conceive and on lamotrigine, which folic acid?', /a higher dose \(usually 5 mg a day, on prescription\)/],
    ['on lanoxin, is hawthorn tea okay?', /making digoxin side effects such as a slow or irregular heart rhythm more likely/],
    ['on saquinavir, is a garlic supplement okay for cholesterol?', /Garlic supplements can lower the level of some HIV medicines \(saquinavir especially\)/],
    ['on isoniazid for TB, is fish oil okay?', /histamine-rich fish such as tuna/],
    ['on dialysis and constipated, is psyllium okay?', /need plenty of water to work .* dialysis fluid limit/],
    ['I have kidney disease, is coconut water good?', /coconut water and salt substitutes are rich in it/],
    ['I pass stones every year, oxalate type, is beetroot powder okay?', /rich in oxalate, the main part of most kidney stones/],
    ['had uric acid stones, which protein powder for muscle?', /a lot of animal protein .* uric acid stones especially/],
    ['on the mini pill and had bad diarrhoea for 3 days, which probiotic?', /very bad diarrhoea for more than a day, can stop it being absorbed.*use condoms/],
    ['I take thyroxine, is biotin okay?', /high-dose biotin can make thyroid blood test results misleading/],
    ['trying for a baby, my multivitamin has vitamin A', /pregnancy multivitamin with 400 micrograms of folic acid/],
  ])('names the interaction for "%s"', (question, interaction) => {
    expect(leadFor(question)).toMatch(interaction);
  });

  it('reads the new names for existing rules', () => {
    expect(rulesFor('son is 9, can he have the theanine caffeine?')).toContain('child');
    expect(rulesFor('Nursing mama here, can I take elderberry?')).toContain('breastfeeding');
    expect(rulesFor('ginger tea ok?', ["I'm about 10 weeks, still nauseous all day"])).toContain('pregnancy');
    expect(rulesFor('periods are 3 weeks late and the test was positive yesterday, I take fish oil')).toContain('pregnancy');
    expect(rulesFor('stones and gout both, which fibre?')).toContain('kidney-stones');
    expect(rulesFor('dad had a bypass, on aspirin and atorvastatin now')).toContain('anticoagulant');
  });
});
