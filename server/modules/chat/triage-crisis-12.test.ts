// Twenty-eighth session, from the tuning sets' misses and false alarms (never the held-out rounds), in this session's own
// wordings: a crisis waved away in the next message is still one; supplements kept in store are no stockpile; tired
// legs and a squashed arm are no stroke, while one-sided weakness and chest pain on leg day still are emergencies.
import { describe, expect, it } from 'vitest';
import { triage } from './triage';

const user = (text: string) => ({ sender: 'user' as const, text });

describe('a crisis waved away', () => {
  it.each([
    ['i keep thinking everyone would move on quicker if i just wasnt there', 'anyway forget it. what is the best probiotic for bloating and gas after meals'],
    ['i keep thinking everyone would move on quicker if i just wasnt there', 'nvm lol. how much vitamin d should an adult take every day in winter'],
    ['tired of being the problem in everyones life, they would manage fine', 'jk. which magnesium is best for sleep and for cramps at night'],
    ['its all getting too heavy and i just want it to stop for good', 'chhodo, kuch nahi. how much vitamin d should an adult take every day'],
  ])('"%s" then "%s" is still a crisis', (earlier, text) => {
    const result = triage(text, [user(earlier)]);
    expect(result.level).toBe('crisis');
    expect(result.findings.map((finding) => finding.id)).toContain('crisis-waved-away');
  });

  it('is not what an explanation does ("I meant my job")', () => {
    const result = triage('haha no I meant my job, it is killing me. how much vitamin d should an adult take every day', [
      user('tired of being the problem in everyones life, they would manage fine'),
    ]);
    expect(result.findings.map((finding) => finding.id)).not.toContain('crisis-waved-away');
  });

  it('needs a crisis before it: "nvm" after a dose question is an ordinary question', () => {
    expect(triage('nvm, what about zinc for colds', [user('how much vitamin d daily')]).level).toBeNull();
  });

  it('does not take a recovery told calmly for a crisis waved away', () => {
    const result = triage('yeah it was a rough year but I am fine now, sleeping okay. just want to keep my memory sharp, does brahmi do anything?', [
      user('last year I honestly wanted to disappear, but therapy really helped'),
    ]);
    expect(result.findings.map((finding) => finding.id)).not.toContain('crisis-waved-away');
  });
});

describe('supplements kept in store', () => {
  it.each(["I've got a stash of vitamin C tablets from my last order, how many a day?", 'been stockpiling fish oil capsules since the sale, do they expire?'])(
    '"%s" is no crisis',
    (text) => {
      expect(triage(text).level).not.toBe('crisis');
    },
  );

  it.each(['been saving my sleeping pills for a while now', 'i have been collecting vitamin d and paracetamol tablets in my drawer'])(
    '"%s" is still a crisis: a medicine is saved',
    (text) => {
      expect(triage(text).level).toBe('crisis');
    },
  );
});

describe('tired legs and a squashed arm', () => {
  it.each([
    'my legs are completely dead after leg day, what should i eat to recover',
    'both legs feel heavy every evening, I am on my feet all day at the salon',
    'legs heavy and a bit puffy after a long flight, compression socks?',
    'slept on my arm and woke up with my hand numb, it came back in a few minutes. why?',
  ])('"%s" is no stroke check', (text) => {
    expect(triage(text).level).toBeNull();
  });

  it.each([
    'my dad says his left leg suddenly feels heavy and dead and his speech is slurred',
    'my arm feels heavy and numb since an hour and my face looks droopy',
    'leg day pe squat karte hue achanak chest mein tez dard hua, saans phool rahi hai, pasine se bheeg gaya hu',
  ])('"%s" is still an emergency', (text) => {
    expect(triage(text).level).toBe('emergency');
  });
});

