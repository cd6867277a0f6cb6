/**
 * The inactivity timer of spec §4 and §9: a check every 10 s; 13 minutes without activity shows
 * the warning, 14 minutes logs out. Activity (load, click, keypress) resets the timer and, at most
 * once per 30 s, pings keepalive; a keepalive answer without a username means the server session
 * has ended. Print mode (input `disabled`) runs none of it.
 */
import { and, assign, fromPromise, setup, stateIn } from 'xstate';
import type { KeepaliveResponse } from '@portal/api/browser';
import {
  generalTexts,
  INACTIVITY_CHECK_INTERVAL_MS,
  INACTIVITY_LOGOUT_AFTER_MS,
  INACTIVITY_WARNING_AFTER_MS,
  KEEPALIVE_THROTTLE_MS,
} from '@portal/domain';

export interface InactivityInput {
  /** Print mode: the timer and keepalive are off. */
  disabled?: boolean;
  /**
   * The wall clock, `Date.now` by default. Idle time is measured on it rather than by counting
   * checks, so a laptop that slept through the timers is logged out at the first check after it
   * wakes. Tests pass the SimulatedClock's `now`.
   */
  now?: () => number;
}

export type InactivityLogoutReason = 'inactivity' | 'sessionEnded';

export interface InactivityContext {
  disabled: boolean;
  now: () => number;
  lastActivityAt: number;
  /** When the last keepalive was sent; null before the first. */
  lastKeepaliveAt: number | null;
  reason: InactivityLogoutReason | null;
}

export interface InactivityOutput {
  reason: InactivityLogoutReason;
}

export type InactivityEvent =
  /** Page load, click or keypress. */
  | { type: 'activity' }
  /** The warning's Continue button. */
  | { type: 'warning.continue' };

export type InactivityPhase = 'none' | 'warning' | 'logout';

/** What an idle time calls for: nothing yet, the warning (from 13:00), or logout (from 14:00). */
export function inactivityPhase(idleMs: number): InactivityPhase {
  if (idleMs >= INACTIVITY_LOGOUT_AFTER_MS) return 'logout';
  if (idleMs >= INACTIVITY_WARNING_AFTER_MS) return 'warning';
  return 'none';
}

/** True when a keepalive may be sent now: never sent, or the last one was 30 s ago or more. */
export function keepaliveDue(lastKeepaliveAt: number | null, now: number): boolean {
  return lastKeepaliveAt === null || now - lastKeepaliveAt >= KEEPALIVE_THROTTLE_MS;
}

/** A keepalive answer without a username means the server no longer knows the user. */
export function keepaliveEndsSession(response: KeepaliveResponse | null | undefined): boolean {
  return !response?.username;
}

/** The message the app shows after logging out for this reason (spec §8 General). */
export function inactivityLogoutMessage(reason: InactivityLogoutReason): string {
  return reason === 'inactivity' ? generalTexts.inactivityLoggedOut : generalTexts.sessionEnded;
}

const idleMs = (context: InactivityContext): number => context.now() - context.lastActivityAt;

export const inactivityMachine = setup({
  types: {
    context: {} as InactivityContext,
    events: {} as InactivityEvent,
    input: {} as InactivityInput,
    output: {} as InactivityOutput,
  },
  actors: {
    /** GET /nui/public/keepalive. Failures are ignored. */
    keepalive: fromPromise<KeepaliveResponse>(async () => {
      throw new Error('keepalive actor must be provided');
    }),
  },
  delays: {
    inactivityCheck: INACTIVITY_CHECK_INTERVAL_MS,
  },
  actions: {
    recordActivity: assign({ lastActivityAt: ({ context }) => context.now() }),
    recordKeepalive: assign({ lastKeepaliveAt: ({ context }) => context.now() }),
    setReason: assign((_, params: { reason: InactivityLogoutReason }) => ({ reason: params.reason })),
  },
  guards: {
    isDisabled: ({ context }) => context.disabled,
    idleForLogout: ({ context }) => inactivityPhase(idleMs(context)) === 'logout',
    idleForWarning: ({ context }) => inactivityPhase(idleMs(context)) === 'warning',
    keepaliveDue: ({ context }) => keepaliveDue(context.lastKeepaliveAt, context.now()),
    sessionEnded: (_, params: { response: KeepaliveResponse }) => keepaliveEndsSession(params.response),
  },
}).createMachine({
  id: 'inactivity',
  context: ({ input }) => {
    const now = input.now ?? (() => Date.now());
    return { disabled: input.disabled ?? false, now, lastActivityAt: now(), lastKeepaliveAt: null, reason: null };
  },
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'isDisabled', target: 'disabled' }, { target: 'running' }],
    },
    /** Print mode: no timer, no keepalive, every event ignored. */
    disabled: {},
    running: {
      type: 'parallel',
      states: {
        timer: {
          initial: 'active',
          states: {
            active: {
              after: {
                inactivityCheck: [
                  {
                    guard: 'idleForLogout',
                    target: '#inactivity.loggedOut',
                    actions: { type: 'setReason', params: { reason: 'inactivity' } },
                  },
                  { guard: 'idleForWarning', target: 'warning' },
                  // Re-entering restarts the check, so checks stay 10 s apart from the last activity.
                  { target: 'active', reenter: true },
                ],
              },
              on: { activity: { target: 'active', reenter: true, actions: 'recordActivity' } },
            },
            /** The modal is up: only Continue resets the timer. */
            warning: {
              after: {
                inactivityCheck: [
                  {
                    guard: 'idleForLogout',
                    target: '#inactivity.loggedOut',
                    actions: { type: 'setReason', params: { reason: 'inactivity' } },
                  },
                  { target: 'warning', reenter: true },
                ],
              },
              on: { 'warning.continue': { target: 'active', actions: 'recordActivity' } },
            },
          },
        },
        keepalive: {
          initial: 'ready',
          states: {
            ready: {
              on: {
                activity: { guard: and([stateIn('#inactivity.running.timer.active'), 'keepaliveDue']), target: 'pinging' },
                'warning.continue': { guard: and([stateIn('#inactivity.running.timer.warning'), 'keepaliveDue']), target: 'pinging' },
              },
            },
            pinging: {
              entry: 'recordKeepalive',
              invoke: {
                id: 'keepalive',
                src: 'keepalive',
                onDone: [
                  {
                    guard: { type: 'sessionEnded', params: ({ event }) => ({ response: event.output }) },
                    target: '#inactivity.loggedOut',
                    actions: { type: 'setReason', params: { reason: 'sessionEnded' } },
                  },
                  { target: 'ready' },
                ],
                // Keepalive failures are silent (spec §8).
                onError: { target: 'ready' },
              },
            },
          },
        },
      },
    },
    loggedOut: { type: 'final' },
  },
  output: ({ context }) => ({ reason: context.reason ?? 'inactivity' }),
});
