/** Password hashing: argon2id (memory-hard; OWASP's m = 19 MiB, t = 2, p = 1). The default algorithm of @node-rs/argon2 is argon2id. */
import { hash, verify } from '@node-rs/argon2';
import { randomBytes } from 'node:crypto';

const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummy: Promise<string> | null = null;
/** A hash of a random secret, verified for unknown usernames so they take as long as known ones. */
export function dummyHash(): Promise<string> {
  dummy ??= hashPassword(randomBytes(24).toString('base64url'));
  return dummy;
}
