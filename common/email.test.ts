import { describe, expect, it } from 'vitest';
import { isReservedEmail, isValidEmail, normalizeEmail, receivesMail } from './email';

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

  it('reserves the guest and demo domains (and their subdomains) for the store itself', () => {
    for (const email of ['visitor-1@guest.guardians.local', 'x@Demo.Guardians.Invalid', 'a@b.guest.guardians.local'])
      expect(isReservedEmail(email), email).toBe(true);
    for (const email of ['asha@example.com', 'a@guardians.local', 'a@notguest.guardians.local']) expect(isReservedEmail(email), email).toBe(false);
  });

  it('mails nobody at a reserved or .invalid address (guests, demo and erased accounts), and anyone else', () => {
    for (const email of ['visitor-1@guest.guardians.local', 'demo-1@demo.guardians.invalid', 'erased-1@erased.invalid', 'x@INVALID'])
      expect(receivesMail(email), email).toBe(false);
    for (const email of ['asha@example.com', 'a@invalid.example.com', 'a@notinvalid']) expect(receivesMail(email), email).toBe(true);
  });
});
