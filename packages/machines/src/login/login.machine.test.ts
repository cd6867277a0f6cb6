import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiError, type UserSession } from '@portal/api';
import { loginErrorMessage, mfaTexts } from '@portal/domain';
import { destinationFor, loginMachine } from './login.machine.ts';

const clientSession: UserSession = {
  id: 1000010001,
  username: 'demo.client@example.com',
  termsAccepted: true,
  roles: ['sonata-client-transaction'],
  lastLogin: '2026-11-01T10:00:00Z',
  isLoggedIn: true,
  currentUser: { forename: 'Ada', surname: 'Lovelace', clientId: 1000010001 },
  userLocationId: 40000012,
  adviserId: null,
  isReadOnly: false,
};

function run(authenticate: (input: { username: string; password: string }) => Promise<UserSession>, nextPath: string | null = null) {
  const calls: Array<{ username: string; password: string }> = [];
  const machine = loginMachine.provide({
    actors: {
      authenticate: fromPromise(async ({ input }: { input: { username: string; password: string } }) => {
        calls.push(input);
        return authenticate(input);
      }),
    },
  });
  const actor = createActor(machine, { input: { nextPath } }).start();
  return { actor, calls };
}

describe('login machine', () => {
  it('does not submit with an empty username or password', () => {
    const { actor, calls } = run(async () => clientSession);
    actor.send({ type: 'login.submit', username: '  ', password: 'x' });
    actor.send({ type: 'login.submit', username: 'a', password: '' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(calls).toEqual([]);
  });

  it('trims the username and sends the client to the client portal on success', async () => {
    const { actor, calls } = run(async () => clientSession);
    actor.send({ type: 'login.submit', username: ' demo.client@example.com ', password: 'Harbour#Kite7' });
    const snap = await waitFor(actor, (s) => s.status === 'done');
    expect(calls[0]?.username).toBe('demo.client@example.com');
    expect(snap.output).toEqual({ session: clientSession, destination: { type: 'client', nextPath: null } });
  });

  it('hands the saved next path on with the client outcome (the app checks it against its routes)', async () => {
    const { actor } = run(async () => clientSession, '/client/home?x=1');
    actor.send({ type: 'login.submit', username: 'a', password: 'b' });
    const snap = await waitFor(actor, (s) => s.status === 'done');
    expect(snap.output?.destination).toEqual({ type: 'client', nextPath: '/client/home?x=1' });
  });

  it('sends a client without accepted terms to the terms page', async () => {
    const { actor } = run(async () => ({ ...clientSession, termsAccepted: false }), '/client/home');
    actor.send({ type: 'login.submit', username: 'a', password: 'b' });
    const snap = await waitFor(actor, (s) => s.status === 'done');
    expect(snap.output?.destination).toEqual({ type: 'terms' });
  });

  it('sends an adviser to the adviser selection', () => {
    expect(destinationFor({ ...clientSession, id: null, adviserId: 100000101, roles: ['sonata-agent'] }, '/client/home')).toEqual({
      type: 'adviser',
    });
  });

  it('sends an adviser or support agent without a second factor to the enrolment first (issue 30)', () => {
    const agent = { ...clientSession, id: null, adviserId: 100000101, roles: ['sonata-agent'] };
    expect(destinationFor({ ...agent, mfa: { status: 'enrol', methods: [], required: true, offer: false } }, '/client/home')).toEqual({
      type: 'enrol',
    });
    expect(destinationFor({ ...agent, mfa: { status: 'done', methods: ['passkey'], required: true, offer: false } }, null)).toEqual({
      type: 'adviser',
    });
  });

  it('offers a client without two-step login the offer first, after the terms, keeping where they were going (issue 30)', () => {
    const offered = { ...clientSession, mfa: { status: 'done' as const, methods: [], required: false, offer: true } };
    expect(destinationFor(offered, '/client/news')).toEqual({ type: 'offer', nextPath: '/client/news' });
    expect(destinationFor({ ...offered, termsAccepted: false }, null)).toEqual({ type: 'terms' });
    expect(destinationFor({ ...offered, mfa: { ...offered.mfa, offer: false } }, null)).toEqual({ type: 'client', nextPath: null });
  });

  it('treats an empty next path as none', () => {
    expect(destinationFor(clientSession, '')).toEqual({ type: 'client', nextPath: null });
  });

  it('sends a support user to the support console (not the client portal)', () => {
    expect(destinationFor({ ...clientSession, id: null, adviserId: null, roles: ['support-agent'] }, '/client/home')).toEqual({
      type: 'support',
    });
  });

  const failures: Array<[string, ApiError | Error, ReturnType<typeof loginErrorMessage>]> = [
    [
      '401 IncorrectCredentials',
      new ApiError({ kind: 'http', status: 401, statusText: 'Unauthorized', code: 'IncorrectCredentials' }),
      loginErrorMessage({ kind: 'http', status: 401, code: 'IncorrectCredentials' }),
    ],
    [
      '403 NotClient',
      new ApiError({ kind: 'http', status: 403, statusText: 'Forbidden', code: 'NotClient' }),
      loginErrorMessage({ kind: 'http', status: 403, code: 'NotClient' }),
    ],
    [
      '423 Locked',
      new ApiError({ kind: 'http', status: 423, statusText: 'Locked', code: 'Locked' }),
      loginErrorMessage({ kind: 'http', status: 423, code: 'Locked' }),
    ],
    ['network', new ApiError({ kind: 'network' }), loginErrorMessage({ kind: 'network' })],
    ['unexpected', new Error('boom'), loginErrorMessage({ kind: 'unexpected' })],
  ];

  for (const [name, error, expected] of failures) {
    it(`maps ${name} to the catalogue message and returns to idle`, async () => {
      const { actor } = run(async () => {
        throw error;
      });
      actor.send({ type: 'login.submit', username: 'a', password: 'b' });
      const snap = await waitFor(actor, (s) => s.matches('idle') && s.context.error !== null);
      expect(snap.context.error?.text).toBe(expected.text);
      expect(snap.context.error?.link).toEqual(expected.link);
    });
  }

  it('shows a four-digit error code for 500 and above', async () => {
    const { actor } = run(async () => {
      throw new ApiError({ kind: 'http', status: 503, statusText: 'Service Unavailable' });
    });
    actor.send({ type: 'login.submit', username: 'a', password: 'b' });
    const snap = await waitFor(actor, (s) => s.context.error !== null);
    expect(snap.context.error?.errorCode).toMatch(/^\d{4}$/);
  });

  it('an impersonating or client session with an adviser goes to the client portal, not the adviser selection', () => {
    expect(destinationFor({ ...clientSession, adviserId: 100000101 }, '/client/documents')).toEqual({
      type: 'client',
      nextPath: '/client/documents',
    });
    expect(destinationFor({ ...clientSession, id: null }, null)).toEqual({ type: 'client', nextPath: null });
  });

  it('dismissing the error clears it; a new submit clears it too and sends the trimmed username', async () => {
    let fail = true;
    const { actor, calls } = run(async () => {
      if (fail) throw new ApiError({ kind: 'network' });
      return clientSession;
    }, '/client/documents');
    expect(actor.getSnapshot().context).toEqual({
      nextPath: '/client/documents',
      methods: [],
      codeMethod: null,
      error: null,
      session: null,
      destination: null,
    });
    actor.send({ type: 'login.submit', username: ' a ', password: ' b ' });
    await waitFor(actor, (s) => s.context.error !== null);
    actor.send({ type: 'login.dismissError' });
    expect(actor.getSnapshot().context.error).toBeNull();
    actor.send({ type: 'login.submit', username: 'a', password: 'b' });
    await waitFor(actor, (s) => s.context.error !== null);
    fail = false;
    actor.send({ type: 'login.submit', username: ' a', password: 'b' });
    expect(actor.getSnapshot().context.error).toBeNull();
    const snap = await waitFor(actor, (s) => s.status === 'done');
    expect(calls).toEqual([
      { username: 'a', password: ' b ' },
      { username: 'a', password: 'b' },
      { username: 'a', password: 'b' },
    ]);
    expect(snap.output).toEqual({ session: clientSession, destination: { type: 'client', nextPath: '/client/documents' } });
  });

  it('an invalid response is an unexpected error; without a provided call the login fails the same way', async () => {
    const { actor } = run(async () => {
      throw new ApiError({ kind: 'invalid-response' } as ConstructorParameters<typeof ApiError>[0]);
    });
    actor.send({ type: 'login.submit', username: 'a', password: 'b' });
    const snap = await waitFor(actor, (s) => s.context.error !== null);
    expect(snap.context.error?.text).toBe(loginErrorMessage({ kind: 'unexpected' }).text);
    const bare = createActor(loginMachine, { input: {} }).start();
    expect(bare.getSnapshot().context.nextPath).toBeNull();
    bare.send({ type: 'login.submit', username: 'a', password: 'b' });
    const failed = await waitFor(bare, (s) => s.context.error !== null);
    expect(failed.context.error?.text).toBe(loginErrorMessage({ kind: 'unexpected' }).text);
  });

  describe('passkeys and the second step (issue 30)', () => {
    const pending: UserSession = {
      ...clientSession,
      currentUser: { forename: '', surname: '', clientId: 1000010001 },
      mfa: { status: 'verify', methods: ['passkey', 'totp', 'recovery'], required: false, offer: false },
    };
    const done: UserSession = {
      ...clientSession,
      mfa: { status: 'done', methods: ['passkey', 'totp', 'recovery'], required: false, offer: false },
    };

    function runMfa(options: {
      authenticate?: () => Promise<UserSession>;
      passkey?: (input: { response?: unknown }) => Promise<UserSession>;
      code?: (input: { method: string; code: string }) => Promise<UserSession>;
    }) {
      const passkeyCalls: Array<{ response?: unknown }> = [];
      const codeCalls: Array<{ method: string; code: string }> = [];
      const machine = loginMachine.provide({
        actors: {
          authenticate: fromPromise(async () => (options.authenticate ?? (async () => pending))()),
          passkeySignIn: fromPromise(async ({ input }: { input: { response?: unknown } }) => {
            passkeyCalls.push(input);
            return (options.passkey ?? (async () => done))(input);
          }),
          verifyCode: fromPromise(async ({ input }: { input: { method: 'totp' | 'recovery'; code: string } }) => {
            codeCalls.push(input);
            return (options.code ?? (async () => done))(input);
          }),
        },
      });
      return { actor: createActor(machine, { input: { nextPath: '/client/documents' } }).start(), passkeyCalls, codeCalls };
    }

    it('a passkey alone signs in: the button asks the browser, no password is sent', async () => {
      const { actor, passkeyCalls } = runMfa({});
      actor.send({ type: 'login.passkey' });
      expect(actor.getSnapshot().value).toBe('passkey');
      const snap = await waitFor(actor, (s) => s.status === 'done');
      expect(passkeyCalls).toEqual([{}]);
      expect(snap.output).toEqual({ session: done, destination: { type: 'client', nextPath: '/client/documents' } });
    });

    it('a passkey chosen from the username field signs in with its assertion', async () => {
      const { actor, passkeyCalls } = runMfa({});
      actor.send({ type: 'login.passkeyChosen', response: { id: 'abc' } });
      await waitFor(actor, (s) => s.status === 'done');
      expect(passkeyCalls).toEqual([{ response: { id: 'abc' } }]);
    });

    it('a refused or cancelled passkey returns to the form with the passkey message', async () => {
      const { actor } = runMfa({
        passkey: async () => {
          throw new DOMException('The operation either timed out or was not allowed.', 'NotAllowedError');
        },
      });
      actor.send({ type: 'login.passkey' });
      const snap = await waitFor(actor, (s) => s.matches('idle') && s.context.error !== null);
      expect(snap.context.error?.text).toBe(mfaTexts.passkeyFailed);
    });

    it('after a right password a user with a second factor is asked for it; a wrong code says so, the right one signs in', async () => {
      let right = false;
      const { actor, codeCalls } = runMfa({
        code: async () => {
          if (!right) throw new ApiError({ kind: 'http', status: 400, statusText: 'Bad Request', code: 'Invalid' });
          return done;
        },
      });
      actor.send({ type: 'login.submit', username: 'a', password: 'b' });
      const asked = await waitFor(actor, (s) => s.matches({ secondFactor: 'choosing' }));
      expect(asked.context.methods).toEqual(['passkey', 'totp', 'recovery']);
      actor.send({ type: 'login.code', code: '123456' });
      expect(actor.getSnapshot().matches({ secondFactor: 'choosing' })).toBe(true);
      actor.send({ type: 'login.chooseCode', method: 'totp' });
      actor.send({ type: 'login.code', code: '   ' });
      expect(codeCalls).toEqual([]);
      actor.send({ type: 'login.code', code: '123 456' });
      const wrong = await waitFor(actor, (s) => s.matches({ secondFactor: 'code' }) && s.context.error !== null);
      expect(wrong.context.error?.text).toBe(mfaTexts.wrongCode);
      right = true;
      actor.send({ type: 'login.chooseCode', method: 'recovery' });
      actor.send({ type: 'login.code', code: 'ABCD-EFGH-JKMN-PQRS' });
      const snap = await waitFor(actor, (s) => s.status === 'done');
      expect(codeCalls).toEqual([
        { method: 'totp', code: '123456' },
        { method: 'recovery', code: 'ABCD-EFGH-JKMN-PQRS' },
      ]);
      expect(snap.output?.session).toEqual(done);
    });

    it('too many wrong codes is its own message; the passkey is a way out of the code step; cancel goes back', async () => {
      const { actor } = runMfa({
        code: async () => {
          throw new ApiError({ kind: 'http', status: 423, statusText: 'Locked', code: 'Locked' });
        },
        passkey: async () => {
          throw new ApiError({ kind: 'http', status: 401, statusText: 'Unauthorized', code: 'IncorrectCredentials' });
        },
      });
      actor.send({ type: 'login.submit', username: 'a', password: 'b' });
      await waitFor(actor, (s) => s.matches('secondFactor'));
      actor.send({ type: 'login.chooseCode', method: 'totp' });
      actor.send({ type: 'login.code', code: '123456' });
      const locked = await waitFor(actor, (s) => s.context.error !== null);
      expect(locked.context.error?.text).toBe(mfaTexts.tooManyCodes);
      actor.send({ type: 'login.passkey' });
      const refused = await waitFor(actor, (s) => s.matches({ secondFactor: 'choosing' }) && s.context.error !== null);
      expect(refused.context.error?.text).toBe(mfaTexts.passkeyFailed);
      actor.send({ type: 'login.cancel' });
      expect(actor.getSnapshot().value).toBe('idle');
      expect(actor.getSnapshot().context).toMatchObject({ methods: [], codeMethod: null, error: null });
    });
  });
});
