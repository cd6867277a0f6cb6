/**
 * The login flow (spec §2 Login, §4 Session, §8 Login and registration): submit only with both
 * fields filled, then say where the session belongs — the adviser's selection, the new terms, or the
 * client portal (with the path asked for before login) — as a semantic outcome the app maps to a
 * route through its paths module. Failures become catalogue messages.
 */
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { isApiError, type UserSession } from '@portal/api/browser';
import { loginErrorMessage, secondFactorErrorMessage, type ErrorMessage } from '@portal/domain';
import { destinationFor, type SignInDestination } from './destination.ts';

// In its own module (no XState) so a page can decide where a session goes without loading the machine.
export { destinationFor, type SignInDestination } from './destination.ts';

export interface LoginCredentials {
  username: string;
  password: string;
}

export interface LoginInput {
  /** The path the user asked for before being sent to login; restored after success. */
  nextPath?: string | null;
}

/** The second step's ways in (issue 30): a passkey, an authenticator app's code, a recovery code. */
export type SecondFactorMethod = 'passkey' | 'totp' | 'recovery';

export interface LoginContext {
  nextPath: string | null;
  /** After a right password, the factors the user can confirm with (empty until then). */
  methods: SecondFactorMethod[];
  /** The code the second step asks for, once chosen. */
  codeMethod: 'totp' | 'recovery' | null;
  error: ErrorMessage | null;
  session: UserSession | null;
  /** Where the session belongs once logged in. */
  destination: SignInDestination | null;
}

export interface LoginOutput {
  session: UserSession | null;
  destination: SignInDestination | null;
}

export type LoginEvent =
  | { type: 'login.submit'; username: string; password: string }
  | { type: 'login.dismissError' }
  /** 'Log in with a passkey' (the browser asks which one), or the second step's passkey. */
  | { type: 'login.passkey' }
  /** A passkey the user picked from the username field's suggestions (conditional UI): its assertion. */
  | { type: 'login.passkeyChosen'; response: unknown }
  /** The second step: enter an app code or a recovery code. */
  | { type: 'login.chooseCode'; method: 'totp' | 'recovery' }
  | { type: 'login.code'; code: string }
  /** Back to the password (the pending login is left). */
  | { type: 'login.cancel' };

export interface PasskeySignInInput {
  /** The assertion already made (conditional UI); absent: ask the browser now. */
  response?: unknown;
}

/** A passkey or code failure as a message: a refusal the user can act on, else the login's own. */
function toSecondFactorError(error: unknown, refused: 'passkeyFailed' | 'wrongCode'): ErrorMessage {
  if (isApiError(error) && error.kind === 'http') {
    if (error.status === 423) return secondFactorErrorMessage('tooManyCodes');
    if (error.status === 400 || error.status === 401) return secondFactorErrorMessage(refused);
  }
  // The browser's own refusal (the user closed the dialog, no passkey): the passkey was not used.
  if (!isApiError(error) && refused === 'passkeyFailed') return secondFactorErrorMessage('passkeyFailed');
  return toLoginError(error);
}

export function toLoginError(error: unknown): ErrorMessage {
  if (isApiError(error)) {
    if (error.kind === 'invalid-response') return loginErrorMessage({ kind: 'unexpected' });
    // A network failure has no status or code, so it reads as the failed-request message like any unknown answer.
    return loginErrorMessage({ kind: 'http', status: error.status, code: error.code });
  }
  return loginErrorMessage({ kind: 'unexpected' });
}

