// The sign-in forms' decisions, registration and forgotten password (spec §2, §4, §8; SECURITY.md:
// single-use codes stored as HMACs, no user enumeration) over an in-memory store, with real argon2
// hashing, real code hashing and the real password rules. Reset and change: service-passwords.test.ts.
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultConfig } from '../../config.ts';
import { hashPassword, verifyPassword } from '../../access/passwords.ts';
import { signinStoreFake } from './testing/signin-store-fake.ts';
import type { FakeSigninUser } from './testing/signin-store-fake.ts';
import { NEW, OLD, addCode as addCodeTo, refusal, seedJane } from './testing/signin-fixtures.ts';
import type { SigninDeps } from './service.ts';
import type { MailMessage } from '../../plugins/mail/mailer.ts';
import { hashCode } from './codes.ts';

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

describe('register', () => {
  it('creates the client login with the new password and the client role, and the code works once', async () => {
    addCode('REGISTER', 8, '1000000008', 'ABCD-EFGH-JKMN');
    const input = { username: ' 1000000008 ', code: 'abcd-efgh-jkmn', newPassword: NEW };
    expect(await service.register(deps, input)).toEqual([]);
    const created = store.current.users.find((u) => u.client_id === 8)!;
    expect(created.roles).toEqual(['sonata-client']);
    expect(await verifyPassword(created.password_hash, NEW)).toBe(true);
    expect(store.current.codes[0]!.used_at).toEqual(now);
    expect(await service.register(deps, input)).toEqual(['Invalid']);
  });

  it('counts no miss when the code is right', async () => {
    addCode('REGISTER', 8, '1000000008', 'ABCD-EFGH-JKMN');
    addCode('REGISTER', 8, '1000000008', 'PQRS-TUVW-XYZ2');
    expect(await service.register(deps, { username: '1000000008', code: 'PQRS-TUVW-XYZ2', newPassword: NEW })).toEqual([]);
    expect(store.current.codes.map((c) => c.failed_attempts)).toEqual([0, 0]);
  });

  it('answers Invalid to a wrong code and counts the miss against every live code of the username', async () => {
    addCode('REGISTER', 8, '1000000008', 'ABCD-EFGH-JKMN');
    addCode('REGISTER', 8, '1000000008', 'PQRS-TUVW-XYZ2');
    addCode('REGISTER', 9, '1000000009', 'ABCD-EFGH-JKMP');
    expect(await service.register(deps, { username: '1000000008', code: 'ABCD-EFGH-JKMP', newPassword: NEW })).toEqual(['Invalid']);
    expect(store.current.codes.map((c) => c.failed_attempts)).toEqual([1, 1, 0]);
    expect(store.current.users).toHaveLength(1);
  });

  it('stops accepting the right code after five wrong ones', async () => {
    addCode('REGISTER', 8, '1000000008', 'ABCD-EFGH-JKMN');
    for (let i = 0; i < 5; i++) await service.register(deps, { username: '1000000008', code: 'WRONG-CODE', newPassword: NEW });
    expect(await service.register(deps, { username: '1000000008', code: 'ABCD-EFGH-JKMN', newPassword: NEW })).toEqual(['Invalid']);
  });

  it('answers Invalid when the client already has a login, and when a concurrent registration used the code first', async () => {
    addCode('REGISTER', 7, '1000000007', 'ABCD-EFGH-JKMN');
    expect(await service.register(deps, { username: '1000000007', code: 'ABCD-EFGH-JKMN', newPassword: NEW })).toEqual(['Invalid']);
    addCode('REGISTER', 8, '1000000008', 'ABCD-EFGH-JKMP');
    store.current.race.lose = true;
    expect(await service.register(deps, { username: '1000000008', code: 'ABCD-EFGH-JKMP', newPassword: NEW })).toEqual(['Invalid']);
    expect(store.current.users).toHaveLength(1);
  });

  it('refuses a new password resembling the client reference with UsernamePass when the client has no e-mail address', async () => {
    addCode('REGISTER', 8, '1000000008', 'ABCD-EFGH-JKMN');
    expect(await service.register(deps, { username: '1000000008', code: 'ABCD-EFGH-JKMN', newPassword: 'X#1000000008a' })).toEqual([
      'UsernamePass',
    ]);
  });

  it('refuses a new password resembling the client reference or the e-mail address with UsernamePass', async () => {
    addCode('REGISTER', 8, '1000000008', 'ABCD-EFGH-JKMN');
    store.current.emails.set(8, 'kestrel.owen@example.com');
    const attempt = (newPassword: string) => service.register(deps, { username: '1000000008', code: 'ABCD-EFGH-JKMN', newPassword });
    expect(await attempt('X#1000000008a')).toEqual(['UsernamePass']);
    expect(await attempt('Kestrel.Owen#9')).toEqual(['UsernamePass']);
    expect(store.current.users).toHaveLength(1);
    expect(store.current.codes[0]!.used_at).toBeNull();
  });

  it('refuses a password breaking the rules with 400 PasswordRules before looking at the code', async () => {
    addCode('REGISTER', 8, '1000000008', 'ABCD-EFGH-JKMN');
    expect(await refusal(service.register(deps, { username: '1000000008', code: 'WRONG', newPassword: 'short' }))).toBe(
      '400 PasswordRules',
    );
    expect(store.current.codes[0]!.failed_attempts).toBe(0);
  });
});

