// The hold rules on posts written for these tests (the held-out set in bench/community-eval measures them apart).
import { describe, expect, it } from 'vitest';
import { cureClaimOf, hasLink, holdFindings, productPushOf } from './hold-rules';

describe('cure claims', () => {
  it.each([
    'Turmeric cured my arthritis in three weeks, no joke.',
    'I reversed my type 2 diabetes with this powder alone',
    'Threw away my BP tablets after a month of garlic water and I feel great.',
    'Use apricot kernels instead of chemo, my uncle did.',
    'Big pharma does not want you to know this but baking soda kills cancer cells.',
    'Stopped my levothyroxine, iodine drops are all you need',
    'Honestly this is a miracle cure, my psoriasis is gone',
  ])('holds "%s"', (text) => {
    expect(cureClaimOf(text)?.rule).toBe('cure_claim');
  });

  it.each([
    'Can turmeric cure arthritis or is that a myth?',
    'There is no cure for type 1 diabetes, but the pump helps.',
    'My ulcer healed after the antibiotics my GP prescribed.',
    'Never stop your metformin without talking to your doctor.',
    'The ad claims it cures cancer. Total scam, please be careful.',
    'My endocrinologist reduced my insulin after I lost weight.',
    'Magnesium helped my sleep a bit, nothing dramatic.',
    'I had to stop my statins because of side effects and the doctor switched me.',
  ])('lets "%s" through', (text) => {
    expect(cureClaimOf(text)).toBeUndefined();
  });
});

describe('product pushes', () => {
  it.each([
    'Use my code HEALTH20 for 20% off!',
    'DM me for the best price on these capsules',
    'Order now at amzn.to/3xYz, limited offer',
    'Join my team and earn money from home every month',
    'I am a distributor, whatsapp 98765 43210',
    'Bought mine from my shop, link in bio',
  ])('holds "%s"', (text) => {
    expect(productPushOf(text)?.rule).toBe('product_push');
  });

  it.each([
    'I buy my magnesium at the local chemist, nothing fancy.',
    'Has anyone tried the 30-day walking plan from the NHS site?',
    'My blood pressure was 135 over 85 this morning.',
    'Ask your pharmacist, they helped me a lot.',
  ])('lets "%s" through', (text) => {
    expect(productPushOf(text)).toBeUndefined();
  });
});

describe('holdFindings and links', () => {
  it('lists a cure claim before a push in one post', () => {
    expect(holdFindings('This oil cured my eczema. DM me to order.').map((finding) => finding.rule)).toEqual(['cure_claim', 'product_push']);
  });

  it('finds a link written with or without its scheme', () => {
    expect(hasLink('see https://www.who.int/news')).toBe(true);
    expect(hasLink('read nhs.uk/conditions for more')).toBe(true);
    expect(hasLink('I take 2.5 mg at night, e.g. before bed')).toBe(false);
  });
});
