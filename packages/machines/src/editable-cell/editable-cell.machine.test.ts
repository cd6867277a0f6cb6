import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { generalTexts } from '@portal/domain';
import { controlledCall, modelOf } from '../testing/test-model.ts';
import {
  editableCellConfirmTexts,
  editableCellMachine,
  type EditableCellEvent,
  type EditableCellInput,
  type SaveCellRequest,
} from './editable-cell.machine.ts';

const SAVE_FAILED = 'An error occurred when attempting to save your changes. Please try again or call us';

function run(input: Omit<EditableCellInput, 'value'> = {}) {
  const save = controlledCall<unknown, SaveCellRequest>();
  const actor = createActor(editableCellMachine.provide({ actors: { saveCell: save.logic } }), {
    input: { value: '10.00', ...input },
  }).start();
  const send = (...events: EditableCellEvent[]) => events.forEach((event) => actor.send(event));
  const flush = async () => {
    for (let i = 0; i < 3; i += 1) await Promise.resolve();
  };
  return { actor, save, send, flush, snap: () => actor.getSnapshot() };
}

const edit = (value: string): EditableCellEvent[] => [{ type: 'cell.edit' }, { type: 'cell.change', value }];

describe('editable cell machine', () => {
  it('shows the confirm dialog in the spec’s words', () => {
    expect(editableCellConfirmTexts).toEqual({ title: 'Are you sure you want to make this change?', confirm: 'Confirm', cancel: 'Cancel' });
  });

  it('edits from the displayed value and saves a change: DONE', async () => {
    const { save, send, flush, snap } = run();
    send({ type: 'cell.edit' });
    expect(snap().value).toBe('editing');
    expect(snap().context.draft).toBe('10.00');
    send({ type: 'cell.change', value: '12.50' }, { type: 'cell.save' });
    expect(snap().value).toBe('saving');
    expect(save.calls).toEqual([{ value: '12.50' }]);
    send({ type: 'cell.edit' }, { type: 'cell.cancel' });
    expect(snap().value).toBe('saving');
    save.resolve({});
    await flush();
    expect(snap().value).toBe('display');
    expect(snap().context).toMatchObject({ value: '12.50', draft: '12.50', status: 'DONE', error: null });
  });

  it('reverts on failure and shows the save-failure message: FAILED', async () => {
    const { save, send, flush, snap } = run();
    send(...edit('12.50'), { type: 'cell.save' });
    save.reject(new Error('500'));
    await flush();
    expect(snap().value).toBe('display');
    expect(snap().context).toMatchObject({ value: '10.00', draft: '10.00', status: 'FAILED', error: SAVE_FAILED });
    expect(snap().context.error).toBe(generalTexts.saveFailed);
    send({ type: 'cell.edit' });
    expect(snap().context).toMatchObject({ status: null, error: null });
  });

  it('just cancels an unchanged value, without a call or a dialog', () => {
    for (const leave of [{ type: 'cell.save' }, { type: 'cell.blur' }] as const) {
      const { save, send, snap } = run({ confirm: true, saveOnBlur: true });
      send(...edit('10.00'), leave);
      expect(snap().value).toBe('display');
      expect(snap().context.status).toBeNull();
      expect(save.calls).toEqual([]);
    }
  });

  it('cancels on Escape and reverts the draft', () => {
    const { save, send, snap } = run();
    send(...edit('99'), { type: 'cell.cancel' });
    expect(snap().value).toBe('display');
    expect(snap().context).toMatchObject({ value: '10.00', draft: '10.00' });
    expect(save.calls).toEqual([]);
  });

  it('cancels a changed value on a click outside unless save-on-blur is set', () => {
    const { save, send, snap } = run({ confirm: true });
    send(...edit('99'), { type: 'cell.blur' });
    expect(snap().value).toBe('display');
    expect(snap().context.draft).toBe('10.00');
    expect(save.calls).toEqual([]);
  });

  it('saves a changed value on a click outside when save-on-blur is set', () => {
    const { save, send, snap } = run({ saveOnBlur: true });
    send(...edit('99'), { type: 'cell.blur' });
    expect(snap().value).toBe('saving');
    expect(save.calls).toEqual([{ value: '99' }]);
  });

  it('asks first when confirm is set, on save and on save-on-blur', async () => {
    for (const leave of [{ type: 'cell.save' }, { type: 'cell.blur' }] as const) {
      const { save, send, flush, snap } = run({ confirm: true, saveOnBlur: true });
      send(...edit('99'), leave);
      expect(snap().value).toBe('confirming');
      expect(save.calls).toEqual([]);
      send({ type: 'cell.confirm' });
      expect(save.calls).toEqual([{ value: '99' }]);
      save.resolve({});
      await flush();
      expect(snap().context).toMatchObject({ value: '99', status: 'DONE' });
    }
  });

  it('reverts when the confirm dialog is cancelled', () => {
    const { save, send, snap } = run({ confirm: true });
    send(...edit('99'), { type: 'cell.save' }, { type: 'cell.cancel' });
    expect(snap().value).toBe('display');
    expect(snap().context).toMatchObject({ value: '10.00', draft: '10.00', status: null });
    expect(save.calls).toEqual([]);
  });
});

// Generated paths: every path of the model, played against the real machine with a fake save.
const modelEvents = [
  { type: 'cell.edit' },
  { type: 'cell.change', value: '99' },
  { type: 'cell.change', value: '10.00' },
  { type: 'cell.save' },
  { type: 'cell.cancel' },
  { type: 'cell.blur' },
  { type: 'cell.confirm' },
  { type: 'xstate.done.actor.saveCell', output: {} },
  { type: 'xstate.error.actor.saveCell', error: new Error('x') },
] as unknown as EditableCellEvent[];

describe('editable cell machine (generated paths)', () => {
  for (const input of [{}, { confirm: true }, { saveOnBlur: true }, { confirm: true, saveOnBlur: true }]) {
    it(`plays every path with ${JSON.stringify(input)}`, async () => {
      const model = createTestModel(modelOf(editableCellMachine), { events: modelEvents });
      const paths = model.getSimplePaths({ input: { value: '10.00', ...input } } as never);
      const reached = new Set<string>();
      for (const path of paths) {
        const { actor, save, flush, snap } = run(input);
        for (const step of path.steps) {
          const event = step.event as { type: string };
          if (event.type === 'xstate.done.actor.saveCell') save.resolve({});
          else if (event.type === 'xstate.error.actor.saveCell') save.reject(new Error('x'));
          else if (!event.type.startsWith('xstate.')) actor.send(event as EditableCellEvent);
          await flush();
          expect(snap().value).toEqual(step.state.value);
          expect(snap().context).toEqual(step.state.context);
          reached.add(String(step.state.value));
        }
        actor.stop();
      }
      expect([...reached].sort()).toEqual(
        input.confirm ? ['confirming', 'display', 'editing', 'saving'] : ['display', 'editing', 'saving'],
      );
    });
  }
});
