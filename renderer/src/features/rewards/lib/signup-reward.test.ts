import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SignupRewardDeps } from './signup-reward';
import { claimSignupReward } from './signup-reward';

const breadcrumb = { action: 'signup', guardianId: 'biome', rewardAmount: 100, rewardType: 'system_bonus' };
const answer = { message: 'Welcome! 100 coins were added to your wallet.', credited: true, wallet: { balance: 100, currency: 'coins' as const, entries: [] } };

function deps(overrides: Partial<SignupRewardDeps> = {}): SignupRewardDeps {
  return {
    local: localStorage,
    session: sessionStorage,
    submit: vi.fn(async () => answer),
    onRewarded: vi.fn(),
    onFailed: vi.fn(),
    ...overrides,
  };
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('claimSignupReward (spec 4)', () => {
  it('submits a valid breadcrumb for the signed-in email, removes it and reports the reward', async () => {
    localStorage.setItem('signup_breadcrumb', JSON.stringify(breadcrumb));
    const all = deps();
    await expect(claimSignupReward('Ada@Example.com', all)).resolves.toBe('rewarded');
    expect(all.submit).toHaveBeenCalledExactlyOnceWith('Ada@Example.com', breadcrumb);
    expect(all.onRewarded).toHaveBeenCalledWith(answer);
    expect(localStorage.getItem('signup_breadcrumb')).toBeNull();
  });

  it('does nothing without a breadcrumb', async () => {
    const all = deps();
    await expect(claimSignupReward('ada@example.com', all)).resolves.toBe('no-breadcrumb');
    expect(all.submit).not.toHaveBeenCalled();
  });

  it.each([
    ['unparsable', '{not json'],
    ['missing the reward amount', JSON.stringify({ action: 'signup', guardianId: 'biome', rewardType: 'system_bonus' })],
    ['an unknown reward type', JSON.stringify({ ...breadcrumb, rewardType: 'free_money' })],
    ['an unknown guardian', JSON.stringify({ ...breadcrumb, guardianId: 'zeus' })],
  ])('deletes an invalid breadcrumb (%s) without a call', async (_case, raw) => {
    localStorage.setItem('signup_breadcrumb', raw);
    const all = deps();
    await expect(claimSignupReward('ada@example.com', all)).resolves.toBe('invalid-deleted');
    expect(all.submit).not.toHaveBeenCalled();
    expect(localStorage.getItem('signup_breadcrumb')).toBeNull();
  });

  it('reports a failure, keeps the breadcrumb, and does not try again in the same session', async () => {
    localStorage.setItem('signup_breadcrumb', JSON.stringify(breadcrumb));
    const failure = new Error('500');
    const all = deps({ submit: vi.fn(async () => Promise.reject(failure)) });
    await expect(claimSignupReward('ada@example.com', all)).resolves.toBe('failed');
    expect(all.onFailed).toHaveBeenCalledWith(failure);
    expect(localStorage.getItem('signup_breadcrumb')).not.toBeNull();

    await expect(claimSignupReward('ada@example.com', all)).resolves.toBe('already-tried');
    expect(all.submit).toHaveBeenCalledTimes(1);
  });
});
