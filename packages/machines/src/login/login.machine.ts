/**
 * The login flow (spec §2 Login, §4 Session, §8 Login and registration): submit only with both
 * fields filled, then route the session — adviser to /adviser, client without accepted terms to
 * /terms, otherwise the saved next path or the client root. Failures become catalogue messages.
 */
import { assign, fromPromise, setup } from 'xstate';
import { isApiError, type UserSession } from '@portal/api/browser';
import { loginErrorMessage, type ErrorMessage } from '@portal/domain';

export interface LoginCredentials {
  username: string;
  password: string;
}

export interface LoginInput {
  /** The path the user asked for before being sent to login; restored after success. */
  nextPath?: string | null;
}

export interface LoginContext {
  nextPath: string | null;
  error: ErrorMessage | null;
  session: UserSession | null;
  /** Where to go once logged in. */
  destination: string | null;
}

export interface LoginOutput {
  session: UserSession | null;
  destination: string | null;
}

export type LoginEvent =
  | { type: 'login.submit'; username: string; password: string }
  | { type: 'login.dismissError' };

export const CLIENT_ROOT = '/client';
export const ADVISER_ROOT = '/adviser';
export const TERMS_PATH = '/terms';

/** Only same-app client paths may be restored after login; anything else goes to the client root. */
export function safeNextPath(nextPath: string | null | undefined): string | null {
  if (!nextPath) return null;
  if (!nextPath.startsWith('/client')) return null;
  if (nextPath.startsWith('//') || nextPath.includes('\\')) return null;
  return nextPath;
}

export function destinationFor(session: UserSession, nextPath: string | null): string {
  if (session.adviserId !== null && session.id === null) return ADVISER_ROOT;
  if (!session.termsAccepted) return TERMS_PATH;
  return safeNextPath(nextPath) ?? CLIENT_ROOT;
}

export function toLoginError(error: unknown): ErrorMessage {
  if (isApiError(error)) {
    if (error.kind === 'network') return loginErrorMessage({ kind: 'network' });
    if (error.kind === 'invalid-response') return loginErrorMessage({ kind: 'unexpected' });
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
  },
  guards: {
    hasCredentials: ({ event }) =>
      event.type === 'login.submit' && event.username.trim().length > 0 && event.password.length > 0,
  },
}).createMachine({
  id: 'login',
  context: ({ input }) => ({ nextPath: input.nextPath ?? null, error: null, session: null, destination: null }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'login.submit': { guard: 'hasCredentials', target: 'submitting' },
        'login.dismissError': { actions: assign({ error: null }) },
      },
    },
    submitting: {
      entry: assign({ error: null }),
      invoke: {
        src: 'authenticate',
        input: ({ event }) => {
          const e = event as Extract<LoginEvent, { type: 'login.submit' }>;
          return { username: e.username.trim(), password: e.password };
        },
        onDone: {
          target: 'loggedIn',
          actions: assign({
            session: ({ event }) => event.output,
            destination: ({ event, context }) => destinationFor(event.output, context.nextPath),
          }),
        },
        onError: { target: 'idle', actions: assign({ error: ({ event }) => toLoginError(event.error) }) },
      },
    },
    loggedIn: { type: 'final' },
  },
  output: ({ context }) => ({ session: context.session, destination: context.destination }),
});
