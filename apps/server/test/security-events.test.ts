/** Hardening (issue 14, item 8): security events are structured log lines with an `event` name. */
import { Writable } from 'node:stream';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import { defaultConfig } from '../src/config.ts';
import type { DatabaseHandle } from '../src/db/index.ts';
import { PASSWORD, login, loginCookie, openTestDatabase, sameOriginByDefault, sessionCookie } from './helpers.ts';

const lines: Record<string, unknown>[] = [];
let handle: DatabaseHandle;
let app: FastifyInstance;
beforeAll(async () => {
  handle = await openTestDatabase();
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  app = await buildApp({ db: handle.db, config: defaultConfig(), logger: { level: 'info', stream } });
  await app.ready();
  sameOriginByDefault(app);
});
afterAll(async () => {
  await app?.close();
  await handle?.close();
});

const events = () => lines.filter((l) => l.security === true);

it('logs login success, failure and lockout, impersonation start and stop, a 403 and a reset request — no secrets', async () => {
  await loginCookie(app, 'demo.client@example.com');
  for (let i = 0; i < 5; i++) await login(app, '1000010007', 'Wrong#Pass1');
  const own = await loginCookie(app, 'demo.adviser@example.com');
  const viewing = sessionCookie(await app.inject({ method: 'GET', url: '/nui/nbs/impersonateUser/1000010001', headers: { cookie: own } }));
  const back = sessionCookie(await app.inject({ method: 'GET', url: '/nui/nbs/stopImpersonation', headers: { cookie: viewing! } }));
  await app.inject({ method: 'GET', url: '/nui/nbs/clients/1000010003', headers: { cookie: back! } });
  await app.inject({
    method: 'POST',
    url: '/nui/public/forgottenPassword',
    headers: { 'content-type': 'application/json' },
    payload: { username: '1000010008' },
  });
  const names = events().map((e) => e.event);
  for (const name of [
    'login.success',
    'login.failure',
    'login.locked',
    'impersonation.start',
    'impersonation.stop',
    'access.forbidden',
    'password.reset_requested',
  ])
    expect(names).toContain(name);
  const start = events().find((e) => e.event === 'impersonation.start');
  expect(start).toMatchObject({ clientId: 1000010001, address: '127.0.0.1', adviserId: expect.any(Number) });
  expect(JSON.stringify(events())).not.toContain(PASSWORD);
  expect(JSON.stringify(events())).not.toContain('Wrong#Pass1');
});

it('keeps codes and typed usernames out of the log: page queries, CSP reports, failed logins (review M7, L8)', async () => {
  const before = lines.length;
  await app.inject({ method: 'GET', url: '/register?pin=REG-7391' });
  await app.inject({ method: 'GET', url: '/nui/public/keepalive?pin=REG-7392' });
  await app.inject({
    method: 'POST',
    url: '/nui/public/cspReport',
    headers: { 'content-type': 'application/csp-report' },
    payload: JSON.stringify({
      'csp-report': { 'document-uri': 'https://portal.example/reset?pin=REG-7393', 'violated-directive': 'img-src' },
    }),
  });
  await login(app, 'typed.name.7394@example.com', 'Wrong#Pass1');
  const logged = JSON.stringify(lines.slice(before));
  expect(logged).toContain('/register');
  expect(logged).toContain('https://portal.example/reset');
  for (const secret of ['REG-7391', 'REG-7392', 'REG-7393', 'typed.name.7394']) expect(logged).not.toContain(secret);
  expect(lines.slice(before).find((l) => l.event === 'login.failure')).toMatchObject({ usernameHash: expect.any(String) });
});

it('logs a signed-in refusal that answers 404, registrations and password changes — no codes or passwords (review L8)', async () => {
  const before = lines.length;
  const solo = await loginCookie(app, 'solo.client@example.com');
  const doc = await handle.db
    .selectFrom('correspondences')
    .select('document_id')
    .where('client_id', '=', 1000010001)
    .executeTakeFirstOrThrow();
  expect(
    (await app.inject({ method: 'GET', url: `/nui/nsbs/correspondence/${doc.document_id}`, headers: { cookie: solo } })).statusCode,
  ).toBe(404);
  await app.inject({ method: 'GET', url: '/nui/no-such-route', headers: { cookie: solo } });
  const json = { 'content-type': 'application/json' };
  await app.inject({
    method: 'POST',
    url: '/nui/public/register',
    headers: json,
    payload: { username: '1000099999', password: 'REG-7395', newPassword: 'Marble%Quay84', termsAccepted: true, app: 'CLIENT_PORTAL' },
  });
  await app.inject({
    method: 'POST',
    url: '/nui/nbs/changePassword',
    headers: { ...json, cookie: solo },
    payload: { password: 'Wrong#Pass7396', newPassword: 'Amber*Lantern9' },
  });
  await app.inject({
    method: 'POST',
    url: '/nui/nbs/changePassword',
    headers: { ...json, cookie: solo },
    payload: { password: PASSWORD, newPassword: 'Amber*Lantern9' },
  });
  const logged = lines.slice(before).filter((l) => l.security === true);
  expect(logged.filter((l) => l.event === 'access.not_found')).toEqual([
    expect.objectContaining({ route: '/nui/nsbs/correspondence/:documentId', userId: expect.any(Number) }),
  ]);
  expect(logged.find((l) => l.event === 'register.failed')).toMatchObject({ username: '1000099999', errorCodes: ['Invalid'] });
  expect(logged.find((l) => l.event === 'password.change_failed')).toMatchObject({ errorCodes: ['Invalid'], lockedOut: false });
  expect(logged.find((l) => l.event === 'password.changed')).toMatchObject({ userId: expect.any(Number) });
  for (const secret of ['REG-7395', 'Marble%Quay84', 'Wrong#Pass7396', 'Amber*Lantern9'])
    expect(JSON.stringify(logged)).not.toContain(secret);
});
