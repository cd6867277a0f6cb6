import { describe, expect, it } from 'vitest';
import { createActor, waitFor, type SnapshotFrom } from 'xstate';
import { createTestModel } from 'xstate/graph';
import {
  ApiError,
  forgottenPasswordRequest,
  type ForgottenPasswordRequest,
  type ForgottenPasswordResponse,
} from '@portal/api';
import { loginErrorMessage, loginErrorTexts } from '@portal/domain';
import { controlledCall, modelOf } from '../testing/test-model.ts';
import { canSubmitForgotten, forgottenPasswordMachine, type ForgottenPasswordEvent } from './forgotten-password.machine.ts';

type Snapshot = SnapshotFrom<typeof forgottenPasswordMachine>;
type StepEvent = { event: { output?: ForgottenPasswordResponse; error?: unknown } };

function harness(input: { username?: string } = {}) {
  const call = controlledCall<ForgottenPasswordResponse, ForgottenPasswordRequest>();
  const actor = createActor(forgottenPasswordMachine.provide({ actors: { forgottenPassword: call.logic } }), { input }).start();
  const settled = () => waitFor(actor, (s) => !s.matches('submitting'));
  return { actor, call, settled };
}

// Generated paths: typing (empty or not), submitting, and every kind of answer the call can give.
const modelEvents = [
  { type: 'forgotten.change', field: 'username', value: '' },
  { type: 'forgotten.change', field: 'username', value: '  ann.client ' },
  { type: 'forgotten.submit' },
  { type: 'xstate.done.actor.forgottenPassword', output: { errorCodes: [] } },
  { type: 'xstate.done.actor.forgottenPassword', output: { errorCodes: ['Invalid'] } },
  { type: 'xstate.error.actor.forgottenPassword', error: new ApiError({ kind: 'network' }) },
] as unknown as ForgottenPasswordEvent[];

const model = createTestModel(modelOf(forgottenPasswordMachine), { events: modelEvents, input: {} });

describe('forgotten password machine (generated paths)', () => {
  const paths = model.getShortestPaths();

  it('covers every state and every answer', () => {
    const reached = new Set(paths.flatMap((path) => path.steps.map((step) => JSON.stringify(step.state.value))));
    expect(reached).toEqual(new Set(['"editing"', '"submitting"', '"error"', '"sent"']));
    const errorTexts = new Set(paths.flatMap((path) => path.state.context.errors.map((e) => e.text)));
    expect(errorTexts).toEqual(new Set(['The username you have provided is invalid.', loginErrorMessage({ kind: 'network' }).text]));
  });

  for (const path of paths) {
    it(path.description, async () => {
      const { actor, call, settled } = harness();
      const sameAsModel = (state: Snapshot) => {
        expect(actor.getSnapshot().value).toEqual(state.value);
        expect(actor.getSnapshot().context).toEqual(state.context);
      };
      await path.test({
        states: {
          editing: sameAsModel,
          error: sameAsModel,
          submitting: (state: Snapshot) => {
            sameAsModel(state);
            expect(canSubmitForgotten(state.context)).toBe(true);
            expect(call.calls.at(-1)).toEqual({ username: 'ann.client' });
            expect(forgottenPasswordRequest.parse(call.calls.at(-1))).toEqual({ username: 'ann.client' });
          },
          sent: (state: Snapshot) => {
            sameAsModel(state);
            expect(actor.getSnapshot().output).toEqual({ username: 'ann.client' });
          },
        },
        events: {
          'forgotten.change': ({ event }: { event: ForgottenPasswordEvent }) => void actor.send(event),
          'forgotten.submit': ({ event }: { event: ForgottenPasswordEvent }) => void actor.send(event),
          'xstate.done.actor.forgottenPassword': async ({ event }: StepEvent) => {
            call.resolve(event.output ?? { errorCodes: [] });
            await settled();
          },
          'xstate.error.actor.forgottenPassword': async ({ event }: StepEvent) => {
            call.reject(event.error);
            await settled();
          },
        } as never,
      });
    });
  }
});

describe('forgotten password machine', () => {
  it('keeps Submit disabled for an empty or blank username', () => {
    const { actor, call } = harness();
    expect(actor.getSnapshot().can({ type: 'forgotten.submit' })).toBe(false);
    actor.send({ type: 'forgotten.change', field: 'username', value: '   ' });
    actor.send({ type: 'forgotten.submit' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(call.calls).toEqual([]);
  });

  it('can start pre-filled, with errors carried back from a reset', () => {
    const errors = [{ text: loginErrorTexts.recentlyUsedPass }];
    const actor = createActor(forgottenPasswordMachine, { input: { username: 'ann', errors } }).start();
    expect(actor.getSnapshot().context).toEqual({ username: 'ann', errors });
  });

  const codeCases: Array<[string[], string[]]> = [
    [['Invalid'], ['The username you have provided is invalid.']],
    [['LockedOut'], [loginErrorTexts.locked]],
    [['Other'], [loginErrorTexts.couldNotConnect]],
  ];
  for (const [codes, texts] of codeCases) {
    it(`shows ${codes.join(', ')} with the forgotten wording`, async () => {
      const { actor, call, settled } = harness({ username: 'ann' });
      actor.send({ type: 'forgotten.submit' });
      call.resolve({ errorCodes: codes });
      expect((await settled()).context.errors.map((e) => e.text)).toEqual(texts);
    });
  }

  const failures: Array<[string, Error, string]> = [
    ['400 Invalid', new ApiError({ kind: 'http', status: 400, code: 'Invalid', errorCodes: ['Invalid'] }), loginErrorTexts.invalidUsername],
    ['401', new ApiError({ kind: 'http', status: 401, statusText: 'Unauthorized' }), loginErrorTexts.incorrectDetails],
    ['423', new ApiError({ kind: 'http', status: 423, statusText: 'Locked', code: 'Locked' }), loginErrorTexts.locked],
    ['network', new ApiError({ kind: 'network' }), loginErrorTexts.couldNotConnect],
    ['unexpected', new Error('boom'), loginErrorTexts.unexpected],
  ];
  for (const [name, error, text] of failures) {
    it(`maps a ${name} failure`, async () => {
      const { actor, call, settled } = harness({ username: 'ann' });
      actor.send({ type: 'forgotten.submit' });
      call.reject(error);
      const snap = await settled();
      expect(snap.value).toBe('error');
      expect(snap.context.errors.map((e) => e.text)).toEqual([text]);
    });
  }

  it('shows a four-digit error code for a 502', async () => {
    const { actor, call, settled } = harness({ username: 'ann' });
    actor.send({ type: 'forgotten.submit' });
    call.reject(new ApiError({ kind: 'http', status: 502, statusText: 'Bad Gateway' }));
    expect((await settled()).context.errors[0]?.errorCode).toMatch(/^\d{4}$/);
  });
});
