// Thirty-fifth session: doctor-today pictures found missing in the tuning sets (new floaters and flashes, a raised blood
// pressure or waters leaking in pregnancy, feeling sick after a head injury, hypos again and again told by their
// reading), urinary retention with a painful belly as an emergency, and the readings that must not raise them.
import { describe, expect, it } from 'vitest';
import { triage } from './triage';

const findingIds = (text: string) => triage(text, []).findings.map((finding) => finding.id);
const levelOf = (text: string) => triage(text, []).level ?? 'none';

describe('pictures seen by a doctor today', () => {
  it.each([
    // NHS "Floaters and flashes in the eyes": a retinal tear is checked the same day.
    ['all of a sudden a cloud of floaters in my left eye since lunch', 'retinal-tear'],
    ['seeing black dots drifting and little flashes at the corner of my eye since this morning', 'retinal-tear'],
    // NICE NG133: 140/90 or more in pregnancy is assessed the same day.
    ['I am 30 weeks pregnant and my BP at the clinic was 150/95, no headache', 'pregnancy-high-bp'],
    ['28 weeks, home machine says 142/92 twice today', 'pregnancy-high-bp'],
    // NHS "Your water breaking": a leak before 37 weeks is a call to the maternity unit.
    ['33 weeks and there is a watery fluid leaking since this afternoon, no pains', 'waters-leaking'],
    ['pregnant with twins, my water seems to be leaking a little', 'waters-leaking'],
    // NHS "Head injury and concussion".
    ['my son banged his head on the goalpost and now he feels sick and has a headache', 'head-injury-sick'],
    // NHS "Low blood sugar": hypos again and again on a diabetes medicine.
    [
      'mum takes glimepiride, her sugar was 52 mg/dL again today, shaky and sweaty, sweets helped and now she is 140 and fine. third time this week',
      'recurring-hypos',
    ],
  ])('%s → %s', (text, picture) => {
    expect(findingIds(text)).toContain(picture);
    // The learned line may raise a child's head injury further, never lower it.
    expect(['urgent', 'emergency']).toContain(levelOf(text));
  });
});

describe('urinary retention with a painful, swollen belly', () => {
  it.each([
    ['grandpa has not passed any urine since last night and his lower belly is swollen and hard', 'urine-retention-painful'],
    ['my husband cant pee since the morning, he is in agony, rolling around on the bed', 'urine-retention-painful'],
  ])('%s → emergency', (text, picture) => {
    expect(findingIds(text)).toContain(picture);
    expect(levelOf(text)).toBe('emergency');
  });
});

describe('readings that raise none of these', () => {
  it.each([
    // Old floaters that never changed, and a migraine's lights, are no retinal tear.
    ["I've had the same few floaters since school, they never changed. are they normal?", 'retinal-tear'],
    ['I see flashing lights before my migraines, is magnesium good for that?', 'retinal-tear'],
    // A blood pressure outside pregnancy, or a normal one in it.
    ['my BP is 150/95, which foods help lower it?', 'pregnancy-high-bp'],
    ["I'm pregnant and my BP was 118/76, is that normal?", 'pregnancy-high-bp'],
    // A leaking bottle is no waters breaking.
    ['my water bottle keeps leaking in my bag, any brand you recommend?', 'waters-leaking'],
    // A dose in milligrams is no blood sugar, and a hypo that is over is not the emergency picture.
    ['I take 55 mg of zinc every day, is that too much?', 'hypoglycaemia'],
    ['dad had a low this morning, 60, sweaty and shaky, he had juice and now he is 120 and fine', 'hypoglycaemia'],
    // Confused about a choice is no confusion.
    ["I have a fever and I'm confused about which paracetamol to buy", 'confusion-infection'],
  ])('%s → no %s', (text, picture) => {
    expect(findingIds(text)).not.toContain(picture);
  });
});
