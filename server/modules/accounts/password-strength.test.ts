// The strength estimate behind the policy's minStrength: common and trivial passwords score below the default of 2,
// the passwords the project itself uses (development accounts, tests) reach it, and a long one costs little time.
import { describe, expect, it } from 'vitest';
import { DEFAULT_PASSWORD_POLICY } from '@common/password-policy';
import { DEV_ACCOUNT_PASSWORD } from '../../setup/seed/dev-accounts';
import { TEST_PASSWORD } from '../../test/accounts-helpers';
import { estimatePasswordStrength } from './password-strength';

const MIN = DEFAULT_PASSWORD_POLICY.minStrength;

describe('estimatePasswordStrength', () => {
  it.each([
    ['123456', 'a top password'],
    ['password', 'a top password'],
    ['        ', 'eight spaces'],
    ['aaaaaaaa', 'one repeated character'],
    ['abcdef', 'a sequence'],
    ['qwertyuiop', 'a keyboard row'],
    ['Password1', 'a top password with a capital and a digit'],
    ['p@ssw0rd', 'a top password in l33t'],
    ['iloveyou2', 'a common password with a digit'],
    ['sunshine', 'a single common word'],
  ])('scores %j (%s) below the default minimum', async (password) => {
    expect((await estimatePasswordStrength(password, [])).score).toBeLessThan(MIN);
  });

  it.each([DEV_ACCOUNT_PASSWORD, TEST_PASSWORD, 'Sunlight-Guardian-7', 'tulsi-chai-monsoon', 'xk3Rp9!vQ'])('accepts %j', async (password) => {
    expect((await estimatePasswordStrength(password, ['someone@example.com', 'Asha Rao'])).score).toBeGreaterThanOrEqual(MIN);
  });

  it('counts the person’s own email and name as easy to guess', async () => {
    const personal = ['kavya.sharma@example.com', 'Kavya Sharma'];
    for (const password of ['kavya2024', 'sharmakavya']) {
      expect((await estimatePasswordStrength(password, [])).score, password).toBeGreaterThanOrEqual(MIN);
      expect((await estimatePasswordStrength(password, personal)).score, password).toBeLessThan(MIN);
    }
  });

  it('says why a weak password is weak', async () => {
    expect((await estimatePasswordStrength('123456', [])).warning).toMatch(/used password/i);
  });

  it('estimates a 1024-character password quickly', async () => {
    await estimatePasswordStrength('warm-up', []);
    const noisy = Array.from({ length: 1024 }, (_, index) => String.fromCharCode(33 + ((index * 7919) % 94))).join('');
    const started = performance.now();
    expect((await estimatePasswordStrength(noisy, [])).score).toBe(4);
    expect(performance.now() - started).toBeLessThan(1000);
  });
});