describe("a parent's own immunity", () => {
  it('is no child caution when the children only bring the colds home', () => {
    const result = triage("I'm sick and tired of catching every cold my kids bring home from school, what actually helps adult immunity?");
    expect(result.cautions.map((caution) => caution.rule.id)).not.toContain('child');
  });

  it("is still the child caution when the children's immunity is asked", () => {
    expect(triage('my kids keep getting colds, what helps their immunity?').cautions.map((caution) => caution.rule.id)).toContain('child');
  });
});

describe('a chest denied in Hindi, and heartburn told by its sour taste', () => {
  it('reads "koi chest pain nahi hai" as no chest pain', () => {
    // No sign is read; the classifier may ask its safety question (thirty-fourth session's corpora), never decide.
    const result = triage('mujhe koi chest pain nahi hai, bas jaanna tha ki arjuna roz le sakte hain kya BP ke liye');
    expect(result.findings.filter((finding) => finding.source !== 'classifier')).toEqual([]);
    expect([null, 'check']).toContain(result.level);
  });

  it('reads a burning chest with a sour taste coming up on lying down as heartburn', () => {
    expect(triage('burning in my chest after dinner and a sour taste comes up when i lie down, happens a few nights a week').level).toBeNull();
  });

  it.each([
    'papa ko chest pain ho raha hai, pasina aa raha hai, dard nahi ja raha',
    'crushing chest pain after dinner, sweating, sour taste in my mouth',
    'chest pain nahi hai par saans nahi aa rahi',
  ])('"%s" is still an emergency', (text) => {
    expect(triage(text).level).toBe('emergency');
  });
});

describe('a blow struck by a person, not by a feeling', () => {
  it.each([
    'the nausea hits me every morning around 10, is ginger ok?',
    'the afternoon slump hits me hard, what helps besides coffee',
    'when reality hits me i just eat junk, any tips for cravings',
    'beats me why people take so much vitamin C',
  ])('"%s" is no unsafe home', (text) => {
    expect(triage(text).findings.map((finding) => finding.id)).not.toContain('unsafe');
  });

  it.each([
    'I am 12. Papa drinks and hits Amma and me with a stick. Which medicine is there for stomach pain for children?',
    'abbu beats ammi every night and we are scared',
    'my husband hits me when he drinks',
    'Beats me. Every night he beats me',
    'he slaps my mother and me when he is angry',
  ])('"%s" is a crisis', (text) => {
    expect(triage(text).level).toBe('crisis');
  });

  it('leaves "papa hits the gym daily" alone', () => {
    expect(triage('my papa hits the gym daily, which protein powder for a 55 year old?').level).toBeNull();
  });
});

describe('a low blood pressure counted', () => {
  it('reads "BP machine says 78/50" beside dizziness as a low pressure to see a doctor about', () => {
    const result = triage('so weak I can barely stand, dizzy when I sit up, BP machine says 78/50');
    expect(result.findings.map((finding) => finding.id)).toContain('low-blood-pressure');
  });

  it('reads a counted low pressure beside hives after a sting as anaphylaxis', () => {
    expect(triage('stung by a bee 10 minutes ago, hives all over and bp is 80/50').findings.map((finding) => finding.id)).toContain('anaphylaxis');
  });

  it.each(['a 60/40 split of carbs and fat ok?', 'is a 70/30 rice to dal ratio fine for my gut'])('"%s" is no reading', (text) => {
    expect(triage(text).level).toBeNull();
  });
});

describe('urine that will not come, said in full', () => {
  it.each([
    "He hasn't been able to pass a single drop of urine since last night, his lower belly is swollen",
    'he has not passed any urine since morning and is in pain',
  ])('"%s" is urine retention', (text) => {
    expect(triage(text).findings.map((finding) => finding.id)).toContain('urine-retention');
  });

  it('leaves "not a single drop of sweat in the sauna" alone', () => {
    expect(triage("I couldn't pass a single drop of sweat in the sauna lol").findings.map((finding) => finding.id)).not.toContain('urine-retention');
  });
});

