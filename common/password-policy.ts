// The password policy of spec section 5. The server serves it (GET /api/auth/password-policy) and enforces it;
// the sign-up form runs the same checks for live feedback.
import { z } from 'zod';

export const passwordPolicySchema = z.object({
  schemaVersion: z.literal(1),
  minLength: z.number().int().min(1).max(4096),
  maxLength: z.number().int().min(1).max(4096).optional(),
  requireLowercase: z.boolean(),
  requireUppercase: z.boolean(),
  requireNumeric: z.boolean(),
  requireNonAlphanumeric: z.boolean(),
});
export type PasswordPolicy = z.infer<typeof passwordPolicySchema>;

export const DEFAULT_PASSWORD_POLICY: PasswordPolicy = {
  schemaVersion: 1,
  minLength: 6,
  requireLowercase: false,
  requireUppercase: false,
  requireNumeric: false,
  requireNonAlphanumeric: false,
};

export type PasswordRule = 'minLength' | 'maxLength' | 'lowercase' | 'uppercase' | 'numeric' | 'nonAlphanumeric';

export interface PasswordRuleResult {
  rule: PasswordRule;
  passed: boolean;
  /** A sentence for the form's checklist. */
  label: string;
}

/** Every rule the policy switches on, with whether the password passes it. */
export function checkPassword(password: string, policy: PasswordPolicy): PasswordRuleResult[] {
  // Count code points, not UTF-16 units, so an emoji is one character as a person sees it.
  const length = [...password].length;
  const results: PasswordRuleResult[] = [{ rule: 'minLength', passed: length >= policy.minLength, label: `At least ${policy.minLength} characters` }];
  if (policy.maxLength !== undefined) {
    results.push({ rule: 'maxLength', passed: length <= policy.maxLength, label: `At most ${policy.maxLength} characters` });
  }
  if (policy.requireLowercase) {
    results.push({ rule: 'lowercase', passed: /\p{Ll}/u.test(password), label: 'A lowercase letter' });
  }
  if (policy.requireUppercase) {
    results.push({ rule: 'uppercase', passed: /\p{Lu}/u.test(password), label: 'An uppercase letter' });
  }
  if (policy.requireNumeric) {
    results.push({ rule: 'numeric', passed: /\p{Nd}/u.test(password), label: 'A number' });
  }
  if (policy.requireNonAlphanumeric) {
    results.push({ rule: 'nonAlphanumeric', passed: /[^\p{L}\p{N}]/u.test(password), label: 'A symbol such as ! or #' });
  }
  return results;
}

export function failedPasswordRules(password: string, policy: PasswordPolicy): PasswordRule[] {
  return checkPassword(password, policy)
    .filter((result) => !result.passed)
    .map((result) => result.rule);
}
