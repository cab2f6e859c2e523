import { describe, expect, it } from 'vitest';
import type { PasswordPolicy } from './password-policy';
import { DEFAULT_PASSWORD_POLICY, checkPassword, failedPasswordRules, passwordPolicySchema } from './password-policy';

const strict: PasswordPolicy = {
  schemaVersion: 1,
  minLength: 8,
  maxLength: 12,
  requireLowercase: true,
  requireUppercase: true,
  requireNumeric: true,
  requireNonAlphanumeric: true,
  minStrength: 0,
};

describe('password policy', () => {
  it('defaults to a minimum length of 6 and a strength of 2, and no composition rule', () => {
    expect(DEFAULT_PASSWORD_POLICY.minLength).toBe(6);
    expect(DEFAULT_PASSWORD_POLICY.minStrength).toBe(2);
    expect(failedPasswordRules('abcdef', DEFAULT_PASSWORD_POLICY)).toEqual([]);
    expect(failedPasswordRules('abcde', DEFAULT_PASSWORD_POLICY)).toEqual(['minLength']);
    expect(checkPassword('abcdef', DEFAULT_PASSWORD_POLICY).map((r) => r.rule)).toEqual(['minLength', 'strength']);
  });

  it('leaves the strength unknown until an estimate is given, then fails below minStrength', () => {
    expect(checkPassword('123456', DEFAULT_PASSWORD_POLICY).find((r) => r.rule === 'strength')?.passed).toBeNull();
    expect(failedPasswordRules('123456', DEFAULT_PASSWORD_POLICY, 0)).toEqual(['strength']);
    expect(failedPasswordRules('123', DEFAULT_PASSWORD_POLICY, 1)).toEqual(['minLength', 'strength']);
    expect(failedPasswordRules('tulsi-chai-monsoon', DEFAULT_PASSWORD_POLICY, 2)).toEqual([]);
    expect(checkPassword('123456', { ...DEFAULT_PASSWORD_POLICY, minStrength: 0 }, 0).map((r) => r.rule)).toEqual(['minLength']);
  });

  it('names every rule a password fails under a strict policy', () => {
    expect(failedPasswordRules('short', strict)).toEqual(['minLength', 'uppercase', 'numeric', 'nonAlphanumeric']);
    expect(failedPasswordRules('ALLUPPERCASE1!', strict)).toEqual(['maxLength', 'lowercase']);
    expect(failedPasswordRules('Guardian1!', strict)).toEqual([]);
  });

  it('counts characters as a person sees them', () => {
    expect(failedPasswordRules('🛡️🛡️🛡️', { ...DEFAULT_PASSWORD_POLICY, minLength: 7 })).toEqual(['minLength']);
    expect(failedPasswordRules('ÉCOLEé1!', strict)).toEqual([]);
  });

  it('accepts only schema version 1', () => {
    expect(passwordPolicySchema.safeParse(DEFAULT_PASSWORD_POLICY).success).toBe(true);
    expect(passwordPolicySchema.safeParse({ ...DEFAULT_PASSWORD_POLICY, schemaVersion: 2 }).success).toBe(false);
  });
});