describe('forgotten password', () => {
  const tasks: Array<() => Promise<void>> = [];
  const mails: MailMessage[] = [];
  const forgotten = (username: string, origin: string | null = 'https://portal.example') =>
    service.forgottenPassword(
      deps,
      { username, origin },
      (task) => tasks.push(task),
      async (m) => void mails.push(m),
    );
  beforeEach(() => {
    tasks.length = 0;
    mails.length = 0;
  });

  it('answers Invalid only to a username that is neither a client reference nor an e-mail address', async () => {
    for (const bad of ['', 'jane', 'jane@example', '12345', 'a b@example.com']) expect(await forgotten(bad), bad).toEqual(['Invalid']);
    expect(tasks).toEqual([]);
  });

  it('answers the same to an unknown user and to an adviser, sending nothing', async () => {
    store.current.users.push({
      ...jane,
      user_id: 2,
      username: 'adv@example.com',
      client_id: null,
      adviser_id: 3,
      aliases: ['adv@example.com'],
    });
    expect(await forgotten('nobody@example.com')).toEqual([]);
    expect(await forgotten('adv@example.com')).toEqual([]);
    expect(tasks).toEqual([]);
  });

  it('mails at most three codes an hour per client; beyond, the code last mailed stays live (review L11)', async () => {
    for (let i = 0; i < 5; i++) {
      expect(await forgotten('jane@example.com')).toEqual([]);
      await tasks[i]!();
    }
    expect(mails).toHaveLength(3);
    const live = store.current.codes.filter((c) => c.expires_at > now);
    expect(live).toHaveLength(1);
    expect(live[0]!.code_hash).toBe(hashCode(/Your registration code is: (\S+)/.exec(mails[2]!.body)![1]!, config.codeSecret));
    now = new Date(now.getTime() + 3600_000 + 1);
    await forgotten('jane@example.com');
    await tasks[5]!();
    expect(mails).toHaveLength(4);
  });

  it('in the background replaces any earlier reset code with a new one valid two hours, and mails it with the reset link', async () => {
    const earlier = addCode('RESET', 7, 'jane@example.com', 'ABCD-EFGH-JKMN');
    expect(await forgotten(' Jane@Example.com ')).toEqual([]);
    expect(mails).toEqual([]);
    expect(tasks).toHaveLength(1);
    await tasks[0]!();
    expect(earlier.expires_at).toEqual(now);
    const issued = store.current.codes[1]!;
    expect(issued).toMatchObject({ client_id: 7, username: 'jane@example.com', purpose: 'RESET', used_at: null });
    expect(issued.expires_at.getTime() - now.getTime()).toBe(2 * 3600_000);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail!.to).toBe('jane@example.com');
    expect(mail!.subject).toBe('Your password reset code');
    const code = /Your registration code is: (\S+)/.exec(mail!.body)![1]!;
    expect(issued.code_hash).toBe(hashCode(code, config.codeSecret));
    expect(mail!.body).toBe(
      [
        'You asked to reset the password of your client portal login.',
        '',
        `Your registration code is: ${code}`,
        '',
        'Enter it with your username and a new password on the reset page: https://portal.example/reset',
        'The code works once and expires in 2 hours. If you did not ask for it, ignore this e-mail: your password is unchanged.',
      ].join('\n'),
    );
  });

  it("mails to the client's primary address, without a link when the origin is unknown, and not at all without an address", async () => {
    store.current.emails.set(7, 'primary@example.com');
    await forgotten('1000000007', null);
    await tasks[0]!();
    expect(mails[0]!.to).toBe('primary@example.com');
    expect(mails[0]!.body).toContain('on the reset page.');
    store.current.users.push({ ...jane, user_id: 2, username: '1000000009', client_id: 9, aliases: ['1000000009'] });
    await forgotten('1000000009');
    await tasks[1]!();
    expect(mails).toHaveLength(1);
    expect(store.current.codes.filter((c) => c.client_id === 9)).toEqual([]);
  });
});
