import { describe, expect, it } from 'vitest';
import { VITAMIN_D_BAND_IDS, VITAMIN_D_UNITS } from '@common/lab-results';
import {
  carePlanCheckInMail,
  carePlanOrderReminderMail,
  carePlanSharedMail,
  labKitSampleReminderMail,
  labResultReadyMail,
  type LabResultReadyMailInput,
} from './care-mails';
import { ORIGIN, UNSUBSCRIBE_TOKEN } from './mail-samples';

const asha = { to: 'asha@example.com', name: 'Asha', publicOrigin: ORIGIN };

describe('carePlanSharedMail', () => {
  it('says who shared a plan and links to the profile to read it', () => {
    const mail = carePlanSharedMail({ ...asha, practitionerName: 'Dr Kavya Iyer', profession: 'ayurvedic' });
    expect(mail.subject).toBe('Dr Kavya Iyer shared a plan with you on Guardians');
    expect(mail.text).toContain('Dr Kavya Iyer (Ayurvedic practitioner) shared a plan with you.');
    expect(mail.text).toContain(`Sign in to read your plan: ${ORIGIN}/profile`);
  });
});

describe('the plan reminders', () => {
  const plan = { ...asha, practitionerName: 'Dr Kavya Iyer', profession: 'nutritionist' as const, unsubscribeToken: UNSUBSCRIBE_TOKEN };

  it('on day 3, says the plan is not ordered yet and links to the profile', () => {
    const mail = carePlanOrderReminderMail(plan);
    expect(mail.subject).toBe('Your plan from Dr Kavya Iyer is waiting');
    expect(mail.text).toContain('Dr Kavya Iyer (Nutritionist) shared a plan with you 3 days ago, and it has not been ordered yet.');
    expect(mail.text).toContain(`Sign in to open your plan: ${ORIGIN}/profile`);
  });

  it("on day 7, asks the practitioner's question", () => {
    const mail = carePlanCheckInMail(plan);
    expect(mail.subject).toBe('How is your plan going?');
    expect(mail.text).toContain('It has been 7 days since Dr Kavya Iyer (Nutritionist) shared your plan.');
    expect(mail.text).toContain(`Sign in to answer: ${ORIGIN}/profile`);
  });

  it('both carry the reminders group’s unsubscribe link', () => {
    for (const mail of [carePlanOrderReminderMail(plan), carePlanCheckInMail(plan)]) {
      expect(mail.text).toContain(`${ORIGIN}/unsubscribe?token=${UNSUBSCRIBE_TOKEN}`);
      expect(mail.listUnsubscribe).toBeDefined();
    }
  });
});

describe('labKitSampleReminderMail', () => {
  it('says the kit was delivered and the lab waits for the sample, names no test, and can be turned off', () => {
    const mail = labKitSampleReminderMail({ ...asha, deliveredDaysAgo: 7, unsubscribeToken: UNSUBSCRIBE_TOKEN });
    expect(mail.subject).toBe('Your test kit: the lab is waiting for your sample');
    expect(mail.text).toContain('Your test kit was delivered 7 days ago, and its sample has not reached the lab yet.');
    expect(mail.text).toContain(`Sign in to follow your test: ${ORIGIN}/profile`);
    expect(mail.text.toLowerCase()).not.toContain('vitamin');
    expect(mail.text).toContain(`${ORIGIN}/unsubscribe?token=${UNSUBSCRIBE_TOKEN}`);
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
