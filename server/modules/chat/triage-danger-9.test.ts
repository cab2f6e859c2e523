// Nineteenth session, from a new author's labelled corpus (danger-5, never the held-out rounds), in this session's own
// wordings: a heart attack played down as acidity, eating disorders read from a behaviour with the body or the wish to
// weigh less, a child's breathing (stridor, the chest sucking in), saddle numbness, half the sight gone, Hinglish
// unresponsiveness and watch cells; and questions asked to be ready, which stay ordinary.
import { describe, expect, it } from 'vitest';
import { triage } from './triage';

describe('indigestion explains a chest only on its own', () => {
  it('keeps a heart attack that the person calls acidity', () => {
    expect(triage('my husband has a heavy pressure in his chest going into his left arm and he is sweating, he says it is just acidity').level).toBe(
      'emergency',
    );
    expect(triage('Papa says its only gas, but the chest pain goes up to his jaw and he feels faint').level).toBe('emergency');
  });

  it('leaves heartburn after a meal alone', () => {
    expect(triage('burning in my chest after a spicy dinner, acidity again, which food calms it?').level).toBeNull();
    expect(triage('I get heartburn and sour burps after pizza, is ginger tea good?').level).toBeNull();
  });
});

describe('an eating disorder from a behaviour and the body, or the wish to weigh less', () => {
  it.each([
    'my daughter goes to the bathroom right after every meal and throws up, her teeth are getting sensitive',
    'I vomit after eating so I stay thin, my throat is raw most days. any vitamin for hair?',
    'gym 6 hours a day and I weigh myself 12 times, I need to be lighter for the trials',
    'laxatives after every meal so the food goes out, i hate my body',
  ])('is a crisis: %s', (text) => {
    expect(triage(text).level).toBe('crisis');
  });

  it.each([
    'I vomit after eating very oily food, what helps digestion?',
    'I want to lose weight sensibly, is psyllium useful?',
    'I weigh myself every morning, which protein powder is best?',
  ])('stays ordinary: %s', (text) => {
    expect(triage(text).level).not.toBe('crisis');
  });
});

describe('signs from NHS guidance in people’s words', () => {
  it.each([
    'my 18 month old makes a whistling noise every time he breathes in and the skin under his ribs is sucking in',
    'worst back pain of my life since yesterday and now I am numb between my legs',
    'half my vision just disappeared in my right eye while reading',
    'dadi subah se utth nahi rahi, hila ke dekha koi jawab nahi',
    'mera 2 saal ka beta ghadi wala cell nigal gaya',
  ])('is an emergency: %s', (text) => {
    expect(triage(text).level).toBe('emergency');
  });
});

describe('questions asked to be ready', () => {
  it.each([
    'what do you do for a snake bite? we are going trekking next month',
    'how do you help a choking toddler? new parents here, want to learn before anything happens',
    'can magnets hurt kids if swallowed? we are baby proofing the flat',
  ])('are not an emergency: %s', (text) => {
    expect(triage(text).level).not.toBe('emergency');
  });

  it('still hears the emergency of someone on the trek', () => {
    expect(triage('we went trekking and a snake bit my friend on the ankle, it is swelling up fast').level).toBe('emergency');
  });
});
