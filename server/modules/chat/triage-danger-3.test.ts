// Signs and pictures added for the third danger tuning set (sixth session): each general sign or family read in new
// wordings, and a look-alike each must leave alone.
import { describe, expect, it } from 'vitest';
import { readMessage } from './chat-text';
import { cautionTrigger, triage } from './triage';
import { readSigns } from './triage-reading';
import type { SignId } from './triage-signs';
import { CAUTION_RULES } from '../safety/safety.exports';

const signsOf = (text: string) => readSigns(text).signs;
const has = (text: string, sign: SignId) => signsOf(text).has(sign);
const levelOf = (text: string) => triage(text).level;
const findingIds = (text: string) => triage(text).findings.map((finding) => finding.id);

describe('warning signs of suicide', () => {
  it('reads the means made ready, a noose or a rope set up', () => {
    expect(has('found a noose under his bed this morning', 'warning-sign')).toBe(true);
    expect(has('the rope is tied and ready in the shed', 'warning-sign')).toBe(true);
    expect(levelOf('my brother keeps a noose in his wardrobe')).toBe('crisis');
    expect(has('the skipping rope for the kids is in the bag', 'warning-sign')).toBe(false);
  });

  it('reads "won\'t be a burden much longer" and "nobody would care if I was gone"', () => {
    expect(has("she told me she won't be a burden to anyone for much longer", 'warning-sign')).toBe(true);
    expect(has('nobody would even care if i was gone', 'warning-sign')).toBe(true);
    expect(has('once I get a job I will not be a burden on my parents anymore', 'warning-sign')).toBe(false);
    expect(has('nobody would care if i skipped the gym today', 'warning-sign')).toBe(false);
  });

  it('reads the slang "ctb" as a wish to die', () => {
    expect(has('thinking about ctb this weekend', 'suicidal')).toBe(true);
    expect(levelOf('ctb soon')).toBe('crisis');
  });

  it('reads the Hinglish "if I am not here, nobody will care"', () => {
    expect(has('main na rahu to kisi ko farak nahi padega', 'warning-sign')).toBe(true);
    expect(has('agar main ghar pe na rahu to bachon ko khana kaun dega', 'warning-sign')).toBe(false);
  });

  it('reads a hypothetical "would I not wake up" as a plan, not someone unconscious', () => {
    const text = 'if i swallowed every one of my sleeping tablets would i just not wake up';
    expect(has(text, 'unresponsive')).toBe(false);
    expect(findingIds(text)).not.toContain('unconscious');
    expect(has('he took something and now he is not waking up', 'unresponsive')).toBe(true);
  });
});

describe('self-harm and eating disorders', () => {
  it('reads skipping meals as a punishment as self-harm', () => {
    expect(has('been skipping meals all week to punish myself', 'self-harm')).toBe(true);
    expect(has('skipping breakfast because I am never hungry early', 'self-harm')).toBe(false);
  });

  it('reads leaving out insulin to lose weight as an eating disorder', () => {
    expect(has('i stopped taking my insulin to lose weight', 'eating-disorder')).toBe(true);
    expect(has('can i skip my insulin dose if i am fasting for a blood test', 'eating-disorder')).toBe(false);
  });

  it('reads filling up or purging so as not to eat', () => {
    expect(has('which fibre keeps me full so i dont have to eat anything all day', 'eating-disorder')).toBe(true);
    expect(has('senna every night to flush it all out after i binge', 'eating-disorder')).toBe(true);
    expect(has('does fibre keep you full for longer between meals', 'eating-disorder')).toBe(false);
  });

  it('reads a weight of 40 kg or less with the wish to go lower', () => {
    expect(has('i weigh 39 kg and want to get below 36kg', 'eating-disorder')).toBe(true);
    expect(has('trying to get under 38kg before the wedding', 'eating-disorder')).toBe(true);
    expect(has('i am 30 and want to lose 5 kg before the wedding', 'eating-disorder')).toBe(false);
    expect(has('she is 38kg and wants to get to 45kg, which protein?', 'eating-disorder')).toBe(false);
  });

  it('decides an eating disorder from a sign of behaviour with a sign of the body, not from either alone', () => {
    expect(findingIds('my niece hides her food and her periods have not come for months')).toContain('eating-disorder');
    expect(findingIds('I am 51, my periods stopped and I lost 3 kg this year, is it menopause?')).not.toContain('eating-disorder');
    expect(findingIds('my toddler hides food under the sofa, is that normal?')).not.toContain('eating-disorder');
  });
});

