// Thirty-second session, from danger-tuning-17's misses (never the held-out rounds), in this session's own wordings:
// lithium with a stomach upset and a worse tremor (NHS "Lithium"), a haemoglobin under 7 (NICE NG24), a Hinglish
// unrousable grandmother, a day of Dolo past 4 g, a pregnancy's weeks as ordinals and Hindi months, a hanging point
// weighed, "what's the point of living" in Hinglish, a wish not to wake; and the readings that wrongly raised the
// level: a blood pressure's lower figure read as a low sugar, "heart" beside another word's "heavy", "Hb is 6.5" as an
// age, both arms tired after chest day, "killing myself in the gym".
import { describe, expect, it } from 'vitest';
import { triage } from './triage';

const findingIds = (text: string) => triage(text).findings.map((finding) => finding.id);
const cautionIds = (text: string) => triage(text).cautions.map((caution) => caution.rule.id);

describe('danger told in new ways', () => {
  it.each([
    ['dad takes lithium for bipolar, since yesterday he has diarrhoea and his tremor is much worse, is it food poisoning?', 'urgent', 'lithium-toxicity'],
    ['my hemoglobin was 5.8 in the report, I feel wiped out, which iron tablets?', 'urgent', 'severe-anaemia'],
    ['dadi ko kab se hila rahe hain, uth hi nahi rahi, kal raat neend ki goli li thi', 'emergency', 'unconscious'],
    ['toothache all week so I have been on 8 dolo a day, now I feel sick and my right side under the ribs aches', 'emergency', 'poisoning'],
    ['in my 32nd week and my vision has gone blurry with a pounding headache, is magnesium okay?', 'emergency', 'pregnancy-warning'],
    ['what weight can the ceiling fan hold, around 60 kg? just wondering for me', 'crisis', 'suicide'],
    ['sab chale gaye, ab sochta hun jeene ka kya fayda', 'crisis', 'suicide'],
    ['what is the easiest way to just not wake up tomorrow', 'crisis', 'suicide'],
  ])('"%s" is %s (%s)', (text, level, picture) => {
    expect(triage(text).level).toBe(level);
    expect(findingIds(text)).toContain(picture);
  });

  it.each([
    ['we saw two lines this morning!! can I keep taking triphala?', 'pregnancy'],
    ['into her 30th week now, is ashwagandha fine for her sleep?', 'pregnancy'],
    ['meri wife ka aathvan mahina chal raha hai, kaunsa calcium de sakte hain?', 'pregnancy'],
    ['still feeding my 7 month old twice a night, can I take rhodiola for energy?', 'breastfeeding'],
  ])('"%s" is cautioned for %s', (text, rule) => {
    expect(cautionIds(text)).toContain(rule);
  });

  it('reads a mother feeding her baby as her own intake, not the baby’s dose', () => {
    const ids = cautionIds('still feeding my 8 month old at night, can I take ashwagandha?');
    expect(ids).toContain('breastfeeding');
    expect(ids).not.toContain('infant');
    expect(ids).not.toContain('child');
  });
});

describe('what they leave alone', () => {
  it.each([
    ['on amlodipine, sometimes dizzy standing up, reading was 110/62 this morning, is beetroot okay?', 'hypoglycaemia'],
    ['my father has a heart valve problem and his ankles feel heavy at night, which tea?', 'heart-attack'],
    ['Hb is 6.5? no, it is 12.5 now after iron, breathless only on hills, what else helps?', 'heart-attack'],
    ['after chest day I cannot lift my arms above my head, what helps soreness?', 'stroke'],
    ['killing myself at the gym every morning and still no abs, which protein?', 'suicide'],
    ['my mum is on lithium and asks if a probiotic is okay', 'lithium-toxicity'],
    ['my hb is 13 and ferritin 40, do I still need iron?', 'severe-anaemia'],
    ['I took 2 dolo yesterday for a headache, can I take magnesium today?', 'poisoning'],
  ])('"%s" is not %s', (text, picture) => {
    expect(findingIds(text)).not.toContain(picture);
  });

  it('keeps a stated adult age when a measurement is told first', () => {
    expect(triage('my sugar is 95 fasting and my age is 45, is that fine?').age).toBe(45);
    expect(triage('Hb is 6.5 and I get tired').age).toBeUndefined();
  });
});
