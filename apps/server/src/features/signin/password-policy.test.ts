// The server's half of the password rules: the shared checklist, resemblance to the user's names, and
// the order of the codes only the server can answer (real argon2 hashes).
import { describe, expect, it } from 'vitest';
import { HttpError } from '../../http-error.ts';
import { hashPassword, verifyPassword } from '../../access/passwords.ts';
import { commonPasswordList } from './common-passwords.ts';
import { assertPasswordRules, refuseNewPassword, resemblesUsername } from './password-policy.ts';

describe('password policy', () => {
  it('verifies a password against its hash, and treats a stored value that is no argon2 hash as a mismatch', async () => {
    const hash = await hashPassword('Harbour#Kite7');
    expect(await verifyPassword(hash, 'Harbour#Kite7')).toBe(true);
    expect(await verifyPassword(hash, 'Harbour#Kite8')).toBe(false);
    expect(await verifyPassword('not-a-hash', 'Harbour#Kite7')).toBe(false);
  });

  it('refuses a password breaking the shared rules with 400 PasswordRules and the unmet rule ids', () => {
    expect(() => assertPasswordRules('Harbour#Kite7')).not.toThrow();
    try {
      assertPasswordRules('short');
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(HttpError);
      expect((error as HttpError).toBody()).toMatchObject({ status: 400, code: 'PasswordRules' });
      expect((error as HttpError).errorCodes).toContain('length');
    }
  });

  it('a password resembles a name it contains or, when short, one that contains it; names under 3 characters are ignored', () => {
    const names = ['  Ada.Lovelace@Example.com ', 'C100', 'ab'];
    expect(resemblesUsername('x-ADA.LOVELACE-y', names)).toBe(true);
    expect(resemblesUsername('xxc100xx', names)).toBe(true);
    expect(resemblesUsername('love', names)).toBe(true);
    expect(resemblesUsername('Zebra#Crossing9', names)).toBe(false);
    expect(resemblesUsername('xxabxx', names)).toBe(false);
    // The e-mail's local part counts on its own, but only for an e-mail and only from 3 characters.
    expect(resemblesUsername('ada.lovelace#1', ['ada.lovelace@example.com'])).toBe(true);
    expect(resemblesUsername('qqab#1', ['ab@example.com'])).toBe(false);
    expect(resemblesUsername('Kite#Mast9', ['kit'])).toBe(true);
    expect(resemblesUsername('Kite#Mast9', ['ki'])).toBe(false);
    expect(resemblesUsername('Kite#Mast9', ['nomail'])).toBe(false);
  });

  it('counts an e-mail local part of exactly three characters', () => {
    expect(resemblesUsername('Abc#Kite9', ['abc@example.com'])).toBe(true);
  });

  it('refuses a password on the list of common and breached ones, ignoring case, and ships the whole list (review M6)', async () => {
    const base = { names: ['ada@example.com'], currentHash: null, recentHashes: [] };
    // P@ssw0rd meets every rule of the spec and is on every leaked-password list.
    for (const newPassword of ['P@ssw0rd', 'pA$$w0rd', 'Qwerty1!'])
      expect(await refuseNewPassword({ ...base, newPassword }), newPassword).toBe('CommonPass');
    expect(await refuseNewPassword({ ...base, newPassword: 'Harbour#Kite7' })).toBeNull();
    expect((await commonPasswordList()).size).toBeGreaterThanOrEqual(100_000);
  });

  it('answers UsernamePass, then ExistingPass, then RecentlyUsedPass, else null', async () => {
    const current = await hashPassword('Current#Pass1');
    const older = await hashPassword('Older#Pass2');
    const base = { names: ['ada@example.com'], currentHash: current, recentHashes: [current, older] };
    expect(await refuseNewPassword({ ...base, newPassword: 'Ada#Pass3x' })).toBe('UsernamePass');
    expect(await refuseNewPassword({ ...base, newPassword: 'Current#Pass1' })).toBe('ExistingPass');
    expect(await refuseNewPassword({ ...base, newPassword: 'Older#Pass2' })).toBe('RecentlyUsedPass');
    expect(await refuseNewPassword({ ...base, newPassword: 'Brand#New4' })).toBeNull();
    expect(await refuseNewPassword({ ...base, currentHash: null, recentHashes: [], newPassword: 'Current#Pass1' })).toBeNull();
  });
});
