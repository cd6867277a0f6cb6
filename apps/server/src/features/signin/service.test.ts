// The sign-in forms' decisions (spec §2, §4, §5, §8; SECURITY.md: single-use codes stored as HMACs,
// no user enumeration, a reset or password change logs the old password's sessions out) over an
// in-memory store, with real argon2 hashing, real code hashing and the real password rules.
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultConfig } from '../../config.ts';
import type { HttpError } from '../../http-error.ts';
import type { MailMessage } from '../../plugins/mail/mailer.ts';
import { hashPassword, verifyPassword } from '../auth/passwords.ts';
import { hashCode } from './codes.ts';
import { signinStoreFake } from './testing/signin-store-fake.ts';
import type { FakeSigninUser } from './testing/signin-store-fake.ts';
import type { SigninDeps } from './service.ts';

const store = vi.hoisted(() => ({ current: undefined as unknown as ReturnType<typeof signinStoreFake> }));
vi.mock('./repository.ts', () => {
  const keys = ['findSigninUser', 'findUserById', 'acceptTerms', 'aliasesOf', 'liveCodes', 'recordWrongCode', 'consumeCode'];
  const more = ['expireResetCodes', 'insertResetCode', 'recentPasswordHashes', 'setPassword', 'endSessions', 'mailAddressOf'];
  const all = [...keys, ...more, 'createClientUser', 'clientHasUser'] as const;
  return Object.fromEntries(
    all.map((k) => [
      k,
      (...a: unknown[]) => (store.current.repo[k as keyof typeof store.current.repo] as (...b: unknown[]) => unknown)(...a),
    ]),
  );
});
vi.mock('../auth/rate-limit.ts', () => ({
  admitLoginAttempt: (...a: [unknown, string, Date, number, number]) => store.current.rateLimit.admitLoginAttempt(...a),
  pruneLoginAttempts: (...a: [unknown, string, Date]) => store.current.rateLimit.pruneLoginAttempts(...a),
}));
vi.mock('../auth/repository.ts', () => ({
  recordLoginFailure: (...a: [unknown, number, number, Date]) => store.current.authRepo.recordLoginFailure(...a),
}));
const service = await import('./service.ts');

const OLD = 'Harbour#Kite7';
const NEW = 'Lantern$Moss42';
let oldHash: string;
beforeAll(async () => {
  oldHash = await hashPassword(OLD);
});

let now: Date;
const config = defaultConfig({ login: { rateLimitMax: 3, rateLimitWindowSeconds: 300, lockoutThreshold: 3 }, now: () => now });
let deps: SigninDeps;
let jane: FakeSigninUser;

function addCode(purpose: 'REGISTER' | 'RESET', clientId: number, username: string, code: string) {
  const row = {
    code_id: store.current.codes.length + 1,
    client_id: clientId,
    username,
    code_hash: hashCode(code, config.codeSecret),
    purpose,
    expires_at: new Date(now.getTime() + 3600_000),
    used_at: null,
    failed_attempts: 0,
  };
  store.current.codes.push(row);
  return row;
}

async function refusal(attempt: Promise<unknown>): Promise<string> {
  const error = (await attempt.then(
    () => expect.unreachable('accepted'),
    (e: unknown) => e,
  )) as HttpError;
  return `${error.status} ${error.code}`;
}

beforeEach(() => {
  store.current = signinStoreFake();
  now = new Date('2026-03-02T09:00:00Z');
  deps = { db: store.current.db as never, config };
  jane = {
    user_id: 1,
    username: 'jane@example.com',
    client_id: 7,
    adviser_id: null,
    password_hash: oldHash,
    locked_at: null,
    failed_login_count: 0,
    terms_accepted: false,
    roles: ['sonata-client'],
    aliases: ['jane@example.com', '1000000007'],
    history: [oldHash],
  };
  store.current.users.push(jane);
  store.current.sessions.push({ idHash: 'phone', userId: 1 }, { idHash: 'laptop', userId: 1 }, { idHash: 'other', userId: 2 });
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

describe('reset password', () => {
  const reset = (code: string, newPassword = NEW, username = '1000000007') => service.resetPassword(deps, { username, code, newPassword });

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

  it("forgets this address's form attempts older than two windows", async () => {
    const ago = (s: number) => ({ address: 'form:10.0.0.1', at: new Date(now.getTime() - s * 1000) });
    store.current.attempts.push(ago(601), ago(599), { ...ago(900), address: '10.0.0.1' });
    await service.admitFormAttempt(deps, '10.0.0.1');
    expect(store.current.attempts.map((a) => `${a.address} ${(now.getTime() - a.at.getTime()) / 1000}`)).toEqual([
      'form:10.0.0.1 599',
      '10.0.0.1 900',
      'form:10.0.0.1 0',
    ]);
  });
});
