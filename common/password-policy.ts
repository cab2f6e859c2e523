// The password policy of spec section 5, plus how hard to guess a password must be (OWASP ASVS 2.1.7: no common or
// trivial password). The server serves it (GET /api/auth/password-policy) and enforces it; the sign-up form runs the
// same checks for live feedback, except the strength estimate, whose dictionaries only the server loads.
import { z } from 'zod';

export const passwordPolicySchema = z.object({
  schemaVersion: z.literal(1),
  minLength: z.number().int().min(1).max(4096),
  maxLength: z.number().int().min(1).max(4096).optional(),
  requireLowercase: z.boolean(),
  requireUppercase: z.boolean(),
  requireNumeric: z.boolean(),
  requireNonAlphanumeric: z.boolean(),
  minStrength: z
    .number()
    .int()
    .min(0)
    .max(4)
    .describe(
      'The zxcvbn score (0–4) a password must reach: 0 checks nothing; 1 refuses the most common passwords and patterns ' +
        '(123456, password, repeats); 2 also refuses anything guessed within about a million tries (common passwords ' +
        'with a digit, single words, names, dates); 3 and 4 stand up to offline guessing.',
    ),
});
export type PasswordPolicy = z.infer<typeof passwordPolicySchema>;

export const DEFAULT_PASSWORD_POLICY: PasswordPolicy = {
  schemaVersion: 1,
  minLength: 6,
  requireLowercase: false,
  requireUppercase: false,
  requireNumeric: false,
  requireNonAlphanumeric: false,
  minStrength: 2,
};

export type PasswordRule = 'minLength' | 'maxLength' | 'lowercase' | 'uppercase' | 'numeric' | 'nonAlphanumeric' | 'strength';

export interface PasswordRuleResult {
  rule: PasswordRule;
  /** null: not known here (the strength, until the server has estimated it). */
  passed: boolean | null;
  /** A sentence for the form's checklist. */
  label: string;
}

export const STRENGTH_RULE_LABEL = 'Hard to guess: not a common password, word, name or pattern such as 123456';

/**
 * Every rule the policy switches on, with whether the password passes it. `strength` is the password's zxcvbn score
 * when the caller has estimated it (the server); without it the strength rule is listed as not known.
 */
export function checkPassword(password: string, policy: PasswordPolicy, strength?: number): PasswordRuleResult[] {
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
  if (policy.minStrength > 0) {
    results.push({ rule: 'strength', passed: strength === undefined ? null : strength >= policy.minStrength, label: STRENGTH_RULE_LABEL });
  }
  return results;
}

/** The rules the password is known to fail (the strength only when `strength` is given). */
export function failedPasswordRules(password: string, policy: PasswordPolicy, strength?: number): PasswordRule[] {
  return checkPassword(password, policy, strength)
    .filter((result) => result.passed === false)
    .map((result) => result.rule);
}
