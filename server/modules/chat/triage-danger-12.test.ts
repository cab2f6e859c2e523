// Twenty-second session, from a new author's tuning corpus (danger-tuning-12, never the held-out rounds), in this
// session's own wordings: a poison that is the cause behind a collapse or fast breathing, an opioid's pinpoint pupils,
// fumes and smoke breathed in, a child's chest pulling in, bleeding after tonsils out, saliva that cannot be
// swallowed, a swelling under the tongue, an eye swollen shut with fever, a crushed body, a tight cast, a stuck hernia,
// and the doctor-today pictures (urine that will not come, a lung disease or Addison's with an illness, stopping heavy
// drinking, a knocked-out tooth, hypos again and again); and words that only sound like danger.
import { describe, expect, it } from 'vitest';
import { DEFAULT_SAFETY_NUMBERS } from '../../config';
import { triage } from './triage';
import { emergencyReply, urgentReply } from './safety-replies';

const NUMBERS = DEFAULT_SAFETY_NUMBERS;

const ids = (text: string) => triage(text).findings.map((finding) => finding.id);

describe('emergencies read from what is seen', () => {
  it.each([
    ['found my flatmate slumped on the sofa, pupils tiny like pins and breathing really slow', 'poisoning'],
    ['I mixed bleach with the acid toilet cleaner and now I am wheezing and can not catch my breath', 'poisoning'],
    ['my 3 year old drank some hair dye from the bottle and her lips are swelling', 'child-poisoning'],
    ['dad slept in the room with celphos tablets in the rice drum and he keeps vomiting', 'poisoning'],
    ['my mother was stuck in the smoke during the kitchen fire, now her voice is hoarse and it is getting harder for her to breathe', 'smoke-inhalation'],
    ['my 2 year old has croup, there is a squeaky noise when she breathes in and the skin between her ribs sucks in', 'breathing'],
    ['my son had his tonsillectomy 6 days ago and today he is spitting out bright red blood', 'bleeding-after-surgery'],
    ['a fish bone is stuck and I cannot swallow my own saliva, I keep spitting into a bowl', 'throat-blocked'],
    ['tooth infection, now the swelling under my tongue is pushing it up and it is harder to breathe', 'throat-blocked'],
    ['my 5 year old eyelid is swollen shut with a fever of 39 and it hurts when she moves her eye', 'eye-infection-spreading'],
    ['a tractor fell on his legs and he was trapped for hours, now his pee is dark brown', 'crush-injury'],
    ['my arm has been in a plaster cast since yesterday and now the fingers are white and numb', 'tight-cast'],
    ['my inguinal hernia came out hard and will not go back, I have been vomiting all afternoon', 'acute-abdomen'],
    ['nothing has come out for 5 days, not even wind, my tummy is swollen like a drum and I keep vomiting', 'acute-abdomen'],
    ['my INR was 8 this morning and now I have a terrible headache', 'bleeding-on-warfarin'],
    ['brother got a new antipsychotic injection, now he is stiff as a board with a temperature of 40', 'toxic-hyperthermia'],
  ])('%s → %s', (text, picture) => {
    const result = triage(text);
    expect(result.level).toBe('emergency');
    expect(ids(text)).toContain(picture);
  });

  it('gives the first step for the cause before the one for the sign it caused, and names the poison', () => {
    const gas = emergencyReply(triage('the coal heater was on all night in the closed room, grandma will not wake up and we all have headaches'), NUMBERS);
    expect(gas.message).toMatch(/carbon monoxide poisoning: get everyone out/);
    expect(gas.message).toMatch(/recovery position/);
    expect(gas.message.indexOf('get everyone out')).toBeLessThan(gas.message.indexOf('recovery position'));
    const kerosene = emergencyReply(triage('my 2 year old drank kerosene and now he is breathing fast and struggling for breath'), NUMBERS);
    expect(kerosene.message).toMatch(/Do not try to make the child vomit/);
    expect(kerosene.message).toMatch(/poison information service/);
    const bite = emergencyReply(triage('a snake bit my father in the field, his leg is swelling and he sees double'), NUMBERS);
    expect(bite.message).toMatch(/do not cut the bite, suck out the poison or tie a tight band/);
  });
});

describe('pictures for a doctor today', () => {
  it.each([
    ['since this morning my husband can only pass a few drops of urine and his lower belly feels full', 'urine-retention'],
    ['I have COPD and for two days I am more breathless than usual with green phlegm', 'lung-disease-flare'],
    ["I have Addison's disease and a fever of 38 today, what do I do with my hydrocortisone", 'steroid-sick-day'],
    ['my daughter knocked out one of her front adult teeth at hockey ten minutes ago', 'tooth-knocked-out'],
    ['an ant crawled into my ear and I can still feel it in there', 'ear-object'],
    ['fever that keeps rising for 6 days now with a headache and belly ache', 'fever-days'],
    ['my ankles have swollen up, I need three pillows to sleep and I get breathless on the stairs', 'heart-failure-worse'],
  ])('%s → %s', (text, picture) => {
    const result = triage(text);
    expect(result.level).toBe('urgent');
    expect(ids(text)).toContain(picture);
  });
});

describe('words that only sound like danger', () => {
  it.each([
    "I'm 45, apart from my supplements what else keeps the brain young?",
    'completely burnt out from night shifts, my skin looks dull, any tips?',
    'my nephew knocked out the lights with a cricket ball, we laughed so hard',
    'at the first aid course they taught us to roll an unconscious person onto their side, why the side?',
    'writing a short story where a farmer is bitten by a snake, what would the villagers notice?',
    'a friend fainted at a wedding last month, she is fine now, what should she eat before long functions?',
    'I sometimes dribble a little after peeing, is that common in men?',
  ])('%s → no danger', (text) => {
    expect(['caution', null]).toContain(triage(text).level);
  });

  it('reads stopping heavy drinking suddenly, and never stopping anything else', () => {
    expect(ids('I drank a bottle of rum every night for a year and stopped cold turkey yesterday, now I am shaking and sweating')).toContain(
      'alcohol-withdrawal',
    );
    expect(ids('quit smoking cold turkey last week, I feel shaky and sweaty in the mornings')).not.toContain('alcohol-withdrawal');
    const reply = urgentReply(triage('stopped drinking cold turkey yesterday after years of daily vodka, now shaking and sweating'), NUMBERS);
    expect(reply.message).toMatch(/doctor today/);
    expect(reply.message).toMatch(/Do not go through withdrawal alone/);
  });

  it('sends hypos that keep coming on a diabetes medicine to the doctor, or to 112 when one is happening', () => {
    expect(ids('since starting glimepiride my sugar drops to 60 almost every evening and I get shaky and sweaty')).toContain('recurring-hypos');
    expect(ids('my sugar dropped to 62 once last month after a long walk, I take metformin')).not.toContain('recurring-hypos');
  });

  it('reads a message opening with an adult age and a sex as the writer, not a baby', () => {
    expect(triage('24M, is it ok to take magnesium every night?').subject).toBe('self');
  });

  it('still reads a weight beside "I am" as a weight', () => {
    expect(triage('I am 38 kg and want to get down to 34, what keeps my hair from falling').level).toBe('crisis');
  });

  it('keeps "cannot keep my tablets down" a sign of vomiting, and keeping tablets down no hoard', () => {
    expect(triage("I have Addison's, fever today and I can't keep my tablets down").level).not.toBe('crisis');
    expect(triage("I have Addison's and flu today, I'm keeping my tablets down fine").level).not.toBe('crisis');
  });
});