describe('an unsafe home', () => {
  it('reads fear of going home', () => {
    expect(has('too scared to go back home tonight', 'unsafe-home')).toBe(true);
    expect(levelOf('terrified of going home')).toBe('crisis');
  });

  it('reads elder abuse: a pension taken, food held back, locked in, drugged to be quiet', () => {
    expect(has('my grandson takes my pension every month', 'unsafe-home')).toBe(true);
    expect(has('they do not give me food until i do the housework', 'unsafe-home')).toBe(true);
    expect(has('bahu mujhe khana nahi deti', 'unsafe-home')).toBe(true);
    expect(has('beta mujhe kamre mein band kar deta hai', 'unsafe-home')).toBe(true);
    expect(has('my carer gives me tablets to keep me quiet', 'unsafe-home')).toBe(true);
    expect(has('my mum will not give me junk food', 'unsafe-home')).toBe(false);
    expect(has('kamra band tha aur heater chal raha tha', 'unsafe-home')).toBe(false);
  });

  it('reads a parent who hurts a child', () => {
    expect(has('her stepdad hits my daughter when he drinks', 'unsafe-home')).toBe(true);
    expect(has('my husband beats our son at chess every single time', 'unsafe-home')).toBe(false);
  });

  it('reads blue marks (bruises) in Hinglish as no sign of blue lips', () => {
    expect(has('unki baah pe neele nishaan hai', 'blue-lips')).toBe(false);
    expect(has('baby ke honth neele ho gaye', 'blue-lips')).toBe(true);
  });
});

describe('emergencies', () => {
  it('reads a silent chest: wheezing that fades while the person gets worse', () => {
    expect(has('her wheeze has gone quiet but she looks more tired', 'cant-breathe')).toBe(true);
    expect(levelOf('his wheezing is quieter now but he is getting worse')).toBe('emergency');
    expect(has('my wheezing is quieter since the new inhaler, feeling much better', 'cant-breathe')).toBe(false);
  });

  it('decides sepsis from an infection, a fever and a sign that the body is failing', () => {
    expect(findingIds('my stitches from the operation are oozing pus, fever of 39 and my heart is racing')).toContain('sepsis');
    expect(findingIds('grandma has a urine infection and a fever and now her skin looks mottled')).toContain('sepsis');
    expect(findingIds('my wound is a bit red, no fever, feeling fine')).not.toContain('sepsis');
    expect(findingIds('fever 38 with a cold and my heart is racing after coffee')).not.toContain('sepsis');
  });

  it('reads the whole household ill (Hinglish) with a coal fire as carbon monoxide', () => {
    expect(has('ghar mein sab ko chakkar aa rahe hain', 'many-ill')).toBe(true);
    expect(findingIds('sigri jala ke soye the, subah sabko sar dard aur ulti')).toContain('carbon-monoxide');
  });

  it('reads poisonous plants and Hinglish swallowing', () => {
    expect(has('mere bete ne kaner ke beej nigal liye', 'poison-substance')).toBe(true);
    expect(has('mere bete ne kaner ke beej nigal liye', 'swallowed')).toBe(true);
    expect(findingIds('my 4 year old ate some datura seeds and is talking nonsense')).toContain('poisoning');
  });

  it('reads the snake named as the one that bit, however far the verb', () => {
    expect(has('saanp ne mere bhai ko pair pe kaata', 'venomous-bite')).toBe(true);
  });

  it('reads "lot of blood" as heavy bleeding, and a blood sausage as food', () => {
    expect(has('fell on the glass, lot of blood from his hand', 'bleeding-heavy')).toBe(true);
    expect(has('does black pudding have a lot of iron', 'bleeding-heavy')).toBe(false);
  });

  it('reads Hinglish strange talk as confusion, and "confuse" the verb as none', () => {
    expect(has('papa ajeeb baatein kar rahe hain', 'confused')).toBe(true);
    expect(has('these labels confuse me, which one is vitamin d3', 'confused')).toBe(false);
  });
});

describe('look-alikes', () => {
  it('leaves sports drills and cell biology named "suicides" alone', () => {
    expect(has('the coach made us do suicide sprints till we dropped', 'suicidal')).toBe(false);
    expect(has('in biology we learned that damaged cells commit suicide', 'suicidal')).toBe(false);
    expect(has('i think about suicide every day', 'suicidal')).toBe(true);
  });

  it('never lets a film or an antidote question hide a real emergency', () => {
    // Frames as broad as "watching a movie" or "the antidote for" were tried and taken out: they hid these (a student's
    // "antidote for an iron overdose, for my notes" is alarmed again: a false alarm rather than a missed poisoning).
    expect(triage('what is the antidote for rat poison, my son just ate some', []).level).toBe('emergency');
    expect(triage('we were watching a movie and my dad suddenly collapsed, he isnt breathing', []).level).toBe('emergency');
    expect(triage('the movie where the guy takes all his pills made me think i should do the same tonight', []).level).not.toBeNull();
  });

  it("raises no caution for a story's medicine or study prep", () => {
    const named = (text: string) => CAUTION_RULES.filter((rule) => cautionTrigger(rule, readMessage(text))).map((rule) => rule.id);
    expect(named('writing a murder mystery, the butler poisons her with warfarin, how would it be noticed?')).toEqual([]);
    expect(named('best foods for focus during NEET prep')).not.toContain('antiretroviral');
    expect(named('I take warfarin, can I add fish oil?')).toContain('anticoagulant');
  });
});
