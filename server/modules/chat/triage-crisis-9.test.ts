// Twenty-third session, from a new author's crisis tuning set (crisis-tuning-1, never the held-out rounds), in this
// session's own wordings: crises said sideways (sleep with no waking wanted, a supply kept unused, a search history, a
// burden, a decision made for the day of a failure, going away for ever in Hindi), a child married off or put to
// work, an elder tied or hit by a carer, eating disorders told by their days; the doctor-today pictures of a medicine
// that changes mood or must be tapered; and ordinary life changes that only sound like a crisis.
import { describe, expect, it } from 'vitest';
import { DEFAULT_SAFETY_NUMBERS } from '../../config';
import { triage } from './triage';
import { crisisReply, urgentReply } from './safety-replies';

const NUMBERS = DEFAULT_SAFETY_NUMBERS;

const ids = (text: string) => triage(text).findings.map((finding) => finding.id);

describe('crises said sideways', () => {
  it.each([
    ['is there a herbal tea that lets me sleep and never have to wake up again', 'suicide'],
    ['how many of these sleeping pills do I have to take to not wake up', 'suicide'],
    ['I got prescribed zolpidem in March, never took any, I have them all in a drawer now. does magnesium help sleep?', 'suicide'],
    ['I have about 45 saved up in my cupboard. anyway which vitamin is good for energy', 'suicide'],
    ['my brother has stopped his insulin so he can go, he says he is just a burden on us', 'suicide'],
    ['found my daughter’s search history full of painless death and how many pills, she is 16', 'suicide'],
    ['if I fail I have already decided. just tell me a good focus supplement', 'suicide'],
    ['result aane wala hai, papa ko munh nahi dikha paunga, maine soch liya hai. brahmi kitni leni hai', 'suicide'],
    ['mann karta hai bacchon ko chhod ke hamesha ke liye chali jaaun, kabhi wapas na aaun', 'suicide'],
    ['the ceiling fan in my room is strong enough, I checked', 'suicide'],
    ['my parents say I am dead to them now. maybe I should just make it true for them', 'suicide'],
    ['this is my last message to you probably, thanks for everything', 'suicide'],
  ])('"%s" is a crisis (%s)', (text, id) => {
    const result = triage(text);
    expect(result.level, text).toBe('crisis');
    expect(ids(text), text).toContain(id);
  });

  it('reads a question about how many pills it takes to overdose as a warning sign, not an overdose taken', () => {
    expect(triage('how many paracetamol would it take to overdose, asking for me').level).toBe('crisis');
    expect(ids('how many paracetamol would it take to overdose, asking for me')).not.toContain('poisoning');
    expect(triage('my friend swallowed a whole strip and overdosed an hour ago').level).toBe('emergency');
  });
});

describe('a child or an elder who is not safe', () => {
  it.each([
    ['my cousin is only 13 and the family is marrying her off after the harvest, she begs them not to', 'child-unsafe'],
    ['the boy who works as a servant next door is maybe 9, always hungry, and today there were bruises on his arms', 'child-unsafe'],
    ['the attendant we hired ties my grandfather to the chair when nobody is home', 'unsafe'],
    ['I think the caretaker hits my nani, she flinches whenever he walks in', 'unsafe'],
  ])('"%s" is a crisis (%s)', (text, id) => {
    expect(triage(text).level, text).toBe('crisis');
    expect(ids(text), text).toContain(id);
  });

  it('speaks to an older writer hurt by a grown son, not of "your child"', () => {
    const reply = crisisReply(triage('I am 72 and my son takes my pension and slaps me when I ask for it'), NUMBERS);
    expect(reply.message).toContain('181');
    expect(reply.message).not.toContain('child');
  });

  it('gives a child at risk Childline, beside the emergency number', () => {
    const reply = crisisReply(triage('my neighbour’s girl is 11 and they are getting her married next month'), NUMBERS);
    expect(reply.message).toContain('Childline on 1098');
    expect(reply.message).toContain('112');
    expect(reply.safety.actions.map((action) => action.action)).toEqual(['tel:1098', 'tel:112']);
    expect(reply.message).not.toContain('your child');
  });

  it('keeps an adult daughter’s wedding, and one bruise from a fall, ordinary', () => {
    expect(triage('my daughter is 27 and we are getting her married in February, what helps her skin glow?').level).toBeNull();
    expect(triage('my 6 year old fell off the swing and has a bruise on his face, arnica ok?').level).not.toBe('crisis');
  });

  it('reads a partner who hits at home as an unsafe home even beside a past event', () => {
    expect(ids('my husband hits me and throws plates, last year he broke my wrist. what helps bones heal?')).toContain('unsafe');
  });
});

describe('eating disorders told by their days', () => {
  it.each([
    'only drinking water and green tea all day, day 12 now, I am always cold and my fingers look bluish',
    '6 din se kuch nahi khaya, wazan 38 se kam karna hai, koi powder jo bhook maar de',
    'I take senna after every meal so nothing stays in. what is the strongest one',
    'one apple a day for three months and I still think I am fat. I will not eat more',
  ])('"%s" is a crisis', (text) => {
    expect(ids(text), text).toContain('eating-disorder');
  });
});

describe('a medicine that changes mood, or must be tapered', () => {
  it.each([
    ['my daughter started Accutane in June and now she cries every day and says she feels dead inside', 'medicine-mood'],
    ['since starting Singulair my 6 year old has angry outbursts every evening', 'medicine-mood'],
    ['put on prednisolone last week and I feel wired and angry, losing my mind', 'medicine-mood'],
    ['started escitalopram five days ago and I cannot sit still, pacing the flat all night', 'medicine-mood'],
    ['I came off venlafaxine on my own 4 days ago, brain zaps and dizzy all the time', 'medicine-stopped'],
    ['mum ran out of her alprazolam 3 days ago and she is shaking and has not slept at all', 'medicine-stopped'],
    ['stopped drinking 3 days ago after years of a bottle a night, now shaking and sweating', 'alcohol-withdrawal'],
    ['4th day of this migraine and I keep vomiting, cannot keep anything down', 'migraine-prolonged'],
  ])('"%s" is for a doctor today (%s)', (text, id) => {
    const result = triage(text);
    expect(result.level, text).toBe('urgent');
    expect(ids(text), text).toContain(id);
  });

  it('names the crisis line beside a change in mood on a medicine', () => {
    const reply = urgentReply(triage('my son is on isotretinoin and has been very low, barely talking for weeks'), NUMBERS);
    expect(reply.message).toContain('prescribed');
    expect(reply.message).toContain('14416');
  });

  it('leaves the known vivid dreams of efavirenz a caution, not a doctor today', () => {
    expect(triage('efavirenz gives me vivid dreams, is melatonin ok with it').level).not.toBe('urgent');
  });
});

describe('life changes that only sound like a crisis', () => {
  it.each([
    'moving to Pune next week, giving away all my old books and saying goodbye to everyone at the hostel, any tips for jet lag?',
    'decluttering and giving away half my things, what is the science on clutter and cortisol?',
    'I am packing my thyroid tablets for the trip, enough for 8 weeks, how should I store them in the heat?',
    'I volunteer at a suicide helpline two nights a week, how do I fix my sleep after?',
    'what does suicide prevention mean by restricting access to means? community medicine viva tomorrow',
    'my heart has not stopped pounding since the interview, is that the coffee?',
    'cant talk long, in a meeting, which probiotic for bloating?',
  ])('"%s" is not a crisis', (text) => {
    expect(triage(text).level, text).not.toBe('crisis');
    expect(triage(text).level, text).not.toBe('emergency');
  });
});
