// Pictures, frames and limits added for the fifth danger tuning set and the third caution tuning set: each picture in
// wordings of our own, with the everyday message it must leave alone; and cautions only asked about, which keep
// products away without leading the answer.
import { describe, expect, it } from 'vitest';
import { readMessage } from './chat-text';
import { cautionTrigger, productAllowed, spokenCautions, triage } from './triage';
import { readSigns } from './triage-reading';
import type { SignId } from './triage-signs';
import { CAUTION_RULES } from '../safety/safety.exports';

const has = (text: string, sign: SignId) => readSigns(text).signs.has(sign);
const levelOf = (text: string) => triage(text).level;
const findingIds = (text: string) => triage(text).findings.map((finding) => finding.id);
const rule = (id: string) => {
  const found = CAUTION_RULES.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`no caution rule ${id}`);
  return found;
};

describe('new emergency pictures', () => {
  it('reads a rigid belly, or a severe belly pain with a fever, as an emergency, and a bad stomach ache with vomiting as urgent', () => {
    expect(findingIds('my tummy is hard as a board and hurts to touch')).toContain('acute-abdomen');
    expect(findingIds('worst stomach pain of my life, temperature 39 and I cannot stand up')).toContain('acute-abdomen');
    expect(levelOf('severe stomach pain since morning and I keep vomiting')).toBe('urgent');
    expect(findingIds('a mild stomach ache after too much street food')).toEqual([]);
  });

  it('reads very high sugar with vomiting or a fruity breath as ketoacidosis, and a high reading alone as urgent', () => {
    expect(findingIds('my glucometer shows HI and she has been throwing up all night')).toContain('ketoacidosis');
    expect(findingIds('type 1 here, my breath smells like nail polish remover and I feel awful')).toContain('ketoacidosis');
    expect(levelOf('sugar reading 450 this morning, feel okay otherwise')).toBe('urgent');
    expect(levelOf('my sugar was a bit high after dinner, 160')).not.toBe('urgent');
    expect(has('heard about ketoacidosis on a keto forum, is keto ok?', 'very-high-sugar')).toBe(false);
  });

  it('reads a limb gone cold and pale that cannot be felt as a blocked artery, and fingers white in the cold as no emergency', () => {
    expect(findingIds('his foot suddenly went white and ice cold and he cannot move his toes')).toContain('limb-ischaemia');
    expect(findingIds('my hands go white and cold in winter and I cannot feel my fingers for a few minutes')).not.toContain('limb-ischaemia');
  });

  it('reads bleeding gums with vomiting after a fever as the warning signs of dengue', () => {
    expect(findingIds('fever went down yesterday but now her gums are bleeding and she keeps vomiting')).toContain('dengue-warning');
    expect(levelOf('my gums bleed when I brush, which toothpaste?')).toBeNull();
  });
});

describe('new urgent pictures', () => {
  it('reads yellow eyes as jaundice, but not skin tinted by carrots', () => {
    expect(findingIds('the whites of my eyes look yellow since last week')).toContain('jaundice');
    expect(findingIds('papa ki aankhein peeli ho gayi hain')).toContain('jaundice');
    expect(findingIds('my palms look yellowish since I eat so many carrots')).not.toContain('jaundice');
  });

  it('reads heart failure with more swelling or pillows as heart failure getting worse', () => {
    expect(findingIds('mum has heart failure and now sleeps propped up on 3 pillows, her feet are much more swollen')).toContain('heart-failure-worse');
    expect(findingIds('what is heart failure exactly?')).not.toContain('heart-failure-worse');
  });

  it('reads a low reading with dizziness, and a fever after a jungle trip, as a doctor today', () => {
    expect(findingIds('bp is 85/50 and I feel dizzy whenever I stand')).toContain('low-blood-pressure');
    expect(findingIds('came back from a forest trek and now fever with chills every evening')).toContain('mosquito-fever');
  });
});

