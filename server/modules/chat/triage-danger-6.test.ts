// Emergency and urgent pictures added in the sixteenth session from NHS "call 999" and "see a GP urgently" guidance,
// each in wordings of our own with the everyday message it must leave alone: a twisted testicle, cauda equina, an
// electric shock, a fall that may have hurt the spine, an overheated body with rigid muscles, severe dengue said in
// Hinglish or as a platelet count, sudden loss of sight or hearing, giant cell arteritis, a dog's nip, and voices that
// tell someone they cannot be harmed.
import { describe, expect, it } from 'vitest';
import { emergencyReply } from './safety-replies';
import { triage } from './triage';
import { readSigns } from './triage-reading';
import { DEFAULT_SAFETY_NUMBERS } from '../../config';

const picture = (text: string) => {
  const result = triage(text);
  return { level: result.level, id: result.findings[0]?.id };
};

describe('NHS 999 pictures of the sixteenth session', () => {
  it('reads a sudden, severe pain in a testicle as an emergency, and a sore groin after the gym as none', () => {
    expect(picture('my 15 year old has sudden terrible pain in his left testicle and threw up twice')).toEqual({
      level: 'emergency',
      id: 'testicular-torsion',
    });
    expect(picture('scrotum swollen and painful since an hour and he is vomiting')).toMatchObject({ level: 'emergency' });
    expect(picture('which protein powder is best for leg day? my groin is a bit sore after squats')).toMatchObject({ level: null });
  });

  it('reads back pain with a numb bottom or bladder control lost as cauda equina, and ordinary back pain as none', () => {
    expect(picture('sciatica for weeks and now my bum and private parts feel numb')).toEqual({ level: 'emergency', id: 'cauda-equina' });
    expect(picture('lower back pain since yesterday, and today i cannot control my bladder and my legs are weak')).toMatchObject({
      level: 'emergency',
    });
    expect(picture('desk job, my lower back aches by evening. is magnesium any good for that?')).toMatchObject({ level: null });
  });

  it('reads an electric shock with a burn or drowsiness as an emergency, and an electric toothbrush as none', () => {
    expect(picture('my daughter poked a key into the plug socket, there is a burn on her finger and she seems drowsy')).toEqual({
      level: 'emergency',
      id: 'electric-injury',
    });
    expect(picture('is an electric toothbrush better than a manual one for gum health?')).toMatchObject({ level: null });
  });

  it('reads a fall with legs that cannot be felt as a possible spinal injury, and tells the helper not to move him', () => {
    const text = 'my uncle fell from the ladder and now he cannot feel his legs';
    expect(picture(text)).toEqual({ level: 'emergency', id: 'spinal-injury' });
    expect(emergencyReply(triage(text), DEFAULT_SAFETY_NUMBERS).message).toMatch(/Do not move/);
    expect(picture('I fell off my bike last year, healed fine. Best collagen for joints?')).toMatchObject({ level: null });
  });

  it('reads a high temperature with rigid or jerking muscles and confusion as an emergency', () => {
    expect(picture('he started a new antidepressant, now high fever, his muscles keep jerking and he is confused')).toEqual({
      level: 'emergency',
      id: 'toxic-hyperthermia',
    });
    expect(picture('muscles twitching after my workout, do I need more magnesium?')).toMatchObject({ level: null });
  });

  it('reads severe dengue in Hinglish and from a platelet count, and a dengue question as none', () => {
    expect(picture('dengue hai, naak se khoon aa raha, pet dard aur bahut bechaini')).toEqual({ level: 'emergency', id: 'dengue-warning' });
    expect(picture('dengue fever day 5, platelets 15000 and she is very restless')).toEqual({ level: 'emergency', id: 'dengue-warning' });
    expect(picture('does papaya leaf juice really raise platelets in dengue?')).toMatchObject({ level: null });
  });

  it('reads an eye gone dark and a deaf ear on waking, and leaves tired eyes alone', () => {
    expect(picture('my right eye suddenly went dark and I can see nothing from it')).toMatchObject({ level: 'emergency', id: 'stroke' });
    expect(picture('woke up deaf in my left ear today, no cold')).toEqual({ level: 'urgent', id: 'hearing-loss' });
    expect(picture('my eyes feel tired after screens all day, is lutein worth it?')).toMatchObject({ level: null });
  });

  it('reads a temple headache with a tender scalp or jaw pain on chewing as urgent, and a tension headache as none', () => {
    expect(picture('I am 72, new pain in my temples and my scalp is tender when I comb my hair')).toEqual({
      level: 'urgent',
      id: 'giant-cell-arteritis',
    });
    expect(picture('headache at my temples after a long day on the laptop, what helps?')).toMatchObject({ level: null });
  });

  it('reads a dog that nipped and voices that say one can fly', () => {
    expect(picture('a stray dog nipped my ankle this morning, small puncture')).toMatchObject({ level: 'urgent' });
    expect(picture('the voices say i can fly off the terrace and be fine')).toEqual({ level: 'crisis', id: 'voices-harm' });
    expect(picture('my son does the voices for a cartoon, any throat lozenges for singers?')).toMatchObject({ level: null });
  });

  it('answers a question about a choking risk as no emergency', () => {
    expect(triage('is a whole grape a choking risk for a toddler?').level).not.toBe('emergency');
  });
});

