import { describe, expect, it } from 'vitest';
import { DEFAULT_SAFETY_NUMBERS } from '../../config';
import { checkReply, crisisReply, emergencyReply, urgentReply } from './safety-replies';
import { triage } from './triage';
import { CHECK_QUESTIONS } from './triage-checks';

const numbers = DEFAULT_SAFETY_NUMBERS;

describe('safety replies', () => {
  it('fit the first-aid line to the situation: no pressing on a wound for vomiting blood', () => {
    const vomiting = emergencyReply(triage('my dad is vomiting blood and feels faint'), numbers).message;
    expect(vomiting).not.toMatch(/press/i);
    expect(vomiting).toMatch(/lie on your side|do not eat or drink/i);
    expect(emergencyReply(triage('my son ate peanuts, his throat is closing up and he has hives'), numbers).message).toMatch(/adrenaline auto-injector/);
    expect(emergencyReply(triage('found my neighbour unconscious on the floor, she is breathing'), numbers).message).toMatch(/recovery position/);
  });

  it('speak to the helper when the danger is someone else’s', () => {
    const husband = emergencyReply(triage('husbnd has crushing chset pian and is sweting'), numbers);
    expect(husband.message).toContain('Call 112 for him now');
    expect(husband.message).toContain('Stay with him');
    expect(emergencyReply(triage('HELP MY BABY ISNT BREATHING'), numbers).message).toContain('for the baby');
    const rope = crisisReply(triage('my husband has a plan and a rope in the garage'), numbers);
    expect(rope.message).toContain('reaching out for him');
    expect(rope.message).toContain('If he is in danger now or has the means at hand, call 112.');
    expect(rope.message).not.toContain('I am sorry you are hurting');
    expect(rope.safety.actions.map((action) => action.action)).toEqual(['tel:14416', 'tel:112']);
  });

  it('give an unsafe home its own line, beside the emergency number', () => {
    const reply = crisisReply(triage('my partner threatens me and I am scared to go home'), numbers);
    expect(reply.safety.reason).toBe('not being safe at home');
    expect(reply.safety.actions.map((action) => action.action)).toEqual(['tel:181', 'tel:112']);
    expect(reply.message).toContain('Women Helpline on 181');
  });

  it('send an urgent picture to a doctor today, with the number for when it gets worse', () => {
    const result = triage('my 10 month old has had a fever for 3 days');
    expect(result.level).toBe('urgent');
    const reply = urgentReply(result, numbers);
    expect(reply.message).toMatch(/doctor today/);
    expect(reply.message).toContain('112');
    expect(reply.safety.level).toBe('urgent');
  });

  it('ask one question with yes and no answers for an incomplete picture', () => {
    const result = triage('I feel a bit wheezy this evening');
    expect(result.level).toBe('check');
    const reply = checkReply(result, numbers);
    expect(reply.message.startsWith(CHECK_QUESTIONS['now-breathing'].text)).toBe(true);
    expect(reply.safety.quickReplies).toEqual([CHECK_QUESTIONS['now-breathing'].yes, CHECK_QUESTIONS['now-breathing'].no]);
  });
});
