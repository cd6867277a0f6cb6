/**
 * The login flow (spec §2 Login, §4 Session, §8 Login and registration): submit only with both
 * fields filled, then say where the session belongs — the adviser's selection, the new terms, or the
 * client portal (with the path asked for before login) — as a semantic outcome the app maps to a
 * route through its paths module. Failures become catalogue messages.
 */
import { assign, fromPromise, setup } from 'xstate';
import { isApiError, type UserSession } from '@portal/api/browser';
import { loginErrorMessage, type ErrorMessage } from '@portal/domain';
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

export interface LoginContext {
  nextPath: string | null;
  error: ErrorMessage | null;
  session: UserSession | null;
  /** Where the session belongs once logged in. */
  destination: SignInDestination | null;
}

export interface LoginOutput {
  session: UserSession | null;
  destination: SignInDestination | null;
}

export type LoginEvent = { type: 'login.submit'; username: string; password: string } | { type: 'login.dismissError' };

export function toLoginError(error: unknown): ErrorMessage {
  if (isApiError(error)) {
    if (error.kind === 'invalid-response') return loginErrorMessage({ kind: 'unexpected' });
    // A network failure has no status or code, so it reads as the failed-request message like any unknown answer.
    // Stryker disable next-line StringLiteral: loginErrorMessage tells only 'unexpected' and 'network' apart from the rest
    return loginErrorMessage({ kind: 'http', status: error.status, code: error.code });
  }
  return loginErrorMessage({ kind: 'unexpected' });
}

export const loginMachine = setup({
  // Stryker disable next-line ObjectLiteral: type parameters only, XState ignores the value at run time
  types: {
    context: {} as LoginContext,
    events: {} as LoginEvent,
    input: {} as LoginInput,
    output: {} as LoginOutput,
  },
  actors: {
    authenticate: fromPromise<UserSession, LoginCredentials>(async () => {
      // Stryker disable next-line StringLiteral: a message for the developer who forgot to provide the actor
      throw new Error('authenticate actor must be provided');
    }),
  },
  guards: {
    // Stryker disable next-line ConditionalExpression: the guard is only used on login.submit; the type test narrows the event
    hasCredentials: ({ event }) => event.type === 'login.submit' && event.username.trim().length > 0 && event.password.length > 0,
  },
}).createMachine({
  // Stryker disable next-line StringLiteral: the machine's name in the inspector; no transition targets it by id
  id: 'login',
  context: ({ input }) => ({ nextPath: input.nextPath ?? null, error: null, session: null, destination: null }),
  // Stryker disable next-line StringLiteral: XState starts in the first state when initial is empty, and this is the first
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
