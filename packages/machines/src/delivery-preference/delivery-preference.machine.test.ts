import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { ApiError } from '@portal/api/browser';
import { generalTexts, settingsTexts } from '@portal/domain';
import { controlledCall, modelOf } from '../testing/test-model.ts';
import {
  deliveryPreferenceFailure,
  deliveryPreferenceMachine,
  offeredOptions,
  type ClientPreferencesResponse,
  type CorrespondenceDeliveryOptionsResponse,
  type DeliveryPreference,
  type DeliveryPreferenceEvent,
  type DeliveryPreferenceInput,
  type DeliveryPreferenceRequest,
  type DeliveryPreferenceResponse,
} from './delivery-preference.machine.ts';

const SAVED = 'Your changes to document delivery preferences have been updated successfully';
const OPTIONS_FAILED = 'There was a problem while fetching available delivery options.';

const statements = { codeCode: 'STMT', codeType: 'DOCTYPE', codeDescription: 'Statements' };
const post = { codeCode: 'POST', codeType: 'DELIVERY', codeDescription: 'Post' };
const online = { codeCode: 'ONLINE', codeType: 'DELIVERY', codeDescription: 'Online' };
const current: DeliveryPreference[] = [{ documentType: statements, deliveryOption: post }];
const ref = ({ codeCode, codeType }: { codeCode: string; codeType: string }) => ({ codeCode, codeType });

function run(input: Partial<DeliveryPreferenceInput> = {}) {
  const preferences = controlledCall<ClientPreferencesResponse, unknown>();
  const options = controlledCall<CorrespondenceDeliveryOptionsResponse, unknown>();
  const save = controlledCall<DeliveryPreferenceResponse, DeliveryPreferenceRequest>();
  const machine = deliveryPreferenceMachine.provide({
    actors: { fetchClientPreferences: preferences.logic, fetchDeliveryOptions: options.logic, saveDeliveryPreference: save.logic },
  });
  const actor = createActor(machine, {
    input: { isAdviser: false, currentPreferences: current, deliveryOptions: [post, online], ...input },
  }).start();
  const send = (...events: DeliveryPreferenceEvent[]) => events.forEach((event) => actor.send(event));
  const flush = async () => {
    for (let i = 0; i < 3; i += 1) await Promise.resolve();
  };
  return { actor, preferences, options, save, send, flush, snap: () => actor.getSnapshot() };
}

const edit: DeliveryPreferenceEvent = { type: 'preference.edit', documentType: ref(statements) };
const chooseOnline: DeliveryPreferenceEvent = { type: 'preference.choose', deliveryOption: ref(online) };
const savedAnswer: DeliveryPreferenceResponse = {
  currentPreferences: [{ documentType: statements, deliveryOption: online }],
  status: 200,
  message: 'OK',
};

describe('delivery preference machine: loading', () => {
  it('shows the load failures when the app provides no calls', async () => {
    const actor = createActor(deliveryPreferenceMachine, {
      input: { isAdviser: false, currentPreferences: null, deliveryOptions: [] },
    }).start();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(actor.getSnapshot().value).toEqual({ preferences: 'failed', options: 'failed', editor: 'closed' });
    expect(actor.getSnapshot().context.optionsError).toBe(OPTIONS_FAILED);
  });

  it('fetches nothing when the session already has preferences and options', () => {
    const { preferences, options, snap } = run();
    expect(snap().value).toEqual({ preferences: 'loaded', options: 'loaded', editor: 'closed' });
    expect(preferences.calls).toHaveLength(0);
    expect(options.calls).toHaveLength(0);
  });

  it('fetches the options when the screen opens and the list is empty', async () => {
    const { options, flush, snap } = run({ deliveryOptions: [] });
    expect(snap().value).toMatchObject({ options: 'fetching' });
    expect(options.calls).toHaveLength(1);
    options.resolve({ correspondenceDeliveryOptions: [post, online], optionsByDocumentType: [] });
    await flush();
    expect(snap().value).toMatchObject({ options: 'loaded' });
    expect(snap().context.deliveryOptions).toEqual([post, online]);
  });

  it('shows the options failure and fetches again on retry', async () => {
    const { options, send, flush, snap } = run({ deliveryOptions: [] });
    options.reject(new Error('500'));
    await flush();
    expect(snap().value).toMatchObject({ options: 'failed' });
    expect(snap().context.optionsError).toBe(OPTIONS_FAILED);
    expect(snap().context.optionsError).toBe(settingsTexts.deliveryOptionsFailed);
    send({ type: 'options.retry' });
    expect(options.calls).toHaveLength(2);
    options.resolve({ correspondenceDeliveryOptions: [online], optionsByDocumentType: [] });
    await flush();
    expect(snap().value).toMatchObject({ options: 'loaded' });
    expect(snap().context).toMatchObject({ optionsError: null, deliveryOptions: [online] });
  });

  it('fetches the client preferences when unknown, with the load failure and retry', async () => {
    const { preferences, send, flush, snap } = run({ currentPreferences: null });
    expect(snap().value).toMatchObject({ preferences: 'loading' });
    preferences.reject(new Error('500'));
    await flush();
    expect(snap().value).toMatchObject({ preferences: 'failed' });
    expect(snap().context.preferencesError).toBe(settingsTexts.preferencesLoadFailed);
    send({ type: 'preferences.retry' });
    preferences.resolve({
      clientPreferences: { adHocFeeAuth: { enabled: true, lastUpdated: null }, correspondenceDelivery: { currentPreferences: current } },
    });
    await flush();
    expect(snap().value).toMatchObject({ preferences: 'loaded' });
    expect(snap().context).toMatchObject({ currentPreferences: current, preferencesError: null });
    expect(preferences.calls).toHaveLength(2);
  });

  it('keeps an empty list of preferences from the session without fetching', () => {
    const { preferences, snap } = run({ currentPreferences: [] });
    expect(snap().value).toMatchObject({ preferences: 'loaded' });
    expect(preferences.calls).toHaveLength(0);
  });
});