export const loginMachine = setup({
  types: {
    context: {} as LoginContext,
    events: {} as LoginEvent,
    input: {} as LoginInput,
    output: {} as LoginOutput,
  },
  actors: {
    authenticate: fromPromise<UserSession, LoginCredentials>(async () => {
      throw new Error('authenticate actor must be provided');
    }),
    passkeySignIn: fromPromise<UserSession, PasskeySignInInput>(async () => {
      throw new Error('passkeySignIn actor must be provided');
    }),
    verifyCode: fromPromise<UserSession, { method: 'totp' | 'recovery'; code: string }>(async () => {
      throw new Error('verifyCode actor must be provided');
    }),
  },
  actions: {
    signedIn: assign(({ context }, session: UserSession) => ({ session, destination: destinationFor(session, context.nextPath) })),
  },
  guards: {
    hasCredentials: ({ event }) => {
      assertEvent(event, 'login.submit');
      return event.username.trim().length > 0 && event.password.length > 0;
    },
    hasCode: ({ event }) => {
      assertEvent(event, 'login.code');
      return event.code.replace(/\s/g, '').length > 0;
    },
  },
}).createMachine({
  id: 'login',
  context: ({ input }) => ({
    nextPath: input.nextPath ?? null,
    methods: [],
    codeMethod: null,
    error: null,
    session: null,
    destination: null,
  }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'login.submit': { guard: 'hasCredentials', target: 'submitting' },
        'login.dismissError': { actions: assign({ error: null }) },
        'login.passkey': { target: 'passkey' },
        'login.passkeyChosen': { target: 'passkey' },
      },
    },
    // A passkey alone signs in (issue 30): asked for now, or already chosen from the username field.
    passkey: {
      entry: assign({ error: null }),
      invoke: {
        src: 'passkeySignIn',
        input: ({ event }) => (event.type === 'login.passkeyChosen' ? { response: event.response } : {}),
        onDone: { target: 'loggedIn', actions: { type: 'signedIn', params: ({ event }) => event.output } },
        onError: { target: 'idle', actions: assign({ error: ({ event }) => toSecondFactorError(event.error, 'passkeyFailed') }) },
      },
    },
    submitting: {
      entry: assign({ error: null }),
      invoke: {
        src: 'authenticate',
        input: ({ event }) => {
          assertEvent(event, 'login.submit');
          return { username: event.username.trim(), password: event.password };
        },
        onDone: [
          {
            // The password was right and the user holds a second factor: that step comes first.
            guard: ({ event }) => event.output.mfa?.status === 'verify',
            target: 'secondFactor',
            actions: assign({ methods: ({ event }) => event.output.mfa?.methods ?? [] }),
          },
          { target: 'loggedIn', actions: { type: 'signedIn', params: ({ event }) => event.output } },
        ],
        onError: { target: 'idle', actions: assign({ error: ({ event }) => toLoginError(event.error) }) },
      },
    },
    secondFactor: {
      initial: 'choosing',
      on: { 'login.cancel': { target: 'idle', actions: assign({ methods: [], codeMethod: null, error: null }) } },
      states: {
        choosing: {
          on: {
            'login.passkey': { target: 'passkey' },
            'login.chooseCode': { target: 'code', actions: assign({ codeMethod: ({ event }) => event.method, error: null }) },
            'login.dismissError': { actions: assign({ error: null }) },
          },
        },
        passkey: {
          entry: assign({ error: null }),
          invoke: {
            src: 'passkeySignIn',
            input: () => ({}),
            onDone: { target: '#login.loggedIn', actions: { type: 'signedIn', params: ({ event }) => event.output } },
            onError: { target: 'choosing', actions: assign({ error: ({ event }) => toSecondFactorError(event.error, 'passkeyFailed') }) },
          },
        },
        code: {
          on: {
            'login.code': { guard: 'hasCode', target: 'verifying' },
            'login.chooseCode': { actions: assign({ codeMethod: ({ event }) => event.method, error: null }) },
            'login.passkey': { target: 'passkey' },
            'login.dismissError': { actions: assign({ error: null }) },
          },
        },
        verifying: {
          entry: assign({ error: null }),
          invoke: {
            src: 'verifyCode',
            input: ({ event, context }) => {
              assertEvent(event, 'login.code');
              return { method: context.codeMethod ?? 'totp', code: event.code.replace(/\s/g, '') };
            },
            onDone: { target: '#login.loggedIn', actions: { type: 'signedIn', params: ({ event }) => event.output } },
            onError: { target: 'code', actions: assign({ error: ({ event }) => toSecondFactorError(event.error, 'wrongCode') }) },
          },
        },
      },
    },
    loggedIn: { type: 'final' },
  },
  output: ({ context }) => ({ session: context.session, destination: context.destination }),
});
