import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import type { KeepaliveResponse } from '@portal/api';
import {
  generalTexts,
  INACTIVITY_CHECK_INTERVAL_MS,
  INACTIVITY_LOGOUT_AFTER_MS,
  INACTIVITY_WARNING_AFTER_MS,
  KEEPALIVE_THROTTLE_MS,
} from '@portal/domain';
import {
  inactivityLogoutMessage,
  inactivityMachine,
  inactivityPhase,
  keepaliveDue,
  keepaliveEndsSession,
  type InactivityInput,
} from './inactivity.machine.ts';

const SECOND = 1000;
const MINUTE = 60 * SECOND;

/** Lets promise-based actors settle. */
const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

function run(options: { keepalive?: () => Promise<KeepaliveResponse>; input?: Omit<InactivityInput, 'now'> } = {}) {
  const clock = new SimulatedClock();
  const pings: number[] = [];
  const keepalive = options.keepalive ?? (async () => ({ username: 'demo.client@example.com' }));
  const machine = inactivityMachine.provide({
    actors: {
      keepalive: fromPromise<KeepaliveResponse>(async () => {
        pings.push(clock.now());
        return keepalive();
      }),
    },
  });
  const actor = createActor(machine, { clock, input: { ...options.input, now: () => clock.now() } }).start();
  /** Moves the clock on second by second, so every timer fires at its own time. */
  const advance = (ms: number) => {
    for (let moved = 0; moved < ms; moved += SECOND) clock.increment(Math.min(SECOND, ms - moved));
  };
  const timer = () => {
    const snap = actor.getSnapshot();
    if (snap.matches('loggedOut')) return 'loggedOut';
    if (snap.matches({ running: { timer: 'warning' } })) return 'warning';
    if (snap.matches({ running: { timer: 'active' } })) return 'active';
    return String(snap.value);
  };
  return { actor, clock, pings, advance, timer };
}

describe('inactivity rules', () => {
  it('warns from 13:00 idle and logs out from 14:00', () => {
    expect(inactivityPhase(INACTIVITY_WARNING_AFTER_MS - 1)).toBe('none');
    expect(inactivityPhase(INACTIVITY_WARNING_AFTER_MS)).toBe('warning');
    expect(inactivityPhase(INACTIVITY_LOGOUT_AFTER_MS - 1)).toBe('warning');
    expect(inactivityPhase(INACTIVITY_LOGOUT_AFTER_MS)).toBe('logout');
  });

  it('throttles keepalive to once per 30 s', () => {
    expect(keepaliveDue(null, 0)).toBe(true);
    expect(keepaliveDue(1000, 1000 + KEEPALIVE_THROTTLE_MS - 1)).toBe(false);
    expect(keepaliveDue(1000, 1000 + KEEPALIVE_THROTTLE_MS)).toBe(true);
  });

  it('treats a keepalive answer without a username as an ended session', () => {
    expect(keepaliveEndsSession({ username: 'a' })).toBe(false);
    expect(keepaliveEndsSession({})).toBe(true);
    expect(keepaliveEndsSession({ username: '' })).toBe(true);
    expect(keepaliveEndsSession(null)).toBe(true);
    expect(keepaliveEndsSession(undefined)).toBe(true);
  });

  it('names the logout message for each reason', () => {
    expect(inactivityLogoutMessage('inactivity')).toBe(generalTexts.inactivityLoggedOut);
    expect(inactivityLogoutMessage('sessionEnded')).toBe(generalTexts.sessionEnded);
  });
});

