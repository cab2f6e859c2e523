// Thirty-third session, from the tuning sets' misses (never the held-out rounds), in this session's own wordings: a
// bone stuck in the throat (NHS "Something stuck in your throat"), chest pain brought on by effort and eased by rest
// (NHS "Angina"), severe tummy pain late in pregnancy or with a baby that has stopped moving (NHS "Stomach pain in
// pregnancy", placental abruption), yellow eyes told in Bengali or Tamil (NHS "Jaundice in adults").
import { describe, expect, it } from 'vitest';
import { triage } from './triage';

const findingIds = (text: string) => triage(text).findings.map((finding) => finding.id);

describe('danger read in new words', () => {
  it.each([
    ['a chicken bone got stuck in my throat at dinner, it scratches when I swallow but I can breathe', 'urgent', 'throat-object'],
    ['machher kanta gola te atke geche, 3 ghonta, jol khete parchi', 'urgent', 'throat-object'],
    ['my dad gets a tight chest whenever he climbs to the second floor, it goes away once he sits for a bit', 'urgent', 'new-angina'],
    ['pressure in my chest when I walk fast, settles after I rest for a few minutes, 60 years old', 'urgent', 'new-angina'],
    ['she is 36 weeks pregnant and has severe pain in her tummy that will not ease', 'emergency', 'pregnancy-warning'],
    ['38 weeks, she has not felt the baby since morning and has terrible pain in her belly', 'emergency', 'pregnancy-warning'],
    ['baba r chokh holud hoye geche, khide nei, khub durbol', 'urgent', 'jaundice'],
    ['appa kannu manjala irukku, 4 naala saapida mudiyala', 'urgent', 'jaundice'],
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

  it('keeps chest pain that lasts at rest an emergency', () => {
    expect(triage('chest pain at rest for an hour now, sweating and it will not go away').level).toBe('emergency');
  });
});
