// Twenty-first session, from a new author's tuning corpus (danger-tuning-11, never the held-out rounds), in this
// session's own wordings: a cold body that stopped shivering, an eye that needs A&E, weakness climbing from the legs to
// the arms with breathlessness, a knock to the forehead, death spoken of as rest beside the means, starving to a target
// weight, and a past time that "now" turns to the present.
import { describe, expect, it } from 'vitest';
import { DEFAULT_SAFETY_NUMBERS } from '../../config';
import { triage } from './triage';
import { emergencyReply } from './safety-replies';

const NUMBERS = DEFAULT_SAFETY_NUMBERS;

const ids = (text: string) => triage(text).findings.map((finding) => finding.id);

describe('emergencies read from what is seen', () => {
  it.each([
    ['we found uncle on the bench after the night frost, his hands are ice cold to touch and he is talking nonsense', 'hypothermia'],
    ['grandpa came in from the snow and stopped shivering, his skin is cold to the touch', 'hypothermia'],
    ['my left eye is throbbing, severely painful, and the street lights have rainbow halos around them', 'eye-emergency'],
    ['terrible eye pain since evening and I have thrown up twice', 'eye-emergency'],
    ['a twig hit my eye on the trek and now I have lost the sight in that eye', 'eye-emergency'],
    ['four days ago my feet went tingly, now both legs are weak and today my arms are weak as well, I get short of breath', 'weakness-spreading'],
    ['my son banged his forehead on the door frame, he is drowsy now and threw up', 'head-injury'],
  ])('%s → %s', (text, picture) => {
    const result = triage(text);
    expect(result.level).toBe('emergency');
    expect(ids(text)).toContain(picture);
  });

  it('keeps a painful red eye with blurred sight a doctor-today picture', () => {
    expect(triage('I wear contacts, my eye is red and very painful and the sight is a bit blurry').level).toBe('urgent');
  });

  it('says what to do while waiting, fitting the picture', () => {
    expect(emergencyReply(triage('found her on the porch in the cold, she stopped shivering and is very drowsy'), NUMBERS).message).toMatch(/blankets/);
    expect(emergencyReply(triage('extremely painful eye with halos round the lamps and I vomited'), NUMBERS).message).toMatch(/Do not rub/);
  });
});

describe('death spoken of as rest, and starving to a target', () => {
  it('reads "ready to go" beside the means as a warning sign', () => {
    const result = triage('my brother keeps saying he is ready to go and he has been saving his sleeping pills');
    expect(['crisis', 'emergency']).toContain(result.level);
    expect(ids('my brother keeps saying he is ready to go and he has been saving his sleeping pills')).toContain('suicide-euphemism');
  });

  it('gives a helper the crisis line too when an overdose comes with signs of suicide', () => {
    const text = 'my sister swallowed a strip of her pills and said she can finally rest, now she will not wake up';
    const result = triage(text);
    expect(result.level).toBe('emergency');
    const reply = emergencyReply(result, NUMBERS).message;
    expect(reply).toMatch(/Call 112 for her now/);
    expect(reply).toMatch(/14416/);
  });

  it('leaves rest and leaving without the means ordinary', () => {
    for (const text of ['bags packed and ready to go to goa, which probiotic should I carry?', 'after the marathon I will finally rest my legs, magnesium?']) {
      expect(ids(text)).not.toContain('suicide-euphemism');
    }
  });

  it.each(['I am 38 kg and need to get down to 34, what keeps my hair from falling', 'what is the bare minimum I can eat and still function at college?'])(
    '%s → eating-disorder crisis',
    (text) => {
      expect(triage(text).level).toBe('crisis');
    },
  );
});

describe('a past time that "now" turns to the present', () => {
  it('reads signs after "and now" in the sentence of a past event', () => {
    expect(triage('my wife had our baby ten days ago and now she hears voices telling her the baby is evil').level).toBe('crisis');
    expect(triage('my father had a bypass years ago and now he has crushing chest pain').level).toBe('emergency');
  });

  it('keeps a birth years ago from making a new mother', () => {
    expect(ids('I gave birth six years ago and now I hear voices sometimes')).not.toContain('psychosis-risk');
  });

  it('keeps a past event without "now" in the past', () => {
    expect(triage('I had crushing chest pain two years ago, it was a heart attack, what should I eat?').level).not.toBe('emergency');
  });
});
