// Whose question it is (seventeenth session): an adult's age stated beside a child's does not make the child's
// question an adult's, a child who speaks of the writer does not make the writer's question a child's, and children
// counted ("my two kids") are children.
import { describe, expect, it } from 'vitest';
import { cautionPreamble } from './safety-replies';
import { productAllowed, triage } from './triage';

const rulesFor = (text: string) => triage(text).cautions.map((caution) => caution.rule.id);

describe('the child caution and the ages a message states', () => {
  it('keeps the child caution when the writer gives their own age beside a child’s', () => {
    expect(rulesFor("I'm 35 years old, can my 4 year old take fish oil?")).toContain('child');
    expect(rulesFor('aged 40, my son is 6, which multivitamin for him?')).toContain('child');
    expect(productAllowed(triage("I'm 35 years old, can my 4 year old take fish oil?"), 'omega-3-fish-oil-1000mg')).toBe(false);
  });

  it('still reads an adult son or daughter as an adult', () => {
    expect(rulesFor('my son is 30 and asks about vitamin D')).not.toContain('child');
    expect(rulesFor('my daughter is 24, which iron tablet suits her?')).not.toContain('child');
  });

  it('counts children named with a number, and their ages given after', () => {
    expect(rulesFor('my two kids hate milk. what other foods have calcium?? they are 7 and 10')).toContain('child');
    expect(rulesFor('our 3 children keep catching colds, any vitamin for them?')).toContain('child');
    expect(productAllowed(triage('my two kids hate milk, which calcium? they are 7 and 10'), 'daily-multivitamin-adults')).toBe(false);
  });

  it('leaves the writer’s own question alone when a child only speaks of the writer', () => {
    expect(rulesFor("I'm 66, I sleep only 5 hours. My son says it's normal at my age. Is it?")).not.toContain('child');
    expect(rulesFor('my daughter wants me to take omega 3 for my heart, which one?')).not.toContain('child');
    // A child who speaks of their own complaint is still the one asked about.
    expect(rulesFor('my son says his tummy hurts after school, can he take a probiotic?')).toContain('child');
  });
});

describe('cautions named as Indian customers name them (caution-tuning-4)', () => {
  it.each([
    ['I have a mechanical heart valve. Will omega DHA help my concentration?', 'anticoagulant'],
    ['Valve replaced in 2019 (metal valve). Can I take garlic capsules?', 'anticoagulant'],
    ['dil ka valve badla hai, khoon patla karne ki dawai chalti hai. nattokinase le sakta hu?', 'anticoagulant'],
    ['baby is 9 months, can I put a few drops of your D3 K2 in his milk?', 'infant'],
    ["HIV positive on ART, feeling low. Is St John's wort ok?", 'antiretroviral'],
    ['ART le raha hu, immunity ke liye giloy theek rahega?', 'antiretroviral'],
    ['6 mahine ka baby hai, feed karati hu. biotin le sakti hu?', 'breastfeeding'],
    ['got a new kidney in 2022, want turmeric to boost immunity', 'immunosuppressant'],
    ["My dad's kidney numbers are bad (urea 90, creat 2.8). Can he take turmeric?", 'kidney'],
    ['16 y/o girl with acne, can she take your multivitamin?', 'child'],
  ])('recognises "%s"', (text, rule) => {
    expect(rulesFor(text)).toContain(rule);
  });

  it.each([
    'taking art classes for stress, any tea that helps?',
    'I took Thyronorm for one year in 2015 during pregnancy, stopped after delivery. What is a normal vitamin D dose?',
    'used Isotroin 5 years back for acne, all done. how much vitamin C daily for skin?',
    'Pharm D student. Why is levothyroxine always taken on an empty stomach?',
    'Thyronorm — what is it actually? Hormone or vitamin?',
    'Telma kis cheez ki dawai hai? TV ad me dekha',
  ])('leaves "%s" without a caution', (text) => {
    expect(triage(text).cautions).toEqual([]);
  });

  it('keeps the caution when the student or the definition question takes the medicine', () => {
    expect(rulesFor('MBBS student, I take Thyronorm every morning, can I take calcium with it?')).toContain('thyroid-hormone');
  });

  it('names the harm to the baby, the INR and the infection risk in chemotherapy', () => {
    const lead = (text: string) => cautionPreamble(triage(text));
    expect(lead("I'm 12 weeks pregnant and very anxious. Ashwagandha okay?")).toMatch(/baby/);
    expect(lead('on warfarin, can I take vitamin K2 for my bones?')).toMatch(/INR/);
    expect(lead('on capecitabine, lots of nausea. are probiotics ok?')).toMatch(/infection/);
  });
});

describe('a question about how to take something is no event', () => {
  it('reads "can both be taken at 7 am" as timing, not a poisoning', () => {
    expect(triage('thyroxine 50 + calcium citrate with vitamin D, can both be taken at 7 am?').level).toBe('caution');
    expect(triage('my son has taken 20 of my calcium tablets').level).toBe('emergency');
  });

  it('asks before a double dose is no extra dose taken', () => {
    expect(triage('can I give my son a double dose of his antibiotic to catch up?').level).not.toBe('urgent');
    expect(triage('I accidentally took a double dose of my bp tablet, what now?').level).toBe('urgent');
    expect(triage('gave my daughter twice the dose of calpol, is that ok?').level).toBe('urgent');
  });
});

describe('paracetamol with alcohol or a second paracetamol product', () => {
  it.each([
    'I drink most evenings and take Dolo for headaches most mornings, is that safe?',
    'can I take a cold and flu sachet with my paracetamol?',
    'Dolo 650 every 6 hours for fever, plus a cold & flu tablet at night (it also has paracetamol). ok?',
  ])('names the liver for "%s"', (text) => {
    expect(rulesFor(text)).toContain('paracetamol-liver');
    expect(cautionPreamble(triage(text))).toMatch(/liver/);
  });

  it.each(['is paracetamol or ibuprofen better for a headache?', 'does alcohol affect sleep?', 'I had a crocin for my headache, can I take vitamin C?'])(
    'leaves "%s" alone',
    (text) => {
      expect(rulesFor(text)).not.toContain('paracetamol-liver');
    },
  );
});

describe('procedures and transplants', () => {
  it('reads an angiography as an operation ahead', () => {
    expect(rulesFor('Angiography scheduled on Friday, currently taking nattokinase every day. Do I stop it?')).toContain('surgery');
  });

  it('says what turmeric’s effect on transplant medicines can lead to', () => {
    expect(cautionPreamble(triage('kidney transplant 2 years ago, can I take turmeric for my knees?'))).toMatch(/rejection/);
  });
});
