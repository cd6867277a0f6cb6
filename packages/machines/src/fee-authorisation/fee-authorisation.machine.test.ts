import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { authorisationsTexts } from '@portal/domain';
import { controlledCall, modelOf } from '../testing/test-model.ts';
import {
  canSubmitFeeAuthorisation,
  feeAuthorisationMachine,
  type AdHocFeeAuthRequest,
  type AdHocFeeAuthResponse,
  type FeeAuthorisationEvent,
  type FeeAuthorisationInput,
} from './fee-authorisation.machine.ts';

const SUCCESS = 'You have now successfully updated your fee authorisation preferences';
const READ_ONLY = "You can input changes on this page but you won't be able to save them because the site is in read-only mode";

function run(input: Partial<FeeAuthorisationInput> = {}) {
  const update = controlledCall<AdHocFeeAuthResponse, AdHocFeeAuthRequest>();
  let scrolls = 0;
  const machine = feeAuthorisationMachine.provide({
    actors: { updateAdHocFeeAuth: update.logic },
    actions: { scrollToTop: () => void (scrolls += 1) },
  });
  const actor = createActor(machine, { input: { enabled: false, isAdviser: false, ...input } }).start();
  const send = (...events: FeeAuthorisationEvent[]) => events.forEach((event) => actor.send(event));
  const flush = async () => {
    for (let i = 0; i < 3; i += 1) await Promise.resolve();
  };
  return { actor, update, send, flush, snap: () => actor.getSnapshot(), scrolls: () => scrolls };
}

const agree = { type: 'feeAuth.agree', agreed: true } as const;

describe('fee authorisation rules', () => {
  it('needs I agree ticked and a client', () => {
    expect(canSubmitFeeAuthorisation({ agreed: true, isAdviser: false })).toBe(true);
    expect(canSubmitFeeAuthorisation({ agreed: false, isAdviser: false })).toBe(false);
    expect(canSubmitFeeAuthorisation({ agreed: true, isAdviser: true })).toBe(false);
  });
});

