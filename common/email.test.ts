import { describe, expect, it } from 'vitest';
import { isValidEmail, normalizeEmail } from './email';

describe('email', () => {
  it('trims and lower-cases, so accounts are found whatever the case', () => {
    expect(normalizeEmail('  Asha.Rao@Example.COM ')).toBe('asha.rao@example.com');
  });

  it('accepts ordinary addresses and refuses the rest', () => {
    expect(isValidEmail('asha.rao+shop@example.com')).toBe(true);
    for (const email of ['', 'asha', 'asha@', '@example.com', 'a@b', `${'a'.repeat(250)}@example.com`]) {
      expect(isValidEmail(email), email).toBe(false);
    }
  });
});
