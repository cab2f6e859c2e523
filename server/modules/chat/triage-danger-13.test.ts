// Twenty-fourth session, from a new author's tuning set of less common emergencies (danger-tuning-13, never the
// held-out rounds), in this session's own wordings: an emergency whose care is put off after it was told, a negation
// that does not reach a new statement after "and", a baby vomiting green, skin that blisters and peels, a single
// testicle higher than the other, the cord felt after the waters break, a child found with an emptied bottle, lime in
// a child's eye and a squeezed spinal nerve told in Hindi.
import { describe, expect, it } from 'vitest';
import { triage } from './triage';
import type { TriageTurn } from './triage';

const ids = (text: string, history: TriageTurn[] = []) => triage(text, history).findings.map((finding) => finding.id);
const told = (user: string, guardian = 'Please call 112 now.'): TriageTurn[] => [
  { sender: 'user', text: user },
  { sender: 'guardian', text: guardian },
];

describe('an emergency whose care is put off', () => {
  const stroke = told('his face is drooping on one side and his words are slurred, started 15 minutes ago');
  const swelling = told('a bee stung my son and now his lips and tongue are swelling and he is wheezing');

  it.each([
    ['his speech is a little better now, we will see the GP on Monday. any supplement for BP?', stroke],
    ['he seems fine, no need to panic. which omega 3 do you sell?', stroke],
    ['the hospital is too far, we gave him an antihistamine and he is resting at home', swelling],
    ['my husband says I am overreacting, he will sleep it off', stroke],
  ])('"%s" after an emergency told is that emergency again', (text, history) => {
    expect(triage(text, history).level, text).toBe('emergency');
  });

  it('closes once help has come', () => {
    expect(triage('the ambulance came and the doctor saw him, we will wait for the scan on Monday. which omega 3?', stroke).level).not.toBe('emergency');
  });

  it('reads only what was told after help came', () => {
    const history: TriageTurn[] = [...stroke, ...told('the ambulance came and the doctor saw him, he is home now', 'Glad he was seen.')];
    expect(triage('we will wait till Monday for the vitamin D delivery then', history).level).not.toBe('emergency');
  });

  it('never raises a wait that follows no emergency', () => {
    const history = told('which probiotic is best for bloating?', 'The 12-strain probiotic suits most people.');
    expect(triage('ok I will wait till Monday for the delivery then', history).level).toBeNull();
    expect(triage('my wife says I am overreacting about my cholesterol, is 210 bad?').level).not.toBe('emergency');
  });
});

describe('a negation ends where a new statement starts after "and"', () => {
  it('reads a fit after a smell that was not there', () => {
    expect(triage('she said she could smell smoke that was not there and then had a fit').level).toBe('emergency');
  });

  it('still denies a list after one "no"', () => {
    expect(triage('no fever and cough, just a runny nose, which vitamin c should I take?').level).not.toBe('emergency');
  });
});

describe('less common emergencies', () => {
  it.each([
    ['my 3 week old keeps throwing up and it is dark green', 'bile-vomiting'],
    ['new tablets for gout since last week, now my skin is blistering and peeling off my back and my mouth is full of ulcers', 'skin-reaction'],
    ['sudden pain in my right ball since an hour, it is sitting higher than the other one', 'testicular-torsion'],
    ['waters went 10 minutes ago and I can feel the cord down there', 'pregnancy-warning'],
    ['my 3 year old reached the cough syrup shelf, the bottle is almost empty', 'child-poisoning'],
    ['beta ki aankh mein chuna gir gaya, aankh nahi khol raha', 'eye-chemical'],
    ['kamar dard bahut hai aur neeche private area sunn ho gaya, peshab control nahi ho raha', 'cauda-equina'],
  ])('"%s" is an emergency (%s)', (text, id) => {
    expect(triage(text).level, text).toBe('emergency');
    expect(ids(text), text).toContain(id);
  });

  it('reads talking nonsense as confusion', () => {
    expect(ids('my dad has a fever of 39 and since morning he is talking nonsense')).toContain('confusion-infection');
  });

  it('leaves green food, a peeling sunburn and a stubbed ball alone', () => {
    expect(triage('my toddler ate spinach puree and his poo is green, normal?').level).not.toBe('emergency');
    expect(triage('my sunburnt shoulders are peeling, which collagen helps skin repair?').level).not.toBe('emergency');
    expect(triage('the cricket ball hit my shin yesterday, bruise is yellow now').level).not.toBe('emergency');
  });
});
