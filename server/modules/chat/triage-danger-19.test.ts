// Thirty-second session, from the older tuning sets' misses (never the held-out rounds), in this session's own
// wordings: farm sprays and kerosene swallowed, a pesticide sprayed without a mask (WHO), a pulsing lump with sudden
// belly or back pain (NHS "Abdominal aortic aneurysm"), a twisted ankle in Hinglish that cannot take weight, signs
// told after "now" in a sentence that began in the past; and what wrongly raised a crisis or an emergency: an animal's
// bite ("kaat liya"), an itch scratched till it bleeds, a bruise gone blue ("neela pad gaya"), a withdrawal's anxiety,
// "faint old scars", a pregnancy's weeks read as a baby's age.
import { describe, expect, it } from 'vitest';
import { triage } from './triage';

const findingIds = (text: string) => triage(text).findings.map((finding) => finding.id);

describe('danger read in new words', () => {
  it.each([
    ['grandpa swallowed some of the crop spray from a water bottle, he is vomiting now', 'emergency', 'poisoning'],
    ['chacha ne galti se mitti ka tel pee liya, ulti ho rahi hai', 'emergency', 'poisoning'],
    ['was spraying the cotton field all day with no gloves, now my arms are twitching and I keep vomiting', 'emergency', 'poisoning'],
    ['sudden terrible pain in my back, I feel faint and there is a pulsing lump in my stomach', 'emergency', 'aortic-aneurysm'],
    ['mummy ka paer mud gaya seedhi pe, takhne pe sujan hai, khade nahi ho pa rahi bina sahare ke', 'urgent', 'fracture'],
    ['she stopped her thyroid tablets a month ago, now she has a high fever, shaking and is talking nonsense', 'emergency', 'confusion-infection'],
  ])('"%s" is %s (%s)', (text, level, picture) => {
    expect(triage(text).level).toBe(level);
    expect(findingIds(text)).toContain(picture);
  });
});

describe('what no longer raises a crisis or an emergency', () => {
  it.each([
    ['kutte ne bete ke pair pe kaat liya, thoda khoon aaya, dettol lagaya, kya karein?', 'crisis'],
    ['my eczema itches so much at night I scratch till it bleeds, which cream or supplement?', 'crisis'],
    ['gir gayi thi, ghutne pe chot hai aur neela pad gaya hai, haldi lagaun?', 'emergency'],
    ['quit drinking cold turkey two days ago after years of a bottle a night, shaking and sweating and anxious, what helps?', 'crisis'],
    ['I self-harmed years ago and I am fine now, just faint old scars, which cream fades them?', 'urgent'],
  ])('"%s" is not %s', (text, level) => {
    expect(triage(text).level).not.toBe(level);
  });

  it('reads "33 weeks pregnant" as a pregnancy, not a baby', () => {
    const result = triage('my sister is 33 weeks pregnant and her palms itch badly at night');
    expect(result.age).toBeUndefined();
    expect(result.subject).not.toBe('baby');
  });

  it('still reads a self-harm told as an animal’s doing by the one at risk', () => {
    expect(triage('found fresh thin cuts on my daughter’s wrist, she says the cat scratched her').level).toBe('crisis');
  });
});