describe('delivery preference machine: editing', () => {
  it('opens the modal on the current option and saves the chosen one: success closes it with the notice', async () => {
    const { save, send, flush, snap } = run();
    send(edit);
    expect(snap().value).toMatchObject({ editor: 'editing' });
    expect(snap().context.editor).toEqual({ documentType: ref(statements), selected: post });
    send(chooseOnline);
    expect(snap().can({ type: 'preference.save' })).toBe(true);
    send({ type: 'preference.save' });
    expect(snap().value).toMatchObject({ editor: 'saving' });
    expect(save.calls).toEqual([{ documentType: ref(statements), deliveryOption: ref(online) }]);
    // Save is disabled while saving; Cancel waits for the answer.
    expect(snap().can({ type: 'preference.save' })).toBe(false);
    send({ type: 'preference.save' }, { type: 'preference.cancel' });
    expect(save.calls).toHaveLength(1);
    save.resolve(savedAnswer);
    await flush();
    expect(snap().value).toMatchObject({ editor: 'closed' });
    expect(snap().context).toMatchObject({ editor: null, notice: SAVED, currentPreferences: savedAnswer.currentPreferences });
    expect(snap().context.notice).toBe(settingsTexts.saved);
    send(edit);
    expect(snap().context.notice).toBeNull();
  });

  it('shows the server’s message on failure and keeps the modal open', async () => {
    const { save, send, flush, snap } = run();
    send(edit, chooseOnline, { type: 'preference.save' });
    save.reject(new ApiError({ kind: 'http', status: 400, statusText: 'Bad Request', code: 'BadRequest', message: 'Option not allowed' }));
    await flush();
    expect(snap().value).toMatchObject({ editor: 'editing' });
    expect(snap().context).toMatchObject({ saveError: 'Option not allowed', notice: null, currentPreferences: current });
    expect(snap().context.editor?.selected).toEqual(ref(online));
    send({ type: 'preference.save' });
    expect(snap().context.saveError).toBeNull();
    expect(save.calls).toHaveLength(2);
  });

  it('falls back to the generic save failure when the server sent no message', () => {
    expect(deliveryPreferenceFailure(new Error('network'))).toBe(generalTexts.saveFailed);
    expect(deliveryPreferenceFailure(new ApiError({ kind: 'http', status: 500, statusText: 'Internal Server Error' }))).toBe(
      generalTexts.saveFailed,
    );
    expect(deliveryPreferenceFailure(new ApiError({ kind: 'http', status: 500, code: 'InternalError' }))).toBe(generalTexts.saveFailed);
    expect(deliveryPreferenceFailure(new ApiError({ kind: 'http', status: 500, message: 'Try later' }))).toBe('Try later');
  });

  it('Cancel resets the selection and the error and closes the modal', async () => {
    const { save, send, flush, snap } = run();
    send(edit, chooseOnline, { type: 'preference.save' });
    save.reject(new ApiError({ kind: 'http', status: 400, message: 'No' }));
    await flush();
    send({ type: 'preference.cancel' });
    expect(snap().value).toMatchObject({ editor: 'closed' });
    expect(snap().context).toMatchObject({ editor: null, saveError: null, currentPreferences: current });
    send(edit);
    expect(snap().context.editor?.selected).toEqual(post);
  });

  it('disables Save for an adviser', () => {
    const { save, send, snap } = run({ isAdviser: true });
    send(edit, chooseOnline);
    expect(snap().can({ type: 'preference.save' })).toBe(false);
    send({ type: 'preference.save' });
    expect(snap().value).toMatchObject({ editor: 'editing' });
    expect(save.calls).toEqual([]);
  });

  it('disables Save unless the options loaded', async () => {
    const { options, save, send, flush, snap } = run({ deliveryOptions: [] });
    send(edit, chooseOnline);
    expect(snap().can({ type: 'preference.save' })).toBe(false);
    options.reject(new Error('500'));
    await flush();
    send({ type: 'preference.save' });
    expect(save.calls).toEqual([]);
    send({ type: 'options.retry' });
    options.resolve({ correspondenceDeliveryOptions: [post, online], optionsByDocumentType: [] });
    await flush();
    expect(snap().can({ type: 'preference.save' })).toBe(true);
  });

  it('offers only the options of the edited document type once the server sent them', async () => {
    const { options, send, flush, snap } = run({ deliveryOptions: [] });
    options.resolve({
      correspondenceDeliveryOptions: [post, online],
      optionsByDocumentType: [{ documentType: statements, deliveryOptions: [post] }],
    });
    await flush();
    expect(snap().context.optionsByDocumentType).toEqual([{ documentType: statements, deliveryOptions: [post] }]);
    expect(offeredOptions(snap().context.deliveryOptions, snap().context.optionsByDocumentType, statements)).toEqual([post]);
    expect(
      offeredOptions(snap().context.deliveryOptions, snap().context.optionsByDocumentType, { codeCode: 'X', codeType: 'DOCTYPE' }),
    ).toEqual([post, online]);
    send(edit, chooseOnline);
    // Online is not offered for statements: the server would refuse the pair, so Save stays disabled.
    expect(snap().can({ type: 'preference.save' })).toBe(false);
    send({ type: 'preference.choose', deliveryOption: ref(post) });
    expect(snap().can({ type: 'preference.save' })).toBe(true);
  });

  it('disables Save until an option is chosen for a type without one', () => {
    const { send, snap } = run({ currentPreferences: [] });
    send(edit);
    expect(snap().context.editor?.selected).toBeNull();
    expect(snap().can({ type: 'preference.save' })).toBe(false);
    send(chooseOnline);
    expect(snap().can({ type: 'preference.save' })).toBe(true);
  });
});