describe('an age said in words of its own (thirtieth session)', () => {
  it('reads "my 2 yr old … i think she ate 8 or 9 of them" as a child who swallowed pills', () => {
    const result = triage(
      'my 2 yr old opened my pregnancy iron tablet strip, the red ones, i think she ate 8 or 9 of them about an hour ago. she vomited once and she is a bit quiet. do i need to worry?',
    );
    expect(result.subject).toBe('child');
    expect(result.level).toBe('emergency');
  });
});

describe('pregnancy by its month, kicks, a home word for urine, a harmless colour (thirtieth session)', () => {
  it('reads a month of pregnancy beside what only a pregnancy has as the pregnancy caution', () => {
    expect(triage('7th month going on, godh bharai is next week. is your triphala tablet ok?').cautions.map((c) => c.rule.id)).toContain('pregnancy');
    expect(triage('My wife is in her 4th month, first baby. NMN or glutathione for her skin?').cautions.map((c) => c.rule.id)).toContain('pregnancy');
    expect(triage('9 weeks now, we saw the heartbeat on the scan. which is best for energy?').cautions.map((c) => c.rule.id)).toContain('pregnancy');
    expect(triage('my baby turned 7 months old, which vitamin D drops?').cautions.map((c) => c.rule.id)).not.toContain('pregnancy');
  });

  it('reads "felt only 2-3 small kicks since morning" in pregnancy as fewer movements, seen today', () => {
    expect(triage("I'm 31 weeks pregnant. Today I have felt only 2-3 small kicks since morning, it's 5 pm now.").level).toBe('urgent');
  });

  it('reads burning while doing susu with fever and back pain as a kidney infection', () => {
    const result = triage('burning while doing susu since 3 days. since last night fever 101 and pain in my back below the ribs');
    expect(result.level).toBe('urgent');
    expect(result.findings[0]?.id).toBe('kidney-infection');
  });

  it('leaves a colour told with its cause alone, but not a cause denied or asked about', () => {
    expect(
      triage('started iron tablets last week and my poo is dark greenish black. no pain, no dizziness, feel totally fine. is that normal?').level,
    ).toBeNull();
    expect(triage('my poo has been black for 2 days. no iron tablets, no pepto, and I feel completely fine otherwise.').level).toBe('urgent');
    expect(triage("my stool has been dark black for 2 days, I'm not dizzy, is it the iron supplement or something else?").level).toBe('urgent');
    expect(triage('on iron tablets and my poo is black and sticky, for 2 days now').level).not.toBeNull();
  });

  it('reads "halki jalan" (a slight burning) as no turmeric, so black stools stay a sign', () => {
    expect(triage('do din se potty kaali aur chipchipi aa rahi hai, chakkar nahi aate, bas pet mein upar halki jalan').level).toBe('urgent');
  });
});

describe('warning signs told as they are lived (thirtieth session)', () => {
  it('reads sitting in a car in the garage with the engine running as a crisis or an emergency (both call 112)', () => {
    expect(['crisis', 'emergency']).toContain(triage("I'm sitting in my car in the garage with the engine running, just want to talk to someone").level);
  });

  it.each([
    "UPSC prelims 5th attempt, didn't clear. I'm 31, no job, parents' savings gone. I've decided this is where it ends.",
    "I have 3 loans from apps now, they called my wife's office. I've written a letter saying it's nobody's fault.",
    'i keep imagining driving off the flyover with no one else in the car. just me. is that normal after delivery',
    "owe the agent 3 lakh, family thinks i'm still employed. i've been sitting by the railway track near my village at night",
  ])('reads "%s" as a crisis', (message) => {
    expect(triage(message).level).toBe('crisis');
  });

  it('leaves being on edge at night after a burglary, and a deserved cheat day, alone', () => {
    expect(triage("I've been sleeping badly since the burglary, on edge at night. Any calming herbs?").level).toBeNull();
    expect(triage('I deserve a cheat day after this week, which protein bar is lowest in sugar?').level).toBeNull();
  });
});
