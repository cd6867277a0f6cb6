/**
 * Adviser impersonation (spec §4): choosing a client starts it, 'Switch client' stops it. Client
 * switch states are idle, loading and error; every success hands the NEW user session (the server
 * rotates the session id each time) to the app through the `sessionChanged` action, which the app
 * provides to store it and navigate (to /client after a start, to /adviser after a stop).
 */
import { assign, fromPromise, setup } from 'xstate';
import type { UserSession } from '@portal/api/browser';
import { adviserTexts, navigationTexts } from '@portal/domain';

export type ImpersonationKind = 'start' | 'stop';

export interface ImpersonationContext {
  /** What the call in flight (or the failed one) was doing. */
  kind: ImpersonationKind | null;
  /** The catalogue text of the last failure; null otherwise. */
  error: string | null;
}

export type ImpersonationEvent = { type: 'impersonation.start'; clientId: number } | { type: 'impersonation.stop' };

export const impersonationMachine = setup({
  types: {
    context: {} as ImpersonationContext,
    events: {} as ImpersonationEvent,
  },
  actors: {
    /** GET /nui/nbs/impersonateUser/{clientId}. */
    startImpersonation: fromPromise<UserSession, { clientId: number }>(async () => {
      throw new Error('startImpersonation actor must be provided');
    }),
    /** GET /nui/nbs/stopImpersonation. */
    stopImpersonation: fromPromise<UserSession, void>(async () => {
      throw new Error('stopImpersonation actor must be provided');
    }),
  },
  actions: {
    /** Provided by the app: store the new session and go where it belongs. */
    sessionChanged: (_, _params: { session: UserSession; kind: ImpersonationKind }) => {},
    clearError: assign({ error: null }),
    showError: assign(({ context }) => ({
      error: context.kind === 'stop' ? navigationTexts.switchClientError : adviserTexts.fetchFailed,
    })),
  },
}).createMachine({
  id: 'impersonation',
  context: { kind: null, error: null },
  initial: 'idle',
  // While a call is in flight neither event is handled: a double press does nothing.
  states: {
    idle: {
      on: {
        'impersonation.start': 'starting',
        'impersonation.stop': 'stopping',
      },
    },
    starting: {
      tags: ['loading'],
      entry: [assign({ kind: 'start' as const }), 'clearError'],
      invoke: {
        id: 'startImpersonation',
        src: 'startImpersonation',
        // Only impersonation.start enters this state.
        input: ({ event }) => ({ clientId: (event as Extract<ImpersonationEvent, { type: 'impersonation.start' }>).clientId }),
        onDone: {
          target: 'idle',
          actions: { type: 'sessionChanged', params: ({ event }) => ({ session: event.output, kind: 'start' as const }) },
        },
        onError: { target: 'error', actions: 'showError' },
      },
    },
    stopping: {
      tags: ['loading'],
      entry: [assign({ kind: 'stop' as const }), 'clearError'],
      invoke: {
        id: 'stopImpersonation',
        src: 'stopImpersonation',
        onDone: {
          target: 'idle',
          actions: { type: 'sessionChanged', params: ({ event }) => ({ session: event.output, kind: 'stop' as const }) },
        },
        onError: { target: 'error', actions: 'showError' },
      },
    },
    error: {
      on: {
        'impersonation.start': 'starting',
        'impersonation.stop': 'stopping',
      },
    },
  },
});

/** Selectors for components (defined once, outside them). */
export const impersonationSelectors = {
  isLoading: (snapshot: { hasTag(tag: 'loading'): boolean }) => snapshot.hasTag('loading'),
  isStopping: (snapshot: { matches(state: 'stopping'): boolean }) => snapshot.matches('stopping'),
  error: (snapshot: { context: ImpersonationContext }) => snapshot.context.error,
  errorKind: (snapshot: { context: ImpersonationContext }) => (snapshot.context.error ? snapshot.context.kind : null),
};
