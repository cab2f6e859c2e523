import { describe, expect, it } from 'vitest';
import { REWARD_TYPES, signupBreadcrumbSchema } from './rewards';

const valid = { action: 'signup', guardianId: 'angio', rewardAmount: 100, rewardType: 'system_bonus' };

describe('signup breadcrumb', () => {
  it('lists the twelve reward types of the spec', () => {
    expect(REWARD_TYPES).toHaveLength(12);
    expect(REWARD_TYPES).toContain('wellness_reflection');
    expect(REWARD_TYPES).toContain('conversion_to_rupees');
  });

  it('accepts a complete breadcrumb', () => {
    expect(signupBreadcrumbSchema.parse(valid)).toEqual(valid);
  });

  it.each([
    ['no action', { ...valid, action: '  ' }],
    ['an unknown guardian', { ...valid, guardianId: 'zeus' }],
    ['a missing amount', { ...valid, rewardAmount: undefined }],
    ['a fractional amount', { ...valid, rewardAmount: 1.5 }],
    ['a negative amount', { ...valid, rewardAmount: -5 }],
    ['an unknown reward type', { ...valid, rewardType: 'free_money' }],
  ])('rejects %s', (_label, breadcrumb) => {
    expect(signupBreadcrumbSchema.safeParse(breadcrumb).success).toBe(false);
  });
});
