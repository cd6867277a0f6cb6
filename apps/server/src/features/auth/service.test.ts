// The login decision (spec §7 login; SECURITY.md: per-address limit 429, a growing per-account delay
// answered 423 instead of a lock a stranger can set, unknown usernames answered and throttled alike,
// argon2id against a dummy hash for them) over in-memory stores, with real hashing and the real throttle rule.
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultConfig } from '../../config.ts';
import type { HttpError } from '../../http-error.ts';
import { dummyHash, hashPassword } from '../../access/passwords.ts';
import type * as Passwords from '../../access/passwords.ts';
import { loginStoreFake } from './testing/login-store-fake.ts';
import type { FakeUser } from './testing/login-store-fake.ts';

const store = vi.hoisted(() => ({ current: undefined as unknown as ReturnType<typeof loginStoreFake> }));
const verified = vi.hoisted(() => [] as string[]);
vi.mock('./repository.ts', () => ({
  findUserByAlias: (...a: [unknown, string]) => store.current.repository.findUserByAlias(...a),
  usersOfDevice: (...a: [unknown, string | null]) => store.current.repository.usersOfDevice(...a),
  rememberDevice: (...a: [unknown, number, string]) => store.current.repository.rememberDevice(...a),
}));
vi.mock('../../access/repository.ts', () => ({
  recordLoginSuccess: (...a: [unknown, number, Date]) => store.current.repository.recordLoginSuccess(...a),
}));
vi.mock('../../access/rate-limit.ts', () => ({
  admitLoginAttempt: (...a: [unknown, string, Date, number, number]) => store.current.rateLimit.admitLoginAttempt(...a),
  pruneLoginAttempts: (...a: [unknown, Date]) => store.current.rateLimit.pruneLoginAttempts(...a),
}));
vi.mock('../../access/throttle-store.ts', () => ({
  reserveThrottledAttempt: (...a: [unknown, string, Date, number]) => store.current.throttleStore.reserveThrottledAttempt(...a),
  clearThrottle: (...a: [unknown, string[]]) => store.current.throttleStore.clearThrottle(...a),
}));
// The real argon2 check, recording which hash each attempt was verified against.
vi.mock('../../access/passwords.ts', async (importOriginal) => {
  const real = await importOriginal<typeof Passwords>();
  return {
    ...real,
    verifyPassword: (hash: string, password: string) => {
      verified.push(hash);
      return real.verifyPassword(hash, password);
    },
  };
});

const { authenticate } = await import('./service.ts');

const PASSWORD = 'Harbour#Kite7';
let passwordHash: string;
beforeAll(async () => {
  passwordHash = await hashPassword(PASSWORD);
});

let now: Date;
let user: FakeUser;
const config = (login: Partial<ReturnType<typeof defaultConfig>['login']> = {}) =>
  defaultConfig({ login: { rateLimitMax: 100, rateLimitWindowSeconds: 300, lockoutThreshold: 3, ...login }, now: () => now });
const db = {} as never;
const advance = (seconds: number) => (now = new Date(now.getTime() + seconds * 1000));

async function refusal(attempt: Promise<unknown>): Promise<string> {
  const error = (await attempt.then(
    () => expect.unreachable('login accepted'),
    (e: unknown) => e,
  )) as HttpError;
  return `${error.status} ${error.code}`;
}

beforeEach(() => {
  store.current = loginStoreFake();
  verified.length = 0;
  now = new Date('2026-03-02T09:00:00Z');
  user = { user_id: 11, username: 'jane', password_hash: passwordHash, last_login: null, locked_at: null, failed_login_count: 2 };
  store.current.aliases.set('jane', user);
  store.current.aliases.set('c123', user);
});

const login = (username: string, password: string, cfg = config(), clientAddress = '10.0.0.1', deviceId: string | null = null) =>
  authenticate(db, cfg, { username, password, clientAddress, deviceId });
const DEVICE_ID = /^[A-Za-z0-9_-]{43}$/;

