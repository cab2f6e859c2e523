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
