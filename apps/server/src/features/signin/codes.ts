/**
 * Reset codes: random, high-entropy, easy to type from an e-mail (groups of an alphabet without
 * 0/O, 1/I/L), stored only as an HMAC under the server's secret (code-hash.ts, as the seeded
 * registration codes), compared in constant time.
 */
import { randomInt, timingSafeEqual } from 'node:crypto';
import { hashCode } from '../../shared/code-hash.ts';

const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** 12 characters from 31 (≈ 59 bits), shown as XXXX-XXXX-XXXX. */
export function newResetCode(): string {
  const chars = Array.from({ length: 12 }, () => ALPHABET[randomInt(ALPHABET.length)]);
  return [0, 4, 8].map((at) => chars.slice(at, at + 4).join('')).join('-');
}

export { hashCode };

/** Whether a presented code matches a stored hash (case and surrounding spaces ignored). */
export function codeMatches(storedHash: string, presented: string, secret: string): boolean {
  const a = Buffer.from(storedHash);
  const b = Buffer.from(hashCode(presented, secret));
  return a.length === b.length && timingSafeEqual(a, b);
}