describe('emergency wordings the grouped cross-validation missed on the corpus (sixteenth session)', () => {
  it('reads the worst head pain ever, come on in seconds, as a stroke picture, and a hangover as none', () => {
    expect(picture('worst head pain ever, it came on within seconds')).toMatchObject({ level: 'emergency', id: 'stroke' });
    expect(picture('worst hangover headache ever lol, water or electrolytes?')).toMatchObject({ level: null });
  });

  it('reads a deep burn and a baby scalded in a bath as emergencies, and an old scar as none', () => {
    expect(picture('my son touched the pressure cooker, deep burn across his palm')).toMatchObject({ level: 'emergency', id: 'burn' });
    expect(picture('the bath was far too hot for the baby, her feet and bottom are blistered')).toMatchObject({ level: 'emergency', id: 'burn' });
    expect(picture('is there a good cream for a deep burn scar from years ago?')).toMatchObject({ level: null });
  });

  it('reads someone grey and clutching the chest as a heart attack', () => {
    expect(picture('a man in the queue has gone grey and is clutching his chest')).toMatchObject({ level: 'emergency', id: 'heart-attack' });
  });

  it('reads a cord out after the waters broke as an emergency, and a charger cord as none', () => {
    expect(picture('my waters broke and the cord is hanging out')).toMatchObject({ level: 'emergency', id: 'pregnancy-warning' });
    // No picture; the classifier asks its one question about it since the regional corpora (a look-alike it misreads).
    expect(picture('the charger cord came out of the socket so my tracker did not charge').level).not.toBe('emergency');
    expect(
      triage('the charger cord came out of the socket so my tracker did not charge').findings.filter((finding) => finding.source !== 'classifier'),
    ).toEqual([]);
  });

  it('reads vomiting with a painful belly and no wind passed for days as a blocked bowel, and constipation as none', () => {
    expect(picture('vomiting since morning, tummy hurts and is swollen, have not passed wind for three days')).toMatchObject({
      level: 'emergency',
      id: 'acute-abdomen',
    });
    expect(picture("haven't pooped in 3 days, which fibre should I take?")).toMatchObject({ level: null });
  });

  it('reads "took the lot", and someone nodding off beside a needle, as poisoning; a sale bought up as none', () => {
    expect(picture('I took the lot an hour ago')).toMatchObject({ level: 'emergency', id: 'poisoning' });
    expect(picture('found my cousin nodding off and going grey, a syringe next to him')).toMatchObject({ level: 'emergency', id: 'poisoning' });
    expect(picture('the shop had a sale on ashwagandha and I bought the lot')).toMatchObject({ level: null });
    expect(picture('I keep nodding off at my desk after lunch, why?')).toMatchObject({ level: null });
  });

  it('reads massive bleeding, a tongue that feels huge and a baby gone limp in Hindi', () => {
    expect(picture('massive bleeding after the delivery and I feel faint')).toMatchObject({ level: 'emergency', id: 'bleeding' });
    expect(readSigns('after the new capsule my tongue feels huge').signs.has('throat-swelling')).toBe(true);
    expect(readSigns('munna dheela pad gaya hai, doodh nahi pi raha').signs.has('floppy')).toBe(true);
  });
});
