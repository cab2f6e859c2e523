// How the store reads an email address, the same in the sign-up form and on the server.
import { z } from 'zod';

const emailFormat = z.email();

/** Trimmed and lower-cased: accounts are found by email case-insensitively. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function isValidEmail(email: string): boolean {
  return email.length <= 254 && emailFormat.safeParse(email).success;
}

/** The addresses the store makes up for guests' assessments (not an account until claimed). */
export const GUEST_EMAIL_DOMAIN = 'guest.guardians.local';
/** The addresses of demo accounts. */
export const DEMO_EMAIL_DOMAIN = 'demo.guardians.invalid';

/** True for an address in a domain the store reserves for itself: nobody may register one. */
export function isReservedEmail(email: string): boolean {
  const domain = normalizeEmail(email).split('@').pop() ?? '';
  return [GUEST_EMAIL_DOMAIN, DEMO_EMAIL_DOMAIN].some((reserved) => domain === reserved || domain.endsWith(`.${reserved}`));
}

/**
 * False for an address no mail can reach: the store's reserved domains (guests, demo accounts) and RFC 2606's
 * `.invalid` (an erased account's), so no mail is queued only to bounce.
 */
export function receivesMail(email: string): boolean {
  const domain = normalizeEmail(email).split('@').pop() ?? '';
  return !isReservedEmail(email) && domain !== 'invalid' && !domain.endsWith('.invalid');
}
