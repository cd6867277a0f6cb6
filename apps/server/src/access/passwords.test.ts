// Password hashing (SECURITY.md: argon2id, OWASP parameters; unknown usernames verified against a dummy hash).
import { describe, expect, it } from 'vitest';
import { dummyHash, hashPassword, verifyPassword } from './passwords.ts';

describe('password hashing', () => {
  it('hashes with argon2id at m = 19 MiB, t = 2, p = 1, salted so equal passwords get different hashes', async () => {
    const a = await hashPassword('Harbour#Kite7');
    const b = await hashPassword('Harbour#Kite7');
    expect(a).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword(a, 'Harbour#Kite7')).toBe(true);
    expect(await verifyPassword(b, 'Harbour#Kite7')).toBe(true);
  });

  it('never accepts a wrong password or a stored value that is not a hash', async () => {
    const stored = await hashPassword('Harbour#Kite7');
    expect(await verifyPassword(stored, 'harbour#kite7')).toBe(false);
    expect(await verifyPassword(stored, '')).toBe(false);
    expect(await verifyPassword('', 'Harbour#Kite7')).toBe(false);
  });

  it('keeps one dummy hash of a random secret: a real argon2id hash that no guessed password matches', async () => {
    const dummy = await dummyHash();
    expect(dummy).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await dummyHash()).toBe(dummy);
    expect(dummyHash()).toBe(dummyHash());
    for (const guess of ['', 'undefined', 'null', 'password', 'Harbour#Kite7']) expect(await verifyPassword(dummy, guess)).toBe(false);
  });
});