describe('what is not danger', () => {
  it('reads a laughing face as a laugh: choking on a drink is no emergency', () => {
    expect(readMessage('so embarrassing 😂').tokens.map((token) => token.word)).toContain('lol');
    expect(levelOf('choked on my water in front of my boss 😂 why does that happen')).not.toBe('emergency');
  });

  it('reads an overdose of a food as too much of it, and a strength as no count of pills', () => {
    expect(has('chocolate ka overdose ho gaya aaj', 'overdose')).toBe(false);
    expect(has('took 2 crocin 650 mg for the fever', 'overdose')).toBe(false);
    expect(has('took 20 crocin tablets', 'overdose')).toBe(true);
  });

  it("reads a song's words and a definition question as no event", () => {
    expect(levelOf("what's the song that goes 'I can't breathe without you'")).not.toBe('emergency');
    expect(has('in simple words, what is anaphylaxis?', 'anaphylaxis-named')).toBe(false);
    expect(has('I think she is in anaphylaxis', 'anaphylaxis-named')).toBe(true);
  });

  it('reads "behosh" beside sleep as sleep, never someone who will not wake', () => {
    expect(has('khana kha ke behosh ho gaya, 2 ghante soya', 'unresponsive')).toBe(false);
    expect(has('he is asleep and we cannot wake him', 'unresponsive')).toBe(true);
  });

  it('reads "never since" as over, "mirgi" as a condition and "neel" as a bruise', () => {
    expect(levelOf('I fainted once on a hot train years back, never since. is beetroot safe?')).not.toBe('urgent');
    expect(has('Tegretol leta hoon mirgi ke liye', 'seizure')).toBe(false);
    expect(has('dadi ko mirgi ka daura pada hai abhi', 'seizure')).toBe(true);
    expect(has('haath pe neel pad gaya hai', 'blue-lips')).toBe(false);
    expect(has('baby ke hoth neele pad gaye', 'blue-lips')).toBe(true);
  });
});

describe('cautions only asked about', () => {
  it('keeps products away but does not lead with the caution when the question is about the medicine itself', () => {
    const result = triage('Is Ecosprin the same as aspirin?');
    expect(result.level).toBeNull();
    expect(result.cautions.map((caution) => caution.rule.id)).toContain('anticoagulant');
    expect(spokenCautions(result)).toEqual([]);
    expect(productAllowed(result, 'omega-3-fish-oil-1000mg')).toBe(false);
  });

  it('still leads with it when anything is taken, asked for or told', () => {
    expect(levelOf('Is Ecosprin okay with fish oil?')).toBe('caution');
    expect(levelOf('clonazepam 0.5 twice a day. valerian for anxiety?')).toBe('caution');
    expect(levelOf('my son is 6 with an upset tummy, anything in your shop for him?')).toBe('caution');
    // A medicine named in an earlier turn still leads a new question.
    expect(triage('what is the difference between LDL and HDL?', [{ sender: 'user', text: 'I am on warfarin' }]).level).toBe('caution');
  });
});

describe('cautions in more wordings', () => {
  it('reads Hinglish children, daily aspirin, a tooth to be pulled, thyroid goli and blood cancers', () => {
    expect(cautionTrigger(rule('child'), readMessage('meri beti 7 saal ki hai, multivitamin de sakte hain?'))).toBeDefined();
    expect(cautionTrigger(rule('child'), readMessage('mera beta 25 saal ka hai, vitamin d?'))).toBeUndefined();
    expect(cautionTrigger(rule('anticoagulant'), readMessage('papa roz aspirin lete hain'))).toBeDefined();
    expect(cautionTrigger(rule('surgery'), readMessage('parso daant nikalwana hai'))).toBeDefined();
    expect(cautionTrigger(rule('thyroid-hormone'), readMessage('mummy thyroid ki goli leti hain'))).toBeDefined();
    expect(cautionTrigger(rule('chemotherapy'), readMessage('dad has lymphoma and is on rituximab'))).toBeDefined();
    expect(cautionTrigger(rule('antiretroviral'), readMessage('marathon prep tips please'))).toBeUndefined();
    expect(cautionTrigger(rule('antiretroviral'), readMessage('I am on PrEP, is zinc fine?'))).toBeDefined();
  });
});
