// Thirty-first session, rarer emergencies from the tuning sets' misses (never the held-out rounds), in this session's own
// wordings (NHS pages named in triage-signs.ts): back pain with numbness around the bottom (cauda equina), weakness
// climbing from the feet (Guillain-Barre), skin that blisters and peels with mouth sores (Stevens-Johnson), muscles
// in agony with dark brown urine (rhabdomyolysis), pain far worse than a wound looks with a fever (necrotising
// fasciitis); and what each leaves alone.
import { describe, expect, it } from 'vitest';
import { triage } from './triage';

const findingIds = (text: string) => triage(text).findings.map((finding) => finding.id);

describe('rarer emergencies', () => {
  it.each([
    ['slipped disc for years, now sudden back pain and I cannot feel anything around my bottom when I use the toilet', 'cauda-equina'],
    ['my lower back is agony and since this morning I have lost control of my bladder', 'cauda-equina'],
    ['tingling in my feet last week, then my legs went weak, and now my hands are weak too, I struggle with stairs', 'rising-weakness'],
    ['new tablets for gout and now the skin on my back is blistering and peeling, and my mouth is full of sores', 'skin-reaction-severe'],
    ['after a spin class my thighs are massively swollen and in agony, and my pee looks like cola', 'muscle-breakdown'],
    ['a scratch on my arm from a rose bush hurts way worse than it looks and I have a fever of 39', 'flesh-eating-infection'],
  ])('"%s" is an emergency (%s)', (text, picture) => {
    expect(triage(text).level).toBe('emergency');
    expect(findingIds(text)).toContain(picture);
  });
});

describe('what they leave alone', () => {
  it.each([
    ['lower back pain from sitting all day at my desk, which magnesium helps?', 'cauda-equina'],
    ['my feet tingle when I sit cross-legged too long, is that B12?', 'rising-weakness'],
    ['the skin on my heels is peeling in winter, which cream or supplement?', 'skin-reaction-severe'],
    ['after leg day my thighs are so sore I can barely sit, how much protein do I need?', 'muscle-breakdown'],
    ['my urine is dark yellow in the morning, am I drinking enough water?', 'muscle-breakdown'],
  ])('"%s" is not %s', (text, picture) => {
    expect(findingIds(text)).not.toContain(picture);
  });
});
