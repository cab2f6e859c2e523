// Random tokens and hashes for sessions and the admin setup token, as Lucia's session guide describes.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** 256 random bits, URL-safe: far above the 120 bits a guess would need to beat. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database stores instead of a token: a leaked table yields no usable session or setup token. */
export function sha256Hex(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** Compares two hex digests without leaking, through timing, how many leading characters match. */
export function sameDigest(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && left.length > 0 && timingSafeEqual(left, right);
}