describe('inactivity machine', () => {
  it('checks every 10 s and the constants line up with it', () => {
    expect(INACTIVITY_CHECK_INTERVAL_MS).toBe(10 * SECOND);
    expect(INACTIVITY_WARNING_AFTER_MS % INACTIVITY_CHECK_INTERVAL_MS).toBe(0);
    expect(INACTIVITY_LOGOUT_AFTER_MS % INACTIVITY_CHECK_INTERVAL_MS).toBe(0);
  });

  it('shows the warning exactly at 13:00 idle, not at 12:59', () => {
    const { advance, timer } = run();
    advance(13 * MINUTE - SECOND);
    expect(timer()).toBe('active');
    advance(SECOND);
    expect(timer()).toBe('warning');
  });

  it('logs out exactly at 14:00 idle with reason inactivity', () => {
    const { actor, advance, timer } = run();
    advance(14 * MINUTE - SECOND);
    expect(timer()).toBe('warning');
    advance(SECOND);
    expect(timer()).toBe('loggedOut');
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toEqual({ reason: 'inactivity' });
    // From the warning: the reason is recorded, not left to the output's default.
    expect(actor.getSnapshot().context.reason).toBe('inactivity');
  });

  it('measures idle time from the last activity, whenever it happened', () => {
    const { actor, advance, timer } = run();
    advance(7 * MINUTE + 3 * SECOND);
    actor.send({ type: 'activity' });
    advance(13 * MINUTE - SECOND);
    expect(timer()).toBe('active');
    advance(SECOND);
    expect(timer()).toBe('warning');
    advance(MINUTE - SECOND);
    expect(timer()).toBe('warning');
    advance(SECOND);
    expect(timer()).toBe('loggedOut');
  });

  it('resets the timer on activity before the warning', () => {
    const { actor, advance, timer } = run();
    for (let i = 0; i < 5; i += 1) {
      advance(12 * MINUTE);
      actor.send({ type: 'activity' });
    }
    expect(timer()).toBe('active');
    advance(13 * MINUTE);
    expect(timer()).toBe('warning');
  });

  it('Continue resets the timer: a fresh 13 minutes until the next warning', () => {
    const { actor, advance, timer } = run();
    advance(13 * MINUTE + 30 * SECOND);
    expect(timer()).toBe('warning');
    actor.send({ type: 'warning.continue' });
    expect(timer()).toBe('active');
    advance(13 * MINUTE - SECOND);
    expect(timer()).toBe('active');
    advance(SECOND);
    expect(timer()).toBe('warning');
  });

  it('ignores other activity while the warning shows: only Continue dismisses it', () => {
    const { actor, advance, timer, pings } = run();
    advance(13 * MINUTE);
    actor.send({ type: 'activity' });
    expect(timer()).toBe('warning');
    expect(pings).toEqual([]);
    advance(MINUTE);
    expect(timer()).toBe('loggedOut');
  });

  it('ignores Continue when no warning shows', () => {
    const { actor, advance, timer, pings } = run();
    advance(12 * MINUTE);
    actor.send({ type: 'warning.continue' });
    advance(MINUTE);
    expect(timer()).toBe('warning');
    expect(pings).toEqual([]);
  });

  it('logs out at the first check after the computer slept past 14 minutes', () => {
    const { actor, clock, timer } = run();
    clock.increment(20 * MINUTE); // one jump: the first check sees 20 minutes idle
    expect(timer()).toBe('loggedOut');
    expect(actor.getSnapshot().context.reason).toBe('inactivity');
  });

  it('runs the timer and the keepalive side by side, on the wall clock by default', () => {
    const before = Date.now();
    const actor = createActor(inactivityMachine, { input: {} }).start();
    expect(actor.getSnapshot().value).toEqual({ running: { timer: 'active', keepalive: 'ready' } });
    expect(actor.getSnapshot().context.lastActivityAt).toBeGreaterThanOrEqual(before);
    expect(actor.getSnapshot().context.lastActivityAt).toBeLessThanOrEqual(Date.now());
    actor.stop();
  });

  it('treats an unprovided keepalive as a failed one: silent, ready for the next', async () => {
    const actor = createActor(inactivityMachine, { input: {} }).start();
    actor.send({ type: 'activity' });
    expect(actor.getSnapshot().matches({ running: { keepalive: 'pinging' } })).toBe(true);
    await settle();
    expect(actor.getSnapshot().status).toBe('active');
    expect(actor.getSnapshot().value).toEqual({ running: { timer: 'active', keepalive: 'ready' } });
    actor.stop();
  });

  it('sends keepalive on activity at most once per 30 s', async () => {
    const { actor, advance, pings } = run();
    for (let second = 0; second < 95; second += 1) {
      actor.send({ type: 'activity' });
      await settle();
      advance(SECOND);
    }
    expect(pings).toEqual([0, 30 * SECOND, 60 * SECOND, 90 * SECOND]);
  });

  it('does not send keepalive without activity', async () => {
    const { advance, pings } = run();
    advance(5 * MINUTE);
    await settle();
    expect(pings).toEqual([]);
  });

  it('sends keepalive when Continue is pressed', async () => {
    const { actor, advance, pings } = run();
    advance(13 * MINUTE);
    actor.send({ type: 'warning.continue' });
    await settle();
    expect(pings).toEqual([13 * MINUTE]);
  });

  it('does not send a second keepalive while one is in flight', async () => {
    let release: (value: KeepaliveResponse) => void = () => {};
    const { actor, advance, pings } = run({ keepalive: () => new Promise((resolve) => (release = resolve)) });
    actor.send({ type: 'activity' });
    advance(45 * SECOND);
    actor.send({ type: 'activity' });
    expect(pings).toEqual([0]);
    release({ username: 'a' });
    await settle();
    actor.send({ type: 'activity' });
    await settle();
    expect(pings).toEqual([0, 45 * SECOND]);
  });

  it('ignores keepalive failures', async () => {
    const { actor, advance, pings, timer } = run({
      keepalive: async () => {
        throw new Error('offline');
      },
    });
    actor.send({ type: 'activity' });
    await settle();
    expect(timer()).toBe('active');
    advance(30 * SECOND);
    actor.send({ type: 'activity' });
    await settle();
    expect(pings).toEqual([0, 30 * SECOND]);
    expect(timer()).toBe('active');
  });

  it('logs out with reason sessionEnded when keepalive answers without a username', async () => {
    const { actor, timer } = run({ keepalive: async () => ({}) });
    actor.send({ type: 'activity' });
    await settle();
    expect(timer()).toBe('loggedOut');
    expect(actor.getSnapshot().output).toEqual({ reason: 'sessionEnded' });
  });

  it('does nothing in print mode', async () => {
    const { actor, advance, pings, timer } = run({ input: { disabled: true } });
    expect(timer()).toBe('disabled');
    actor.send({ type: 'activity' });
    advance(30 * MINUTE);
    actor.send({ type: 'warning.continue' });
    actor.send({ type: 'activity' });
    await settle();
    expect(timer()).toBe('disabled');
    expect(actor.getSnapshot().status).toBe('active');
    expect(pings).toEqual([]);
  });
});