// Generated paths: every shortest path of the model, played against the real machine with fakes.
const modelEvents = [
  { type: 'preferences.retry' },
  { type: 'options.retry' },
  edit,
  chooseOnline,
  { type: 'preference.save' },
  { type: 'preference.cancel' },
  {
    type: 'xstate.done.actor.fetchClientPreferences',
    output: { clientPreferences: { correspondenceDelivery: { currentPreferences: current } } },
  },
  { type: 'xstate.error.actor.fetchClientPreferences', error: new Error('x') },
  {
    type: 'xstate.done.actor.fetchDeliveryOptions',
    output: {
      correspondenceDeliveryOptions: [post, online],
      optionsByDocumentType: [{ documentType: statements, deliveryOptions: [post, online] }],
    },
  },
  { type: 'xstate.error.actor.fetchDeliveryOptions', error: new Error('x') },
  { type: 'xstate.done.actor.saveDeliveryPreference', output: savedAnswer },
  { type: 'xstate.error.actor.saveDeliveryPreference', error: new ApiError({ kind: 'http', status: 400, message: 'No' }) },
] as unknown as DeliveryPreferenceEvent[];

describe('delivery preference machine (generated paths)', () => {
  for (const input of [
    { isAdviser: false, currentPreferences: null, deliveryOptions: [] },
    { isAdviser: false, currentPreferences: current, deliveryOptions: [post, online] },
    { isAdviser: true, currentPreferences: current, deliveryOptions: [] },
  ]) {
    it(`plays every shortest path with ${JSON.stringify(input).slice(0, 80)}`, async () => {
      const model = createTestModel(modelOf(deliveryPreferenceMachine), { events: modelEvents });
      const paths = model.getShortestPaths({ input } as never);
      const reached = new Set<string>();
      for (const path of paths) {
        const { actor, preferences, options, save, flush, snap } = run(input);
        const calls = { fetchClientPreferences: preferences, fetchDeliveryOptions: options, saveDeliveryPreference: save };
        for (const step of path.steps) {
          const event = step.event as { type: string; output?: never; error?: unknown };
          const answer = /^xstate\.(done|error)\.actor\.(\w+)$/.exec(event.type);
          if (answer) {
            const call = calls[answer[2] as keyof typeof calls];
            if (answer[1] === 'done') call.resolve(event.output as never);
            else call.reject(event.error);
          } else if (!event.type.startsWith('xstate.')) actor.send(event as DeliveryPreferenceEvent);
          await flush();
          expect(snap().value).toEqual(step.state.value);
          expect(snap().context).toEqual(step.state.context);
          reached.add(JSON.stringify(step.state.value));
        }
        actor.stop();
      }
      const editorStates = new Set([...reached].map((value) => (JSON.parse(value) as { editor: string }).editor));
      expect([...editorStates].sort()).toEqual(input.isAdviser ? ['closed', 'editing'] : ['closed', 'editing', 'saving']);
      if (input.currentPreferences === null) {
        for (const region of ['"preferences":"failed"', '"options":"failed"', '"preferences":"loaded"', '"options":"loaded"'])
          expect([...reached].some((value) => value.includes(region))).toBe(true);
      }
    });
  }
});