describe('login decision', () => {
  it('logs in by any alias with the right password, reporting the login before this one and stamping this one', async () => {
    expect(await login('jane', PASSWORD)).toEqual({ userId: 11, previousLogin: null, deviceId: expect.stringMatching(DEVICE_ID) });
    const first = now;
    expect(user.last_login).toEqual(first);
    expect(user.failed_login_count).toBe(0);
    advance(60);
    expect(await login(' C123 ', PASSWORD)).toEqual({ userId: 11, previousLogin: first, deviceId: expect.stringMatching(DEVICE_ID) });
  });

  it('answers a wrong password and an unknown username alike: 401 IncorrectCredentials', async () => {
    expect(await refusal(login('jane', 'Harbour#Kite8'))).toBe('401 IncorrectCredentials');
    expect(await refusal(login('nobody', PASSWORD))).toBe('401 IncorrectCredentials');
    expect(user.last_login).toBeNull();
  });

  it('checks an unknown username against the dummy hash, so it costs an argon2 verification like a real one', async () => {
    await refusal(login('nobody', PASSWORD));
    expect(verified).toEqual([await dummyHash()]);
    await refusal(login('jane', 'wrong'));
    expect(verified[1]).toBe(passwordHash);
  });

  it('from the threshold-th consecutive failure answers 423 Locked, without checking the password, until the delay passes', async () => {
    expect(await refusal(login('jane', 'wrong1'))).toBe('401 IncorrectCredentials');
    expect(await refusal(login('c123', 'wrong2'))).toBe('401 IncorrectCredentials');
    expect(await refusal(login('jane', 'wrong3'))).toBe('423 Locked');
    verified.length = 0;
    expect(await refusal(login('jane', PASSWORD))).toBe('423 Locked');
    expect(verified).toEqual([]);
    advance(29);
    expect(await refusal(login('jane', PASSWORD))).toBe('423 Locked');
    advance(1);
    expect((await login('jane', PASSWORD)).userId).toBe(11);
    // A success forgets the failures: one more wrong password is a plain refusal again.
    expect([...store.current.throttle.values()].every((b) => b.failures === 0)).toBe(true);
    expect(await refusal(login('jane', 'wrong4'))).toBe('401 IncorrectCredentials');
  });

  it('throttles an unknown username the same way, under its own key', async () => {
    for (const _ of [1, 2]) expect(await refusal(login('nobody', 'x'))).toBe('401 IncorrectCredentials');
    expect(await refusal(login('Nobody', 'x'))).toBe('423 Locked');
    // Nothing a stranger does locks a real account.
    expect((await login('jane', PASSWORD)).userId).toBe(11);
  });

  it('refuses an attempt over the per-address limit with 429 RateLimited, even with the right password, until the window passes', async () => {
    const cfg = config({ rateLimitMax: 2, rateLimitWindowSeconds: 300 });
    await refusal(login('jane', 'wrong', cfg));
    await refusal(login('jane', 'wrong', cfg));
    expect(await refusal(login('jane', PASSWORD, cfg))).toBe('429 RateLimited');
    expect((await login('jane', PASSWORD, cfg, '10.0.0.2')).userId).toBe(11);
    advance(301);
    expect((await login('jane', PASSWORD, cfg)).userId).toBe(11);
  });

  it('answers 423 Locked to every password for an account an operator locked, so one guess learns nothing (review L17)', async () => {
    user.locked_at = new Date('2026-03-01T00:00:00Z');
    expect(await refusal(login('jane', 'wrong'))).toBe('423 Locked');
    expect(await refusal(login('jane', PASSWORD))).toBe('423 Locked');
    expect(user.last_login).toBeNull();
  });

  it("a stranger's failures from another source never keep out the right password from a new one (review M1)", async () => {
    for (const _ of [1, 2, 3, 4]) await refusal(login('jane', 'wrong', config(), '203.0.113.9'));
    expect(await refusal(login('jane', PASSWORD, config(), '203.0.113.9'))).toBe('423 Locked');
    expect((await login('jane', PASSWORD, config(), '198.51.100.1')).userId).toBe(11);
  });

  it('counts a whole IPv6 /64 as one source', async () => {
    for (const host of ['1', '2', '3']) await refusal(login('jane', 'wrong', config(), `2001:db8:0:1::${host}`));
    expect(await refusal(login('jane', PASSWORD, config(), '2001:db8:0:1::4'))).toBe('423 Locked');
    expect((await login('jane', PASSWORD, config(), '2001:db8:0:2::4')).userId).toBe(11);
  });

  it('a device the user signed in from keeps working while the account is under attack from everywhere else', async () => {
    const { deviceId } = await login('jane', PASSWORD);
    // Thirty sources each use up their budget: the account-wide bucket for unknown devices closes…
    for (let source = 0; source < 30; source++)
      for (const _ of [1, 2, 3]) await refusal(login('jane', 'wrong', config(), `203.0.113.${source}`));
    expect(await refusal(login('jane', PASSWORD, config(), '198.51.100.1'))).toBe('423 Locked');
    // …but the known device, even from a source of the attack, still signs in, and keeps its id.
    expect(await login('jane', PASSWORD, config(), '203.0.113.0', deviceId)).toMatchObject({ userId: 11, deviceId });
    // A device id the user never signed in with is no known device.
    expect(await refusal(login('jane', PASSWORD, config(), '198.51.100.2', 'x'.repeat(43)))).toBe('423 Locked');
  });

  it('after a success forgets every source whose attempts are all older than two windows', async () => {
    const at = (address: string, secondsAgo: number) => ({ address, at: new Date(now.getTime() - secondsAgo * 1000) });
    store.current.attempts.push(at('10.0.0.7', 601), at('10.0.0.8', 700), at('10.0.0.8', 599), at('10.0.0.9', 9999));
    await login('jane', PASSWORD);
    expect(store.current.attempts.map((a) => [a.address, now.getTime() - a.at.getTime()])).toEqual([
      ['10.0.0.8', 700_000],
      ['10.0.0.8', 599_000],
      ['10.0.0.1', 0],
    ]);
  });
});
