// The sign-in forms' decisions, reset and change of password, terms and the forms' rate limit (spec §5,
// §8; SECURITY.md: a reset or password change logs the old password's sessions out) over an in-memory
// store, with real argon2 hashing and the real password rules. Register and forgotten: service.test.ts.
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultConfig } from '../../config.ts';
import { hashPassword, verifyPassword } from '../../access/passwords.ts';
import { signinStoreFake } from './testing/signin-store-fake.ts';
import type { FakeSigninUser } from './testing/signin-store-fake.ts';
import { NEW, OLD, addCode as addCodeTo, refusal, seedJane } from './testing/signin-fixtures.ts';
import type { SigninDeps } from './service.ts';

const store = vi.hoisted(() => ({ current: undefined as unknown as ReturnType<typeof signinStoreFake> }));
vi.mock('./repository.ts', () => {
  const keys = ['findSigninUser', 'findUserById', 'acceptTerms', 'aliasesOf', 'reserveCodeAttempt', 'refundCodeAttempt', 'consumeCode'];
  const more = ['resetCodesIssuedSince', 'expireResetCodes', 'insertResetCode', 'recentPasswordHashes', 'setPassword'];
  const all = [...keys, ...more, 'createClientUser', 'clientHasUser'] as const;
  return Object.fromEntries(
    all.map((k) => [
      k,
      (...a: unknown[]) => (store.current.repo[k as keyof typeof store.current.repo] as (...b: unknown[]) => unknown)(...a),
    ]),
  );
});
vi.mock('../../access/rate-limit.ts', () => ({
  admitLoginAttempt: (...a: [unknown, string, Date, number, number]) => store.current.rateLimit.admitLoginAttempt(...a),
  pruneLoginAttempts: (...a: [unknown, Date]) => store.current.rateLimit.pruneLoginAttempts(...a),
}));
vi.mock('../../access/repository.ts', () => ({
  recordLoginFailure: (...a: [unknown, number, number, Date]) => store.current.authRepo.recordLoginFailure(...a),
  endSessions: (...a: [unknown, number, string?]) => store.current.repo.endSessions(...a),
}));
vi.mock('../../shared/user-contact.ts', () => ({
  mailAddressOf: (...a: [unknown, { client_id: number | null; username: string }]) => store.current.repo.mailAddressOf(...a),
}));
const service = await import('./service.ts');

let oldHash: string;
beforeAll(async () => {
  oldHash = await hashPassword(OLD);
});

let now: Date;
const config = defaultConfig({ login: { rateLimitMax: 3, rateLimitWindowSeconds: 300, lockoutThreshold: 3 }, now: () => now });
let deps: SigninDeps;
let jane: FakeSigninUser;
const addCode = (purpose: 'REGISTER' | 'RESET', clientId: number, username: string, code: string) =>
  addCodeTo(store.current, { secret: config.codeSecret, now }, purpose, clientId, username, code);

beforeEach(() => {
  store.current = signinStoreFake();
  now = new Date('2026-03-02T09:00:00Z');
  deps = { db: store.current.db as never, config };
  jane = seedJane(store.current, oldHash);
});

describe('reset password', () => {
  const reset = async (code: string, newPassword = NEW, username = '1000000007') =>
    (await service.resetPassword(deps, { username, code, newPassword })).errorCodes;

  it('sets the new password with the e-mailed code, unlocks the user, ends every session and uses the code up', async () => {
    jane.locked_at = new Date(0);
    jane.failed_login_count = 5;
    addCode('RESET', 7, 'jane@example.com', 'ABCD-EFGH-JKMN');
    expect(await reset('abcd-efgh-jkmn')).toEqual([]);
    expect(await verifyPassword(jane.password_hash, NEW)).toBe(true);
    expect(jane.locked_at).toBeNull();
    expect(store.current.sessions.map((s) => s.idHash)).toEqual(['other']);
    expect(await reset('ABCD-EFGH-JKMN', 'Another#Pass9')).toEqual(['Invalid']);
  });

  it('answers Invalid to an unknown user, an adviser and a wrong code (counted)', async () => {
    store.current.users.push({
      ...jane,
      user_id: 2,
      username: 'adv@example.com',
      client_id: null,
      adviser_id: 3,
      aliases: ['adv@example.com'],
    });
    addCode('RESET', 7, 'jane@example.com', 'ABCD-EFGH-JKMN');
    expect(await reset('ABCD-EFGH-JKMN', NEW, 'nobody@example.com')).toEqual(['Invalid']);
    expect(await reset('ABCD-EFGH-JKMN', NEW, 'adv@example.com')).toEqual(['Invalid']);
    expect(await reset('ABCD-EFGH-JKMP')).toEqual(['Invalid']);
    expect(store.current.codes[0]!.failed_attempts).toBe(1);
    expect(jane.password_hash).toBe(oldHash);
  });

  it('does not take a reset code mailed to another client', async () => {
    addCode('RESET', 9, 'someone@example.com', 'ABCD-EFGH-JKMN');
    expect(await reset('ABCD-EFGH-JKMN')).toEqual(['Invalid']);
    expect(jane.password_hash).toBe(oldHash);
  });

  it('answers ExistingPass, RecentlyUsedPass and UsernamePass, changing nothing', async () => {
    const recent = await hashPassword('Previous#Pass5');
    jane.history = [oldHash, recent];
    addCode('RESET', 7, 'jane@example.com', 'ABCD-EFGH-JKMN');
    expect(await reset('ABCD-EFGH-JKMN', OLD)).toEqual(['ExistingPass']);
    expect(await reset('ABCD-EFGH-JKMN', 'Previous#Pass5')).toEqual(['RecentlyUsedPass']);
    expect(await reset('ABCD-EFGH-JKMN', 'My#1000000007')).toEqual(['UsernamePass']);
    expect(jane.password_hash).toBe(oldHash);
    expect(store.current.codes[0]!.used_at).toBeNull();
    expect(store.current.sessions).toHaveLength(3);
  });

  it('answers Invalid when a concurrent reset used the code first, and refuses a rule-breaking password with 400', async () => {
    addCode('RESET', 7, 'jane@example.com', 'ABCD-EFGH-JKMN');
    store.current.race.lose = true;
    expect(await reset('ABCD-EFGH-JKMN')).toEqual(['Invalid']);
    expect(jane.password_hash).toBe(oldHash);
    expect(store.current.sessions).toHaveLength(3);
    expect(await refusal(reset('ABCD-EFGH-JKMN', 'short'))).toBe('400 PasswordRules');
  });
});

