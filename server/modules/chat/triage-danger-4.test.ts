// Signs, frames and limits added for the fourth danger tuning set: each general sign read in new wordings, and a
// look-alike each must leave alone (forum greetings, condolences, study questions, slang talked about, hyperbole).
import { describe, expect, it } from 'vitest';
import { readMessage } from './chat-text';
import { cautionTrigger, triage } from './triage';
import type { LabelProbabilities, TriageClassifier } from './triage-classifier';
import { readSigns } from './triage-reading';
import type { SignId } from './triage-signs';
import { CAUTION_RULES } from '../safety/safety.exports';

const has = (text: string, sign: SignId) => readSigns(text).signs.has(sign);
const levelOf = (text: string) => triage(text).level;
const findingIds = (text: string) => triage(text).findings.map((finding) => finding.id);

describe('emergencies read in more wordings', () => {
  it('reads a reliever needed every few minutes and only a few words per breath as a severe asthma attack', () => {
    expect(has('using my reliever every few minutes since lunch', 'inhaler-failing')).toBe(true);
    expect(has('she can only get out two words at a time', 'cant-speak-sentences')).toBe(true);
    expect(levelOf('been on the blue inhaler every 5 minutes and can only say a few words at a time')).toBe('emergency');
    expect(has('I use my reliever every few months in winter', 'inhaler-failing')).toBe(false);
  });

  it('reads a whole strip swallowed in Hinglish as an overdose', () => {
    expect(has('usne puri strip kha li neend ki goliyon ki', 'overdose')).toBe(true);
    expect(levelOf('maine abhi saari goliyan kha li, ab dar lag raha hai')).toBe('emergency');
    expect(has('chemist se puri strip kharidi hai', 'overdose')).toBe(false);
  });

  it("reads a baby's sunken soft spot with another sign of dehydration as an emergency", () => {
    expect(findingIds('my baby is 4 month, no tears when crying and the soft spot on her head is going down')).toContain('child-dehydration');
    expect(readSigns('my baby is 5 month and sleepy').age).toBe(0);
    expect(has('bachcha bilkul sust pada hai', 'drowsy')).toBe(true);
  });

  it('reads a pressure high in the belly with a cold sweat as a heart attack, and a big meal as no emergency', () => {
    expect(findingIds('pressure in my upper stomach going into my back and a cold sweat, antacid not helping')).toContain('heart-attack');
    expect(findingIds('heavy feeling in my upper tummy after a big biryani')).not.toContain('heart-attack');
  });

  it('reads the same pain coming back after a stent or a heart attack as a heart attack', () => {
    expect(findingIds('dad had two stents last year and tonight he has the same pain he had before')).toContain('heart-attack');
    expect(findingIds('had a heart attack in 2019 and the pain is back like last time')).toContain('heart-attack');
    expect(findingIds('I had a stent in 2019, feeling great, which omega-3 is best?')).not.toContain('heart-attack');
  });

  it("reads someone who hasn't woken between fits as unconscious", () => {
    expect(has('he had another fit and hasnt woken up since', 'unresponsive')).toBe(true);
  });

  it('decides sepsis from a fever with two red flags, or after an operation with a low blood pressure', () => {
    expect(findingIds('fever of 40, heart racing, skin blotchy and I feel like I am going to die')).toContain('sepsis');
    expect(findingIds('operation ke 4 din baad bukhar, saans tez aur BP 80/50')).toContain('sepsis');
    expect(findingIds('fever 38 with a cold and my heart is racing after coffee')).not.toContain('sepsis');
  });

  it('reads the Hinglish doer marked by "ne": the child swallowed the grandmother\'s tablets', () => {
    expect(findingIds('bache ne nani ki sugar wali goliyan kha li')).toContain('child-poisoning');
  });
});

describe('urgent: a doctor today', () => {
  it('reads fewer kicks in pregnancy', () => {
    expect(findingIds('30 weeks pregnant and hardly any kicks today')).toContain('fewer-kicks');
    expect(findingIds('baby kicks a lot at night, is that normal at 28 weeks?')).not.toContain('fewer-kicks');
  });

  it('reads a high INR, a very high blood pressure and a coin swallowed by a child', () => {
    expect(levelOf('on warfarin and my INR came back at 7 today')).toBe('urgent');
    expect(findingIds('my INR is 2.5, all good')).not.toContain('high-inr');
    expect(levelOf('home machine says 185/115 three times now, no symptoms')).toBe('urgent');
    expect(findingIds('my BP is 120/80 on the home machine')).not.toContain('very-high-bp');
    expect(levelOf('my 2 year old swallowed a coin an hour ago, breathing fine')).toBe('urgent');
    expect(findingIds('my son swallowed a watermelon seed, he is totally fine')).not.toContain('swallowed-object');
  });
});

