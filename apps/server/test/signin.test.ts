/**
 * The sign-in lifecycle over HTTP against a real database: register, forgotten and reset password,
 * change password, accept terms; lockout, enumeration, replay, cross-origin, password rules.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changePasswordResponse, errorBody, formCodesResponse, userSession } from '@portal/api';
import { changePasswordTexts } from '@portal/domain';
import { PASSWORD, createTestApp, login, loginCookie, sessionCookie } from './helpers.ts';
import type { TestApp } from './helpers.ts';
import { latestOutbox } from '../src/plugins/mail/mailer.ts';
import { RESET_CODE_TTL_SECONDS } from '../src/features/signin/constants.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

type Json = Record<string, unknown>;
const post = (url: string, payload: Json, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json', ...headers }, payload: JSON.stringify(payload) });
const get = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const codesOf = (response: { json: () => unknown }) => formCodesResponse.parse(response.json()).errorCodes;

const register = (body: Partial<Json> = {}, headers?: Record<string, string>) =>
  post(
    '/nui/public/register',
    { username: '1000099999', password: 'REG-4821', newPassword: 'Marble%Quay84', termsAccepted: true, app: 'CLIENT_PORTAL', ...body },
    headers,
  );
const forgotten = (username: string, headers?: Record<string, string>) => post('/nui/public/forgottenPassword', { username }, headers);
const reset = (username: string, guid: string, newPassword: string, headers?: Record<string, string>) =>
  post('/nui/public/resetPassword', { username, guid, newPassword }, headers);
const changePassword = (cookie: string, password: string, newPassword: string, headers: Record<string, string> = {}) =>
  post('/nui/nbs/changePassword', { password, newPassword }, { cookie, ...headers });

async function emailOf(clientId: number): Promise<string> {
  const row = await t.handle.db
    .selectFrom('email_addresses')
    .select('email_address')
    .where('client_id', '=', clientId)
    .orderBy('primary_type', 'desc')
    .executeTakeFirstOrThrow();
  return row.email_address;
}

/** The newest reset code e-mailed to the client (the e-mail goes out just after the answer). */
async function resetCodeFor(clientId: number, after = 0): Promise<string> {
  const to = await emailOf(clientId);
  for (let i = 0; i < 100; i++) {
    const [message] = await latestOutbox(t.handle.db, { to, limit: 1 });
    const code = message && message.message_id > after ? /registration code is: ([A-Z0-9-]+)/.exec(message.body)?.[1] : undefined;
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no reset code e-mailed to ${to}`);
}
const lastOutboxId = async () => (await latestOutbox(t.handle.db, { limit: 1 }))[0]?.message_id ?? 0;

describe('register', () => {
  it('refuses a wrong code or an unknown username with Invalid, and a rule-breaking password with 400 PasswordRules', async () => {
    expect(codesOf(await register({ password: 'REG-0000' }))).toEqual(['Invalid']);
    expect(codesOf(await register({ username: '1000010001' }))).toEqual(['Invalid']);
    const weak = await register({ newPassword: 'password' });
    expect(weak.statusCode).toBe(400);
    expect(errorBody.parse(weak.json())).toMatchObject({
      code: 'PasswordRules',
      errorCodes: expect.arrayContaining(['uppercase', 'number', 'specialCharacter']),
    });
    expect(codesOf(await register({ newPassword: 'x1000099999Y!' }))).toEqual(['UsernamePass']);
    expect((await register({ termsAccepted: false })).statusCode).toBe(400);
    expect((await login(t.app, '1000099999', 'Marble%Quay84')).statusCode).toBe(401);
  });

  it('creates the login (client reference and e-mail), consumes the code once', async () => {
    const response = await register();
    expect(response.statusCode).toBe(200);
    expect(codesOf(response)).toEqual([]);
    const session = userSession.parse((await login(t.app, '1000099999', 'Marble%Quay84')).json());
    expect(session).toMatchObject({ id: 1000099999, termsAccepted: true, lastLogin: null, currentUser: { forename: 'Rosalind' } });
    expect((await login(t.app, await emailOf(1000099999), 'Marble%Quay84')).statusCode).toBe(200);
    // Single use: the same code again, even with another password, is Invalid.
    expect(codesOf(await register({ newPassword: 'Copper!Heron35' }))).toEqual(['Invalid']);
  });

  it('burns a registration code after 5 wrong guesses', async () => {
    await t.handle.db
      .insertInto('registration_codes')
      .values({
        client_id: 1000010009,
        username: 'guess-me',
        purpose: 'REGISTER',
        code_hash: 'x',
        expires_at: new Date(t.clock.now.getTime() + 3600_000),
        used_at: null,
      })
      .execute();
    for (let i = 0; i < 5; i++) expect(codesOf(await register({ username: 'guess-me', password: `REG-${1000 + i}` }))).toEqual(['Invalid']);
    const row = await t.handle.db
      .selectFrom('registration_codes')
      .select(['failed_attempts'])
      .where('username', '=', 'guess-me')
      .executeTakeFirstOrThrow();
    expect(row.failed_attempts).toBe(5);
  });
});

describe('races (review M2)', () => {
  it('50 parallel wrong codes are all counted and only five compared: the right code sent last is refused', async () => {
    const before = await lastOutboxId();
    await forgotten('1000010030');
    const code = await resetCodeFor(1000010030, before);
    const wrong = (i: number) => `ABCD-EFGH-${String(2000 + i).replace(/[01]/g, 'X')}`;
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => reset('1000010030', i === 49 ? code : wrong(i), 'Burst#Quay84')),
    );
    expect(answers.map((a) => codesOf(a))).toEqual(Array.from({ length: 50 }, () => ['Invalid']));
    const [row] = await t.handle.db
      .selectFrom('registration_codes')
      .select(['failed_attempts', 'used_at'])
      .where('client_id', '=', 1000010030)
      .where('purpose', '=', 'RESET')
      .execute();
    expect(row).toMatchObject({ failed_attempts: 50, used_at: null });
    expect((await login(t.app, '1000010030', 'Burst#Quay84')).statusCode).toBe(401);
  });
});

describe('forgotten and reset password', () => {
  it('answers Invalid only for a syntactically invalid username; the same empty answer for known and unknown users', async () => {
    expect(codesOf(await forgotten('not a username'))).toEqual(['Invalid']);
    const known = await forgotten('solo.client@example.com');
    const unknown = await forgotten('nobody@example.com');
    const unknownReference = await forgotten('1000077777');
    for (const response of [known, unknown, unknownReference]) {
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe('{"errorCodes":[]}');
    }
  });

  it('takes about as long for an unknown user (the e-mail goes out after the answer)', async () => {
    const time = async (username: string) => {
      const started = performance.now();
      await forgotten(username);
      return performance.now() - started;
    };
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 7; i++) {
      known.push(await time('1000010008'));
      unknown.push(await time('nobody@example.com'));
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[3] as number;
    expect(median(known)).toBeLessThan(median(unknown) * 3 + 5);
    expect(median(unknown)).toBeLessThan(median(known) * 3 + 5);
  });

  it('e-mails a code that resets the password once; an earlier code stops working', async () => {
    const before = await lastOutboxId();
    await forgotten('1000010003');
    const first = await resetCodeFor(1000010003, before);
    const middle = await lastOutboxId();
    await forgotten('solo.client@example.com');
    const code = await resetCodeFor(1000010003, middle);
    expect(code).not.toBe(first);
    expect(codesOf(await reset('solo.client@example.com', first, 'Copper!Heron35'))).toEqual(['Invalid']);
    expect(codesOf(await reset('solo.client@example.com', code, 'Copper!Heron35'))).toEqual([]);
    expect((await login(t.app, 'solo.client@example.com', 'Copper!Heron35')).statusCode).toBe(200);
    expect((await login(t.app, 'solo.client@example.com', PASSWORD)).statusCode).toBe(401);
    // Single use.
    expect(codesOf(await reset('solo.client@example.com', code, 'Velvet&Moss62'))).toEqual(['Invalid']);
  });

  it('refuses an expired code', async () => {
    const before = await lastOutboxId();
    await forgotten('1000010010');
    const code = await resetCodeFor(1000010010, before);
    t.clock.advance(RESET_CODE_TTL_SECONDS + 1);
    expect(codesOf(await reset('1000010010', code, 'Copper!Heron35'))).toEqual(['Invalid']);
  });

  it('answers ExistingPass, RecentlyUsedPass and UsernamePass, and 400 for a rule-breaking password', async () => {
    const before = await lastOutboxId();
    await forgotten('1000010011');
    const code = await resetCodeFor(1000010011, before);
    expect(codesOf(await reset('1000010011', code, PASSWORD))).toEqual(['ExistingPass']);
    expect(codesOf(await reset('1000010011', code, 'Ab#1000010011'))).toEqual(['UsernamePass']);
    const weak = await reset('1000010011', code, 'short');
    expect(weak.statusCode).toBe(400);
    expect(errorBody.parse(weak.json()).errorCodes).toEqual(expect.arrayContaining(['length']));
    expect(codesOf(await reset('1000010011', code, 'Copper!Heron35'))).toEqual([]);
    const again = await lastOutboxId();
    await forgotten('1000010011');
    const second = await resetCodeFor(1000010011, again);
    expect(codesOf(await reset('1000010011', second, PASSWORD))).toEqual(['RecentlyUsedPass']);
  });
});

describe('the spec’s public newPassword and public reset paths (§7.28: defined, use not shown)', () => {
  it('answer as the forgotten- and reset-password calls: a code by e-mail, then the new password with it', async () => {
    expect(codesOf(await post('/nui/public/newPassword', { username: 'not a username' }))).toEqual(['Invalid']);
    const before = await lastOutboxId();
    const asked = await post('/nui/public/newPassword', { username: '1000010007' });
    expect(asked.statusCode).toBe(200);
    expect(asked.body).toBe('{"errorCodes":[]}');
    const code = await resetCodeFor(1000010007, before);
    expect(codesOf(await post('/nui/public/reset', { username: '1000010007', guid: 'WRONG-CODE', newPassword: 'Copper!Heron35' }))).toEqual(
      ['Invalid'],
    );
    expect(codesOf(await post('/nui/public/reset', { username: '1000010007', guid: code, newPassword: 'Copper!Heron35' }))).toEqual([]);
    expect((await login(t.app, '1000010007', 'Copper!Heron35')).statusCode).toBe(200);
  });

  it('refuse bad input with 400 and a code, like the calls they stand for', async () => {
    for (const [url, payload, code] of [
      ['/nui/public/newPassword', {}, 'BadRequest'],
      ['/nui/public/newPassword', { username: 7 }, 'BadRequest'],
      ['/nui/public/reset', { username: '1000010007' }, 'BadRequest'],
      ['/nui/public/reset', { username: '1000010007', guid: 'X', newPassword: 'short' }, 'PasswordRules'],
    ] as const) {
      const answer = await post(url, payload);
      expect(answer.statusCode).toBe(400);
      expect(errorBody.parse(answer.json()).code).toBe(code);
    }
  });
});

describe('lockout', () => {
  it('locks after 5 failed logins; a successful reset unlocks', async () => {
    for (let i = 0; i < 4; i++) expect((await login(t.app, '1000010012', 'wrong')).statusCode).toBe(401);
    expect((await login(t.app, '1000010012', 'wrong')).json()).toMatchObject({ code: 'Locked' });
    expect((await login(t.app, '1000010012')).statusCode).toBe(423);
    const before = await lastOutboxId();
    expect(codesOf(await forgotten('1000010012'))).toEqual([]);
    const code = await resetCodeFor(1000010012, before);
    expect(codesOf(await reset('1000010012', code, 'Willow^Brook26'))).toEqual([]);
    expect((await login(t.app, '1000010012', 'Willow^Brook26')).statusCode).toBe(200);
  });

  it('answers Invalid for a wrong current password, then LockedOut at the fifth, ending every session', async () => {
    const cookie = await loginCookie(t.app, '1000010013');
    const other = await loginCookie(t.app, '1000010013');
    for (let i = 0; i < 4; i++) {
      const response = await changePassword(cookie, 'wrong', 'Velvet&Moss62');
      expect(changePasswordResponse.parse(response.json())).toMatchObject({ errorCodes: ['Invalid'], status: 400 });
    }
    const locked = await changePassword(cookie, 'wrong', 'Velvet&Moss62');
    expect(changePasswordResponse.parse(locked.json())).toMatchObject({ errorCodes: ['LockedOut'], status: 423 });
    expect(locked.cookies.find((c) => c.name === 'portal_sid')?.value).toBe('');
    for (const c of [cookie, other]) expect((await get('/nui/public/sessionInfo', c)).statusCode).toBe(401);
    expect((await login(t.app, '1000010013')).statusCode).toBe(423);
  });
});

describe('change password', () => {
  it('changes the password, keeps this login under a new session id, ends the others; ExistingPass, RecentlyUsedPass, UsernamePass', async () => {
    const first = await loginCookie(t.app, 'david.morgan@example.com');
    const other = await loginCookie(t.app, 'david.morgan@example.com');
    const ok = await changePassword(first, PASSWORD, 'Amber*Lantern9');
    expect(changePasswordResponse.parse(ok.json())).toEqual({ errorCodes: [], status: 200, message: changePasswordTexts.success });
    // A re-authentication: the id rotates (ASVS 7.2.4), the old one is gone, this login goes on.
    let cookie = sessionCookie(ok)!;
    expect(cookie).not.toBe(first);
    expect((await get('/nui/public/sessionInfo', first)).statusCode).toBe(401);
    expect((await get('/nui/public/sessionInfo', cookie)).statusCode).toBe(200);
    expect((await get('/nui/public/sessionInfo', other)).statusCode).toBe(401);
    expect(changePasswordResponse.parse((await changePassword(cookie, 'Amber*Lantern9', 'Amber*Lantern9')).json()).errorCodes).toEqual([
      'ExistingPass',
    ]);
    expect(changePasswordResponse.parse((await changePassword(cookie, 'Amber*Lantern9', PASSWORD)).json()).errorCodes).toEqual([
      'RecentlyUsedPass',
    ]);
    expect(changePasswordResponse.parse((await changePassword(cookie, 'Amber*Lantern9', 'X!1david.morgan')).json()).errorCodes).toEqual([
      'UsernamePass',
    ]);
    // Four more changes push the original out of the last five.
    let current = 'Amber*Lantern9';
    for (const next of ['Quartz+Finch48', 'Velvet&Moss62', 'Copper!Heron35', 'Willow^Brook26', 'Marble%Quay84']) {
      const changed = await changePassword(cookie, current, next);
      expect(changePasswordResponse.parse(changed.json()).errorCodes).toEqual([]);
      cookie = sessionCookie(changed)!;
      current = next;
    }
    expect(changePasswordResponse.parse((await changePassword(cookie, current, PASSWORD)).json()).errorCodes).toEqual([]);
    const history = await t.handle.db
      .selectFrom('password_history')
      .innerJoin('users', 'users.user_id', 'password_history.user_id')
      .select('password_history.password_hash')
      .where('users.client_id', '=', 1000010002)
      .execute();
    expect(history).toHaveLength(5);
    expect(history.every((h) => h.password_hash.startsWith('$argon2id$'))).toBe(true);
  });

  it('refuses a rule-breaking password with 400 and the unmet rules, changing nothing', async () => {
    const cookie = await loginCookie(t.app, 'big.client@example.com');
    const response = await changePassword(cookie, PASSWORD, 'qwertyQWERTY1!');
    expect(response.statusCode).toBe(400);
    expect(errorBody.parse(response.json())).toMatchObject({ code: 'PasswordRules', errorCodes: ['noForbiddenWords'] });
    expect((await login(t.app, 'big.client@example.com')).statusCode).toBe(200);
  });

  it('refuses an adviser (403 ReadOnly) and a logged-out caller (401)', async () => {
    const adviser = await loginCookie(t.app, 'demo.adviser@example.com');
    expect((await changePassword(adviser, PASSWORD, 'Amber*Lantern9')).json()).toMatchObject({ code: 'ReadOnly' });
    expect((await post('/nui/nbs/changePassword', { password: PASSWORD, newPassword: 'Amber*Lantern9' })).statusCode).toBe(401);
  });
});

describe('accept terms', () => {
  it('records acceptance for the logged-in client', async () => {
    const cookie = await loginCookie(t.app, 'new.client@example.com');
    expect(userSession.parse((await get('/nui/public/sessionInfo', cookie)).json()).termsAccepted).toBe(false);
    expect((await post('/nui/nbs/acceptTerms', { application: 'OTHER' }, { cookie })).statusCode).toBe(400);
    const response = await post('/nui/nbs/acceptTerms', { application: 'CLIENT_PORTAL' }, { cookie });
    expect(response.statusCode).toBe(200);
    expect(userSession.parse((await get('/nui/public/sessionInfo', cookie)).json()).termsAccepted).toBe(true);
  });
});

describe('sessions', () => {
  it('issues a new session id at login (fixation) and refuses a replayed cookie after logout', async () => {
    const first = await loginCookie(t.app, 'demo.client@example.com');
    const second = sessionCookie(await login(t.app, 'demo.client@example.com', PASSWORD, { cookie: first }));
    expect(second).toBeDefined();
    expect(second).not.toBe(first);
    expect((await get('/nui/public/sessionInfo', first)).statusCode).toBe(401);
    await get('/nui/public/logout', second);
    for (const replay of [
      () => get('/nui/public/sessionInfo', second),
      () => changePassword(second as string, PASSWORD, 'Amber*Lantern9'),
      () => post('/nui/nbs/acceptTerms', { application: 'CLIENT_PORTAL' }, { cookie: second as string }),
    ])
      expect((await replay()).statusCode).toBe(401);
    expect((await get('/nui/public/keepalive', second)).json()).toEqual({});
  });

  it('unknown username and wrong password get the same login answer', async () => {
    const wrong = await login(t.app, 'demo.client@example.com', 'Wrong#Pass1');
    const unknown = await login(t.app, 'nobody@example.com', 'Wrong#Pass1');
    expect(wrong.statusCode).toBe(unknown.statusCode);
    expect(wrong.body).toBe(unknown.body);
  });
});

describe('cross-origin refusal', () => {
  const evil = { origin: 'https://evil.example' };
  it.each([
    ['register', () => register({}, evil)],
    ['forgottenPassword', () => forgotten('demo.client@example.com', evil)],
    ['resetPassword', () => reset('demo.client@example.com', 'AAAA-BBBB-CCCC', 'Amber*Lantern9', evil)],
  ])('refuses %s from another origin', async (_name, call) => {
    const before = await t.handle.db
      .selectFrom('registration_codes')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const response = await call();
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'CrossOrigin' });
    expect(
      await t.handle.db
        .selectFrom('registration_codes')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow(),
    ).toEqual(before);
  });

  it('refuses changePassword and acceptTerms from another origin, changing nothing', async () => {
    const cookie = await loginCookie(t.app, 'new.client@example.com');
    await t.handle.db.updateTable('users').set({ terms_accepted: false }).where('client_id', '=', 1000010004).execute();
    expect((await changePassword(cookie, PASSWORD, 'Amber*Lantern9', { referer: 'https://evil.example/x' })).statusCode).toBe(403);
    expect((await post('/nui/nbs/acceptTerms', { application: 'CLIENT_PORTAL' }, { cookie, ...evil })).statusCode).toBe(403);
    expect((await login(t.app, 'new.client@example.com')).statusCode).toBe(200);
    expect(userSession.parse((await get('/nui/public/sessionInfo', cookie)).json()).termsAccepted).toBe(false);
  });
});

describe('the dev outbox', () => {
  it('is served only when PORTAL_EXPOSE_OUTBOX=1', async () => {
    expect((await get('/nui/public/dev/outbox?to=solo.client@example.com')).statusCode).toBe(404);
    process.env.PORTAL_EXPOSE_OUTBOX = '1';
    const exposed = await createTestApp({}, t.handle).finally(() => delete process.env.PORTAL_EXPOSE_OUTBOX);
    try {
      await forgotten('1000010014');
      const to = await emailOf(1000010014);
      await resetCodeFor(1000010014);
      const response = await exposed.app.inject({
        method: 'GET',
        url: `/nui/public/dev/outbox?to=${encodeURIComponent(to.toUpperCase())}`,
      });
      expect(response.statusCode).toBe(200);
      const { messages } = response.json() as { messages: { to: string; subject: string; body: string }[] };
      expect(messages[0]).toMatchObject({ to, subject: 'Your password reset code' });
      expect(messages.every((m) => m.to === to)).toBe(true);
    } finally {
      await exposed.app.close();
    }
  });
});