describe('change password', () => {
  const change = (password: string, newPassword = NEW, userId = 1) =>
    service.changePassword(deps, { userId, sessionIdHash: 'phone', password, newPassword });

  it('sets the new password and logs out every other device, keeping this one', async () => {
    expect(await change(OLD)).toEqual({ errorCodes: [], lockedOut: false });
    expect(await verifyPassword(jane.password_hash, NEW)).toBe(true);
    expect(jane.history[1]).toBe(oldHash);
    expect(store.current.sessions.map((s) => s.idHash)).toEqual(['phone', 'other']);
  });

  it('answers Invalid to a wrong current password, and LockedOut (every session ended) at the lockout threshold', async () => {
    expect(await change('Wrong#Pass1')).toEqual({ errorCodes: ['Invalid'], lockedOut: false });
    expect(await change('Wrong#Pass2')).toEqual({ errorCodes: ['Invalid'], lockedOut: false });
    expect(store.current.sessions).toHaveLength(3);
    expect(await change('Wrong#Pass3')).toEqual({ errorCodes: ['LockedOut'], lockedOut: true });
    expect(store.current.sessions.map((s) => s.idHash)).toEqual(['other']);
    expect(jane.password_hash).toBe(oldHash);
  });

  it('answers ExistingPass and UsernamePass without changing anything', async () => {
    expect(await change(OLD, OLD)).toEqual({ errorCodes: ['ExistingPass'], lockedOut: false });
    expect(await change(OLD, 'Jane@Example.com1')).toEqual({ errorCodes: ['UsernamePass'], lockedOut: false });
    expect(jane.password_hash).toBe(oldHash);
    expect(store.current.sessions).toHaveLength(3);
  });

  it('answers 401 for a session whose user is gone, and 400 PasswordRules for a rule-breaking password', async () => {
    expect(await refusal(change(OLD, NEW, 99))).toBe('401 Unauthorized');
    expect(await refusal(change(OLD, 'short'))).toBe('400 PasswordRules');
  });
});

describe("accept terms and the forms' rate limit", () => {
  it('records that the user accepted the terms', async () => {
    await service.acceptTerms(deps, 1);
    expect(jane.terms_accepted).toBe(true);
  });

  it("limits the public forms per address under their own key, apart from the login's count", async () => {
    store.current.attempts.push({ address: '10.0.0.1', at: now }, { address: '10.0.0.1', at: now });
    for (let i = 0; i < 3; i++) await service.admitFormAttempt(deps, '10.0.0.1');
    expect(await refusal(service.admitFormAttempt(deps, '10.0.0.1'))).toBe('429 RateLimited');
    await service.admitFormAttempt(deps, '10.0.0.2');
    expect(store.current.attempts.filter((a) => a.address === 'form:10.0.0.1')).toHaveLength(3);
  });

  it('limits a whole IPv6 /64 as one source (review M3)', async () => {
    for (let i = 0; i < 3; i++) await service.admitFormAttempt(deps, `2001:db8:7:7::${i + 1}`);
    expect(await refusal(service.admitFormAttempt(deps, '2001:db8:7:7:ffff::1'))).toBe('429 RateLimited');
    await service.admitFormAttempt(deps, '2001:db8:7:8::1');
  });

  it('forgets every source whose attempts are all older than two windows, whoever they were', async () => {
    const ago = (s: number, address = 'form:10.0.0.1') => ({ address, at: new Date(now.getTime() - s * 1000) });
    store.current.attempts.push(ago(601), ago(599), ago(900, '10.0.0.7'));
    await service.admitFormAttempt(deps, '10.0.0.1');
    expect(store.current.attempts.map((a) => `${a.address} ${(now.getTime() - a.at.getTime()) / 1000}`)).toEqual([
      'form:10.0.0.1 601',
      'form:10.0.0.1 599',
      'form:10.0.0.1 0',
    ]);
  });
});
