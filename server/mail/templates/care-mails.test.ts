import { describe, expect, it } from 'vitest';
import { VITAMIN_D_BAND_IDS, VITAMIN_D_UNITS } from '@common/lab-results';
import { carePlanSharedMail, labResultReadyMail, type LabResultReadyMailInput } from './care-mails';
import { ORIGIN } from './mail-samples';

const asha = { to: 'asha@example.com', name: 'Asha', publicOrigin: ORIGIN };

describe('carePlanSharedMail', () => {
  it('says who shared a plan and links to the profile to read it', () => {
    const mail = carePlanSharedMail({ ...asha, practitionerName: 'Dr Kavya Iyer', profession: 'ayurvedic' });
    expect(mail.subject).toBe('Dr Kavya Iyer shared a plan with you on Guardians');
    expect(mail.text).toContain('Dr Kavya Iyer (Ayurvedic practitioner) shared a plan with you.');
    expect(mail.text).toContain(`Sign in to read your plan: ${ORIGIN}/profile`);
  });
});

describe('labResultReadyMail', () => {
  /** A result as a lab enters it; its digits (3, 8, 7) appear nowhere in the store's footer. */
  const result = { value: 38.7, unit: 'ng/mL', band: 'insufficient', code: '1989-3', testName: 'Vitamin D (25-OH)' };
  // A caller that hands over more than the type allows still gets a mail that says nothing of it.
  const mail = labResultReadyMail({ ...asha, ...result } as unknown as LabResultReadyMailInput);
  const visibleHtml = mail.html.replace(/<[^>]*>/g, ' ');

  it('says only that a result is ready, and links to sign in and view it', () => {
    expect(mail.subject).toBe('Your lab result is ready on Guardians');
    expect(mail.text).toContain('A result from a lab test you took with Guardians is ready.');
    expect(mail.text).toContain(`Sign in to view your result: ${ORIGIN}/profile`);
  });

  it('contains no digit of the value anywhere a reader sees', () => {
    for (const seen of [mail.subject, mail.text, visibleHtml]) expect(seen).not.toMatch(/[378]/);
    for (const written of ['38.7', '38,7', '387']) expect(mail.html).not.toContain(written);
  });

  it('names no unit, band, code or test', () => {
    const mentions = [...VITAMIN_D_UNITS, ...VITAMIN_D_BAND_IDS, 'nmol', 'ng/', result.code, 'Vitamin', '25-OH'];
    for (const body of [mail.subject, mail.text, mail.html]) {
      for (const mention of mentions) expect(body.toLowerCase()).not.toContain(mention.toLowerCase());
    }
  });

  it('has no place for a result in its input type', () => {
    const withValue = { ...asha, value: 38.7 };
    // @ts-expect-error -- the input has no value, unit or band: a lab result mail cannot be handed one
    labResultReadyMail(withValue);
    // @ts-expect-error -- likewise the band
    labResultReadyMail({ ...asha, band: 'sufficient' });
    expect(labResultReadyMail(asha).text).toBe(mail.text);
  });
});
