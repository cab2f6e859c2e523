// Twentieth session, from a new author's tuning corpus (danger-tuning-10, never the held-out rounds), in this session's
// own wordings: pictures a doctor should see today (a reliever needed more and more, shingles, failed contraception, a
// used needle, sickness that will not stay down, pregnancy itching or chickenpox, a rash on a new antibiotic, a fever on
// methotrexate, ketones, a rusty nail, confusion with a urine infection, a fall with hip pain), Hindi denial after the
// word, a gap that denies ("no fever"), and the emergencies a reading or an amount decides.
import { describe, expect, it } from 'vitest';
import { triage } from './triage';

describe('urgent pictures: a doctor today', () => {
  it.each([
    ['my reliever inhaler I am using 6 times a day now and the cough wakes me at night', 'asthma-worse'],
    ['a stripe of small blisters going round one side of my back, burning pain since yesterday', 'shingles'],
    ['the condom split last night, I am not on any pill, what can I do', 'emergency-contraception'],
    ['I got stuck with a used syringe while cleaning the clinic bin an hour ago', 'needlestick'],
    ['since this morning I cannot keep even water down, everything comes straight back up', 'vomiting-persistent'],
    ['I am 34 weeks pregnant and the soles of my feet itch terribly at night', 'pregnancy-itch'],
    ['my niece has chickenpox and she hugged me yesterday, I am 22 weeks pregnant and never had it', 'pregnancy-chickenpox'],
    ['I began augmentin on Monday and today there is a red itchy rash on my tummy, breathing is fine', 'medicine-rash'],
    ['I take methotrexate weekly and since yesterday I have a fever of 38.5 and a sore throat', 'immunosuppressed-fever'],
    ['type 1 diabetic with a tummy bug, my ketone strip is showing moderate and I feel rough', 'sick-day-ketones'],
    ['I stepped on a rusty nail in the garden and it went into my heel, no idea when my last tetanus jab was', 'wound'],
    ['my grandmother is suddenly confused today and her urine smells strong', 'confusion-infection'],
    ['nana fell in the bathroom, since the fall he cannot get up and his hip hurts', 'fracture'],
    ['my dad takes water pills, he is dizzy on standing and has had very little pee in this heat', 'dehydration-adult'],
  ])('%s → %s', (text, picture) => {
    // The learned line may raise a picture to an emergency (it never lowers one).
    const result = triage(text);
    expect(['urgent', 'emergency']).toContain(result.level);
    expect(result.findings.map((finding) => finding.id)).toContain(picture);
  });

  it('reads a pregnancy told in weeks "along" or "with my first"', () => {
    const result = triage('26 weeks along with my first and I have hardly felt the baby all day');
    expect(result.level).toBe('urgent');
    expect(result.findings.map((finding) => finding.id)).toContain('fewer-kicks');
  });

  it.each([
    'what is the morning after pill and how does it work?',
    'how do I throw away used needles from my insulin pens safely?',
    'I had shingles two years ago, can I take lysine to prevent it?',
    'my pee looked pinkish after the beetroot juice, I feel fine',
    'the cat keeps throwing up hairballs, anything natural for that?',
    'I carry my inhaler everywhere, which vitamin helps asthma?',
  ])('stays ordinary: %s', (text) => {
    expect(['urgent', 'emergency', 'crisis']).not.toContain(triage(text).level);
  });
});

describe('denial after the word (Hindi) and in a gap', () => {
  it('reads "chakkar nahi" as no dizziness beside black stools', () => {
    expect(triage('teen din se potty kaali aa rahi hai, chakkar nahi aate, pet theek hai').level).toBe('urgent');
  });

  it('keeps vomiting that will not stop', () => {
    expect(triage('ulti nahi ruk rahi kal raat se, kuch bhi piyo bahar aa jata hai').level).toBe('urgent');
  });

  it('reads "three days after a cold, no fever" as no fever', () => {
    expect(triage('my 7 year old has a cough for 3 days after a cold, no fever, playing happily. honey ok?').level).not.toBe('urgent');
  });
});

describe('emergencies an amount or a reading decides', () => {
  it.each([
    'my BP reads 236/128 and I have a crushing headache and my eyes are blurry',
    'my 2 year old tipped a cup of hot chai over her arm and chest, it is blistering over a big area',
    'just coughed up a mouthful of blood and it keeps coming',
    'he had a fit, and before he came round he started another one',
    'since this morning it is numb between my legs and I cannot pee even though I need to, with my bad back',
    'papa ke pair ke ghav ke aas paas laal aur sooja hai, tez bukhar, saans tez chal rahi hai',
  ])('is an emergency: %s', (text) => {
    expect(triage(text).level).toBe('emergency');
  });
});

describe('a person out of touch with what is real, with a weapon or a newborn', () => {
  it.each([
    'my uncle says the neighbours are poisoning his food and he keeps a knife under his pillow',
    'my wife gave birth two weeks ago. She is hearing voices nobody else hears.',
  ])('is a crisis: %s', (text) => {
    expect(triage(text).level).toBe('crisis');
  });

  it('reads a partner who kicked a pregnant woman as an unsafe home', () => {
    expect(triage('I am 6 months pregnant and my husband kicked me last night, which vitamins are safe?').level).toBe('crisis');
  });
});
