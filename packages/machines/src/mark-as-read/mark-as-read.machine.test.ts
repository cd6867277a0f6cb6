import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { ApiError } from '@portal/api/browser';
import {
  MARK_AS_READ_MAX_RETRIES,
  MARK_AS_READ_RETRY_DELAY_MS,
  markAsReadMachine,
  type MarkAsReadRequest,
  type MarkAsReadResponse,
} from './mark-as-read.machine.ts';

const OPENED_AT = '2026-11-24T09:30:00.000Z';
const SERVER_DATE = '2026-11-24T09:30:01.000Z';
const document = { documentId: 4711, sentDate: '2026-10-01' };

type Answer = MarkAsReadResponse | { fail: number };

/** Runs the machine against a scripted server: one answer per call, in order. */
function run(answers: Answer[], options: { readOnly?: boolean } = {}) {
  const clock = new SimulatedClock();
  const calls: { at: number; body: MarkAsReadRequest }[] = [];
  const reported: unknown[] = [];
  const machine = markAsReadMachine.provide({
    actors: {
      markAsRead: fromPromise<MarkAsReadResponse, MarkAsReadRequest>(async ({ input }) => {
        calls.push({ at: clock.now(), body: input });
        const answer = answers[calls.length - 1];
        if (!answer) throw new Error('more calls than the script has answers');
        if ('fail' in answer) throw new ApiError({ kind: 'http', status: answer.fail });
        return answer;
      }),
    },
    actions: { report: (_, params) => void reported.push(params.error) },
  });
  const actor = createActor(machine, { clock, input: { ...document, readOnly: options.readOnly ?? false, now: () => OPENED_AT } });
  actor.start();
  /** Lets the pending call settle, then moves the clock past one retry delay, as often as asked. */
  const settle = async (rounds: number) => {
    for (let i = 0; i < rounds; i += 1) {
      await Promise.resolve();
      await Promise.resolve();
      clock.increment(MARK_AS_READ_RETRY_DELAY_MS);
    }
    await Promise.resolve();
    await Promise.resolve();
  };
  return { actor, calls, reported, settle };
}

describe('mark-as-read machine', () => {
  it('shows the document opened at once, then the server’s first open date', async () => {
    const { actor, calls, reported, settle } = run([{ firstOpenDate: SERVER_DATE }]);
    expect(actor.getSnapshot().context.firstOpenDate).toBe(OPENED_AT);
    await settle(1);
    expect(actor.getSnapshot().value).toBe('marked');
    expect(actor.getSnapshot().output).toEqual({ firstOpenDate: SERVER_DATE, warning: false });
    expect(calls.map((c) => c.body)).toEqual([document]);
    expect(reported).toEqual([]);
  });

  it('retries a null firstOpenDate 50 ms later and keeps the optimistic date meanwhile', async () => {
    const { actor, calls, settle } = run([{ firstOpenDate: null }, { firstOpenDate: SERVER_DATE }]);
    await Promise.resolve();
    await Promise.resolve();
    expect(actor.getSnapshot().value).toBe('waiting');
    expect(actor.getSnapshot().context.firstOpenDate).toBe(OPENED_AT);
    await settle(2);
    expect(actor.getSnapshot().output).toEqual({ firstOpenDate: SERVER_DATE, warning: false });
    expect(calls.map((c) => c.at)).toEqual([0, MARK_AS_READ_RETRY_DELAY_MS]);
  });

  it('succeeds on the last allowed retry after three 500s', async () => {
    const { actor, calls, reported, settle } = run([{ fail: 500 }, { fail: 500 }, { fail: 500 }, { firstOpenDate: SERVER_DATE }]);
    await settle(5);
    expect(calls).toHaveLength(1 + MARK_AS_READ_MAX_RETRIES);
    expect(actor.getSnapshot().value).toBe('marked');
    expect(actor.getSnapshot().context.retries).toBe(MARK_AS_READ_MAX_RETRIES);
    expect(reported).toEqual([]);
  });

  it('gives up after 3 retries: the warning shows and the failure is reported once', async () => {
    const { actor, calls, reported, settle } = run([{ fail: 500 }, { firstOpenDate: null }, { fail: 500 }, { fail: 500 }]);
    await settle(6);
    expect(calls).toHaveLength(4);
    expect(actor.getSnapshot().value).toBe('gaveUp');
    expect(actor.getSnapshot().output).toEqual({ firstOpenDate: OPENED_AT, warning: true });
    expect(reported).toHaveLength(1);
  });

  it.each([400, 403, 404, 503, 0])('reports a %i without retrying or warning', async (status) => {
    const { actor, calls, reported, settle } = run([{ fail: status }]);
    await settle(3);
    expect(calls).toHaveLength(1);
    expect(actor.getSnapshot().value).toBe('reported');
    expect(actor.getSnapshot().output).toEqual({ firstOpenDate: OPENED_AT, warning: false });
    expect(reported).toHaveLength(1);
  });

  it('never calls the server for an adviser', async () => {
    const { actor, calls, settle } = run([], { readOnly: true });
    await settle(2);
    expect(actor.getSnapshot().value).toBe('skipped');
    expect(actor.getSnapshot().output).toEqual({ firstOpenDate: null, warning: false });
    expect(calls).toEqual([]);
  });

  it('an empty firstOpenDate is retried like a null one, 50 ms apart, and the last failure is what is reported', async () => {
    const { actor, calls, reported, settle } = run([
      { firstOpenDate: '' },
      { firstOpenDate: '' },
      { firstOpenDate: '' },
      { firstOpenDate: null },
    ]);
    await settle(6);
    expect(calls.map((c) => c.at)).toEqual([0, 50, 100, 150]);
    expect(actor.getSnapshot().value).toBe('gaveUp');
    expect(actor.getSnapshot().context.retries).toBe(MARK_AS_READ_MAX_RETRIES);
    expect(reported).toHaveLength(1);
    expect(reported[0]).toBeInstanceOf(Error);
    expect(reported[0]).toMatchObject({ name: 'InvalidFirstOpenDate', message: 'markAsRead answered without a firstOpenDate' });
  });

  it('reports the call’s own error when it is not retried', async () => {
    const { reported, settle } = run([{ fail: 404 }]);
    await settle(1);
    expect(reported[0]).toBeInstanceOf(ApiError);
    expect(reported[0]).toMatchObject({ status: 404 });
  });

  it('the default call refuses to run until the app provides it: reported, no warning', async () => {
    const reported: unknown[] = [];
    const machine = markAsReadMachine.provide({ actions: { report: (_, params) => void reported.push(params.error) } });
    const actor = createActor(machine, { input: { ...document, readOnly: false, now: () => OPENED_AT } }).start();
    await new Promise((r) => setTimeout(r, 0));
    expect(actor.getSnapshot().value).toBe('reported');
    expect(String(reported[0])).toContain('markAsRead actor must be provided');
  });
});
