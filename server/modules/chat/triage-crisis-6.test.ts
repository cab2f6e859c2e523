// Warning signs and pictures added for the sixth danger tuning set (crisis-heavy): each in wordings of our own, with
// the everyday message it must leave alone.
import { describe, expect, it } from 'vitest';
import { triage } from './triage';
import { readSigns } from './triage-reading';
import type { SignId } from './triage-signs';

const has = (text: string, sign: SignId) => readSigns(text).signs.has(sign);
const levelOf = (text: string) => triage(text).level;
const findingIds = (text: string) => triage(text).findings.map((finding) => finding.id);

describe('crises said lightly or sideways', () => {
  it('reads passive wishes, envy of the dead and death asked of God as a crisis', () => {
    expect(levelOf("honestly I wouldn't mind dying in my sleep tonight")).toBe('crisis');
    expect(levelOf("if I don't get thinner I'd rather be dead")).toBe('crisis');
    expect(levelOf('when I read an obituary I feel envious of the person who died')).toBe('crisis');
    expect(levelOf('roz bhagwan se kehti hoon ab utha lo mujhe')).toBe('crisis');
    expect(levelOf("I'd rather have tea than coffee, which is better for sleep?")).toBeNull();
  });

  it('reads stockpiling by a medicine’s name and hiding it from chemists as a warning sign', () => {
    expect(has('been setting aside my clonazepam every week, there are plenty now', 'warning-sign')).toBe(true);
    expect(has('I buy my sleeping tablets from a different chemist each time so nobody asks', 'warning-sign')).toBe(true);
    expect(has('I keep a strip of paracetamol in my bag for headaches', 'warning-sign')).toBe(false);
  });

  it('reads the means kept by the bed, a method worked out and a plan for an empty house as a crisis', () => {
    expect(levelOf('the rat poison is under my bed now, I check it is still there every night')).toBe('crisis');
    expect(levelOf('I know the exact dose that would do it')).toBe('crisis');
    expect(levelOf('i have the rope ready, i just need everyone out of the house on sunday')).toBe('crisis');
  });

  it('reads a third person giving away what they love, and a last letter, as a warning sign, but not a gift of an old bike', () => {
    expect(has('my brother has given away his guitar and his games this week', 'warning-sign')).toBe(true);
    expect(has('likh rahi hoon ek aakhri chitthi maa ke liye', 'warning-sign')).toBe(true);
    expect(has('my husband gave away his old bike because he bought a new one', 'warning-sign')).toBe(false);
  });

  it('reads scars owned as one’s own doing, in one message or across two, as self-harm', () => {
    expect(findingIds('the scars on my thighs, I did them myself')).toContain('self-harm');
    expect(triage('i made them. most nights still.', [{ sender: 'user', text: 'how to hide the scars on my wrists' }]).level).toBe('crisis');
    expect(levelOf('how do I fade acne scars on my cheeks?')).toBeNull();
  });

  it('reads a hot spoon pressed on the skin, laxatives by the dozen and meals skipped for days as a crisis', () => {
    expect(levelOf('when it gets too much I press a hot spoon on my arm')).toBe('crisis');
    expect(levelOf('taking 15 laxatives a day so I stay thin')).toBe('crisis');
    expect(levelOf('can I take a laxative for constipation while travelling?')).not.toBe('crisis');
  });

  it('reads being dragged by the hair at home as an unsafe home', () => {
    expect(findingIds('my husband dragged me by my hair last night')).toContain('unsafe');
  });
});

describe('what a denial, a study or a calm mind changes', () => {
  it('asks instead of assuming a crisis when a wish to die or harm is denied outright', () => {
    expect(readSigns("I don't want to die or hurt anyone, I just can't sleep").crisisDenied).toBe(true);
    expect(levelOf("I don't want to die or hurt anyone, I just can't sleep")).not.toBe('crisis');
    // Not wanting to live says the wish.
    expect(levelOf("I don't want to live anymore")).toBe('crisis');
  });

  it("reads a film's portrayal and a psychology student's question as study", () => {
    expect(levelOf('I am a psychology student writing about how serials portray suicide. What are the media guidelines?')).not.toBe('crisis');
  });
});

describe('new pictures of the body and the mind', () => {
  it('reads a bone through the skin and a very high pressure with blurred sight as emergencies', () => {
    expect(findingIds('fell off his bike and the bone is sticking out of his shin')).toContain('open-fracture');
    expect(findingIds('bp 220/125 and my vision has gone blurry')).toContain('hypertensive-emergency');
    expect(findingIds('my reading was 185/112 this morning, I feel fine')).not.toContain('hypertensive-emergency');
  });

  it('reads voices, a racing mind after nights without sleep and a numb new mother as urgent', () => {
    expect(findingIds('my sister keeps hearing voices when no one is there')).toContain('mental-health-urgent');
    expect(findingIds("hasn't slept for 4 nights, talking super fast about his big plans")).toContain('mental-health-urgent');
    expect(findingIds('new mum here, baby is 2 weeks, I feel numb and cry all day')).toContain('mental-health-urgent');
    expect(findingIds('racing thoughts at bedtime, which tea helps?')).not.toContain('mental-health-urgent');
  });
});
