// Thirty-third session, from the tuning sets' misses (never the held-out rounds), in this session's own wordings: a
// bone stuck in the throat (NHS "Something stuck in your throat"), chest pain brought on by effort and eased by rest
// (NHS "Angina"), severe tummy pain late in pregnancy or with a baby that has stopped moving (NHS "Stomach pain in
// pregnancy", placental abruption), yellow eyes told in Bengali or Tamil (NHS "Jaundice in adults"), someone not
// responding at the gym; and a treatment or training that "is not responding", which is no one unconscious.
import { describe, expect, it } from 'vitest';
import { triage } from './triage';

const findingIds = (text: string) => triage(text).findings.map((finding) => finding.id);

describe('danger read in new words', () => {
  it.each([
    ['a chicken bone got stuck in my throat at dinner, it scratches when I swallow but I can breathe', 'urgent', 'throat-object'],
    // Read as an emergency by the classifier since the regional corpora (A&E in the NHS's words): over-triage kept.
    ['machher kanta gola te atke geche, 3 ghonta, jol khete parchi', 'emergency', 'throat-object'],
    ['my dad gets a tight chest whenever he climbs to the second floor, it goes away once he sits for a bit', 'urgent', 'new-angina'],
    ['pressure in my chest when I walk fast, settles after I rest for a few minutes, 60 years old', 'urgent', 'new-angina'],
    ['she is 36 weeks pregnant and has severe pain in her tummy that will not ease', 'emergency', 'pregnancy-warning'],
    ['38 weeks, she has not felt the baby since morning and has terrible pain in her belly', 'emergency', 'pregnancy-warning'],
    ['baba r chokh holud hoye geche, khide nei, khub durbol', 'urgent', 'jaundice'],
    ['appa kannu manjala irukku, 4 naala saapida mudiyala', 'urgent', 'jaundice'],
    ['at the gym right now a man is not responding at all, making odd gasping snores', 'emergency', 'unconscious'],
  ])('"%s" is %s (%s)', (text, level, picture) => {
    expect(triage(text).level).toBe(level);
    expect(findingIds(text)).toContain(picture);
  });
});

describe('what raises none of them', () => {
  it.each([
    'is bone broth good for a sore throat?',
    'I had severe pain in my belly last year from gallstones, all fine now, which probiotic?',
    'chest pain at rest for an hour now, sweating and it will not go away',
  ])('"%s" is no urgent throat, angina or pregnancy picture', (text) => {
    expect(findingIds(text)).not.toContain('throat-object');
    expect(findingIds(text)).not.toContain('new-angina');
    expect(findingIds(text)).not.toContain('pregnancy-warning');
  });

  it.each([
    'my muscles are not responding to my workout anymore, which protein?',
    'after the dentist my lip is numb and not moving, normal?',
    'my skin is not responding to the cream, which serum instead?',
    'her acne isnt responding to any treatment, which zinc?',
  ])('"%s" is no one unconscious', (text) => {
    expect(findingIds(text)).not.toContain('unconscious');
  });

  it('keeps chest pain that lasts at rest an emergency', () => {
    expect(triage('chest pain at rest for an hour now, sweating and it will not go away').level).toBe('emergency');
  });
});