describe('crisis read in more wordings', () => {
  it('reads "how many would it take to bleed out" as a wish to die, not heavy bleeding', () => {
    const text = 'how many of these capsules would it take to bleed out';
    expect(has(text, 'suicidal')).toBe(true);
    expect(has(text, 'bleeding-heavy')).toBe(false);
    expect(levelOf(text)).toBe('crisis');
  });

  it('reads hoping not to wake and sleep forever as wanted, and the writer as not unconscious', () => {
    expect(has('lately i keep hoping i just dont wake up', 'suicidal')).toBe(true);
    expect(has('he told me he wishes he didnt wake up this morning', 'suicidal')).toBe(true);
    expect(levelOf('sleeping forever sounds so peaceful. just not waking up')).toBe('crisis');
    expect(has('hamesha ke liye sona chahta hoon', 'suicidal')).toBe(true);
  });

  it('reads self-harm said briefly or in Hinglish, and leaves diet and dog bites alone', () => {
    expect(has("it's the only thing that helps. that's when i cut.", 'self-harm')).toBe(true);
    expect(has('blade se kalai pe kaat leti hu', 'self-harm')).toBe(true);
    expect(has('should i cut', 'self-harm')).toBe(false);
    expect(has('i cut my hair short', 'self-harm')).toBe(false);
    expect(has('kutte ne haath pe kaata', 'self-harm')).toBe(false);
  });

  it('reads a question about a lethal amount however it is framed', () => {
    expect(levelOf('if someone took a lot of paracetamol, how long before it works? just wondering')).toBe('crisis');
    expect(levelOf('ive looked up how many of my sleeping tablets would be enough')).toBe('crisis');
    expect(levelOf('what if someone took like 40. asking for me')).toBe('crisis');
    expect(has('how long before magnesium works for sleep?', 'lethal-amount')).toBe(false);
  });

  it('reads a goodbye posted and a calm after a decision, but not a decision to quit sugar', () => {
    expect(has('posted my final video to everyone tonight', 'warning-sign')).toBe(true);
    expect(has('feeling strangely calm since i decided.', 'warning-sign')).toBe(true);
    expect(has('feeling calm since i decided to quit sugar', 'warning-sign')).toBe(false);
  });

  it('reads searching how to die, "better off without her" and a poison kept aside', () => {
    expect(has('my son searched how to die painlessly on his phone', 'warning-sign')).toBe(true);
    expect(has('she says the kids would be better off without her', 'warning-sign')).toBe(true);
    expect(has('i have kept the rat poison aside for myself', 'warning-sign')).toBe(true);
  });

  it('reads keeping going without food, and water alone to lose weight, as an eating disorder', () => {
    expect(has('which vitamin lets me keep going without eating', 'eating-disorder')).toBe(true);
    expect(has('sirf paani pe hoon weight kam karne ke liye', 'eating-disorder')).toBe(true);
    expect(has('which snack keeps me going between meals', 'eating-disorder')).toBe(false);
  });

  it('keeps a wish the writer states about themselves, even after "what if" or a past event', () => {
    expect(has('what if i just end my life tonight', 'suicidal')).toBe(true);
    expect(has('what to do if someone says they want to end their life', 'suicidal')).toBe(false);
    expect(has('i lost my job two months ago and i still want to die', 'suicidal')).toBe(true);
    expect(has('i used to want to die years ago, now i am fine', 'suicidal')).toBe(false);
    expect(has("it's been three years since i tried to end my life", 'suicidal')).toBe(false);
  });

  it("reads a child's burn marks that keep coming as an unsafe home", () => {
    expect(has('the boy next door always has new burn marks on his arms', 'unsafe-home')).toBe(true);
  });
});

describe('look-alikes', () => {
  it("leaves a condolence about someone else's event alone, and keeps one happening now", () => {
    expect(levelOf('Sympathy to the OP whose husband had a seizure, our son has epilepsy too and is doing well')).not.toBe('emergency');
    expect(levelOf('sorry to bother, my husband is having a seizure right now')).toBe('emergency');
  });

  it('reads a general question asked for study as no emergency, unless someone is named', () => {
    expect(findingIds('why does carbon monoxide make people drowsy? doing a school project on it')).not.toContain('carbon-monoxide');
    expect(levelOf('how do I do CPR on my dad, he is not breathing! I did a first aid course once')).toBe('emergency');
  });

  it('leaves crisis slang alone when the word itself is talked about', () => {
    expect(has('why do teens say unalive instead of the real word?', 'suicidal')).toBe(false);
    expect(has('honestly i want to unalive myself', 'suicidal')).toBe(true);
  });

  it('reads a nuisance blamed with a laugh as hyperbole, and neither alone', () => {
    expect(has('this heat makes me want to die lol', 'suicidal')).toBe(false);
    expect(has('i want to die lol', 'suicidal')).toBe(true);
    expect(has('this heat makes me want to die', 'suicidal')).toBe(true);
  });

  it('raises no HIV caution for "prep" the verb', () => {
    const named = (text: string) => CAUTION_RULES.filter((rule) => cautionTrigger(rule, readMessage(text))).map((rule) => rule.id);
    expect(named('first aid course next week and I want to prep')).not.toContain('antiretroviral');
    expect(named('I take PrEP daily, is zinc ok?')).toContain('antiretroviral');
  });
});

describe("the classifier's crisis reading beside a recovery or gym talk", () => {
  // A stand-in model that reads every message as a crisis: what the limits allow is then plain to see.
  const crisisAlways: LabelProbabilities = { none: 0.05, caution: 0, urgent: 0, emergency: 0, crisis: 0.95 };
  const classifier = { probabilities: () => crisisAlways } as unknown as TriageClassifier;

  it('asks rather than decides when the writer says they are well now or talks training', () => {
    expect(triage('three years on and I am in a really good place now, thanks everyone here', [], { classifier }).level).toBe('check');
    expect(triage('gonna die on this cut bro, how much protein to keep my gains', [], { classifier }).level).toBe('check');
  });

  it('still decides when a "but" takes the recovery back, or a crisis sign is named', () => {
    expect(triage('grateful for this group, but tonight feels like the end of the road', [], { classifier }).level).toBe('crisis');
    expect(triage('in a good place for years, now i want to die again', [], { classifier }).level).toBe('crisis');
  });
});