describe('fee authorisation machine', () => {
  it('starts closed, proposing the opposite of the current authority, nothing agreed', () => {
    for (const enabled of [false, true]) {
      expect(run({ enabled }).snap().context).toEqual({
        enabled,
        isAdviser: false,
        requested: !enabled,
        agreed: false,
        error: null,
        notice: null,
        readOnlyWarning: null,
      });
    }
  });

  it('shows the update-failed message when the app provides no update call', async () => {
    const actor = createActor(feeAuthorisationMachine, { input: { enabled: false, isAdviser: false } }).start();
    actor.send({ type: 'feeAuth.open' });
    actor.send(agree);
    actor.send({ type: 'feeAuth.submit' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(actor.getSnapshot().value).toBe('open');
    expect(actor.getSnapshot().context.error).toBe(authorisationsTexts.updateFailed);
  });

  it('opens from the switch proposing the opposite of the current authority', () => {
    const off = run({ enabled: false });
    off.send({ type: 'feeAuth.open' });
    expect(off.snap().value).toBe('open');
    expect(off.snap().context).toMatchObject({ requested: true, agreed: false, error: null, readOnlyWarning: null });
    const on = run({ enabled: true });
    on.send({ type: 'feeAuth.open' });
    expect(on.snap().context.requested).toBe(false);
  });

  it('Authorise turns it on and Remove authorisation off', async () => {
    const { update, send, flush, snap } = run({ enabled: true });
    send({ type: 'feeAuth.open' }, { type: 'feeAuth.authorise' });
    expect(snap().context.requested).toBe(true);
    send({ type: 'feeAuth.remove' });
    expect(snap().context.requested).toBe(false);
    send(agree, { type: 'feeAuth.submit' });
    expect(update.calls).toEqual([{ enabled: false }]);
    update.resolve({ newStatus: false, lastUpdated: '2026-11-24T04:00:00Z' });
    await flush();
    expect(snap().context.enabled).toBe(false);
  });

  it('does not submit until I agree is ticked', () => {
    const { update, send, snap } = run();
    send({ type: 'feeAuth.submit' });
    send({ type: 'feeAuth.open' }, { type: 'feeAuth.submit' });
    expect(snap().can({ type: 'feeAuth.submit' })).toBe(false);
    send(agree, { type: 'feeAuth.agree', agreed: false }, { type: 'feeAuth.submit' });
    expect(snap().value).toBe('open');
    expect(update.calls).toEqual([]);
  });

  it('resets the box while loading, then closes, scrolls to top and shows the success banner', async () => {
    const { update, send, flush, snap, scrolls } = run();
    send({ type: 'feeAuth.open' }, agree);
    expect(snap().can({ type: 'feeAuth.submit' })).toBe(true);
    send({ type: 'feeAuth.submit' });
    expect(snap().value).toBe('saving');
    expect(snap().context.agreed).toBe(false);
    send(agree, { type: 'feeAuth.close' }, { type: 'feeAuth.remove' });
    expect(snap().value).toBe('saving');
    expect(snap().context).toMatchObject({ agreed: false, requested: true });
    expect(update.calls).toEqual([{ enabled: true }]);
    expect(scrolls()).toBe(0);
    update.resolve({ newStatus: true, lastUpdated: '2026-11-24T04:00:00Z' });
    await flush();
    expect(snap().value).toBe('closed');
    expect(snap().context.enabled).toBe(true);
    expect(snap().context.notice).toEqual({ text: SUCCESS, detail: authorisationsTexts.successDetail });
    expect(snap().context.notice?.detail).toMatch(/off or back on at any time/);
    expect(scrolls()).toBe(1);
  });

  it('takes the status the server returns', async () => {
    const { update, send, flush, snap } = run();
    send({ type: 'feeAuth.open' }, agree, { type: 'feeAuth.submit' });
    update.resolve({ newStatus: false, lastUpdated: '2026-11-24T04:00:00Z' });
    await flush();
    expect(snap().context.enabled).toBe(false);
  });

  it('shows the update-failed message and stays open to retry', async () => {
    const { update, send, flush, snap, scrolls } = run();
    send({ type: 'feeAuth.open' }, agree, { type: 'feeAuth.submit' });
    update.reject(new Error('500'));
    await flush();
    expect(snap().value).toBe('open');
    expect(snap().context).toMatchObject({ enabled: false, agreed: false, notice: null, error: authorisationsTexts.updateFailed });
    expect(snap().context.error).toMatch(/try again.*contact support/);
    expect(scrolls()).toBe(0);
    send(agree, { type: 'feeAuth.submit' });
    expect(snap().context.error).toBeNull();
    expect(update.calls).toHaveLength(2);
  });

  it('clears the dialog when closed and a fresh open drops the old banner', async () => {
    const { update, send, flush, snap } = run();
    send({ type: 'feeAuth.open' }, agree, { type: 'feeAuth.submit' });
    update.reject(new Error('500'));
    await flush();
    send(agree, { type: 'feeAuth.close' });
    expect(snap().value).toBe('closed');
    expect(snap().context).toMatchObject({ agreed: false, error: null });
    send({ type: 'feeAuth.open' }, agree, { type: 'feeAuth.submit' });
    update.resolve({ newStatus: true, lastUpdated: '2026-11-24T04:00:00Z' });
    await flush();
    expect(snap().context.notice).not.toBeNull();
    send({ type: 'feeAuth.open' });
    expect(snap().context).toMatchObject({ notice: null, requested: false });
  });

  it('warns an adviser and never submits', () => {
    const { update, send, snap } = run({ isAdviser: true });
    expect(snap().context.readOnlyWarning).toBe(READ_ONLY);
    send({ type: 'feeAuth.open' }, { type: 'feeAuth.authorise' }, agree);
    expect(snap().context).toMatchObject({ requested: true, agreed: true });
    expect(snap().can({ type: 'feeAuth.submit' })).toBe(false);
    send({ type: 'feeAuth.submit' });
    expect(snap().value).toBe('open');
    expect(update.calls).toEqual([]);
  });
});

// Generated paths: every path of the model, played against the real machine with a fake call.
const modelEvents = [
  { type: 'feeAuth.open' },
  { type: 'feeAuth.authorise' },
  { type: 'feeAuth.remove' },
  { type: 'feeAuth.agree', agreed: true },
  { type: 'feeAuth.agree', agreed: false },
  { type: 'feeAuth.submit' },
  { type: 'feeAuth.close' },
  { type: 'xstate.done.actor.updateAdHocFeeAuth', output: { newStatus: true, lastUpdated: '2026-11-24T04:00:00Z' } },
  { type: 'xstate.error.actor.updateAdHocFeeAuth', error: new Error('x') },
] as unknown as FeeAuthorisationEvent[];

describe('fee authorisation machine (generated paths)', () => {
  for (const input of [
    { enabled: false, isAdviser: false },
    { enabled: true, isAdviser: false },
    { enabled: false, isAdviser: true },
  ]) {
    it(`plays every shortest path with ${JSON.stringify(input)}`, async () => {
      const model = createTestModel(modelOf(feeAuthorisationMachine), { events: modelEvents });
      const paths = model.getShortestPaths({ input } as never);
      const reached = new Set<string>();
      for (const path of paths) {
        const { actor, update, flush, snap } = run(input);
        for (const step of path.steps) {
          const event = step.event as { type: string };
          if (event.type === 'xstate.done.actor.updateAdHocFeeAuth')
            update.resolve({ newStatus: true, lastUpdated: '2026-11-24T04:00:00Z' });
          else if (event.type === 'xstate.error.actor.updateAdHocFeeAuth') update.reject(new Error('x'));
          else if (!event.type.startsWith('xstate.')) actor.send(event as FeeAuthorisationEvent);
          await flush();
          expect(snap().value).toEqual(step.state.value);
          expect(snap().context).toEqual(step.state.context);
          reached.add(String(step.state.value));
        }
        actor.stop();
      }
      expect([...reached].sort()).toEqual(input.isAdviser ? ['closed', 'open'] : ['closed', 'open', 'saving']);
    });
  }
});
