// Eighteenth session, from the tuning set caution-tuning-5 (a community pharmacist's questions, never the held-out
// rounds): medicines no rule named, pregnancy and teenagers said indirectly, phrases that had never matched, and words
// that are no danger beside a medicine.
import { describe, expect, it } from 'vitest';
import { productAllowed, triage } from './triage';

const cautionsOf = (message: string) => triage(message).cautions.map((caution) => caution.rule.id);

describe('medicines a rule now names', () => {
  it.each([
    ['I take HCQS 200 after lunch and chew 2 Digene right after. Does the antacid stop the HCQS from working?', 'hydroxychloroquine'],
    ['Papa atenolol lete hai. kya woh arjuna capsules aur hibiscus tea bhi le sakte hai?', 'beta-blocker'],
    ['on metoprolol for palpitations, can I add hawthorn tea?', 'beta-blocker'],
    ['gout hai mujhe. spirulina aur brewers yeast immunity ke liye le sakta hu?', 'gout'],
    ['Zyloric 100 daily + beer on weekends, ok?', 'gout'],
  ])('%s', (message, rule) => {
    expect(triage(message).level).toBe('caution');
    expect(cautionsOf(message)).toContain(rule);
  });

  it('shows no product beside them', () => {
    expect(productAllowed(triage('on metoprolol, which arjuna capsule is best?'), 'arjuna-bark-extract-capsules')).toBe(false);
  });

  it('leaves a study question alone', () => {
    expect(triage('what causes gout? for my exam').level).toBeNull();
  });
});

describe('pregnancy and teenagers said indirectly', () => {
  it.each([
    '5 months along and heartburn every night. is your ginger fennel tea ok?',
    'good news hai, main maa banne wali hu!! kya glutathione tablets continue kar sakti hu?',
    "I'm going to be a mom in March! which multivitamin?",
    'two lines on the test this morning, can I keep taking ashwagandha?',
    'my pregnancy test came positive, is collagen ok?',
  ])('%s', (message) => {
    expect(cautionsOf(message)).toContain('pregnancy');
  });

  it.each([
    'im 15 and board exams are in 2 months. caffeine pills + ashwagandha + brahmi together??',
    "I'm 14 and want protein powder + creatine for cricket",
    '17F want to take biotin + collagen + glutathione for glow',
  ])('%s', (message) => {
    expect(cautionsOf(message)).toContain('child');
  });

  it('reads no teenager in a number of minutes', () => {
    expect(cautionsOf('im 15 minutes into my walk, should I take electrolytes')).not.toContain('child');
  });
});

describe('what a medicine question is and is not', () => {
  it('reads a medicine taken now whatever the past of its reason', () => {
    expect(cautionsOf('My mother in law is on tamoxifen (breast cancer 2 yrs ago). Is flaxseed in her atta ok?')).toContain('breast-cancer-hormone-therapy');
    expect(triage('I was on warfarin 3 years ago, can I take fish oil now?').level).toBeNull();
  });

  it('speaks of a medicine asked about in Hinglish ("kya lena chahiye")', () => {
    expect(triage('jardiance wale ko roza ke time kya lena chahiye? khajoor aur ORS theek hai?').level).toBe('caution');
  });

  it('reads a type 1 diabetic by its short name', () => {
    expect(cautionsOf('t1 diabetic here, is chyawanprash ok?')).toContain('diabetes-medicine');
  });

  it('reads cutting salt as a diet and years as no count of pills', () => {
    expect(triage('Licab 300 twice daily. I have started cutting salt a lot for my BP. anything to take?').level).toBe('caution');
    expect(triage('ive been cutting again and i cant stop').level).toBe('crisis');
    expect(triage("Grandpa was just prescribed Eliquis. He's taken garlic tablets every morning for 10 years. Should he keep going?").level).toBe('caution');
    expect(triage('took 30 paracetamol tablets').level).toBe('emergency');
  });

  it('reads "everyone would be better off" as a warning sign, and better off doing something as advice', () => {
    expect(triage("I don't see the point of anything anymore, everyone would be better off").level).toBe('crisis');
    expect(triage('everyone would be better off taking vitamin D in winter right?').level).toBeNull();
  });
});
