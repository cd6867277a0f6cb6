/**
 * The inline-editable table cell of spec §2/§4: display → edit → optional confirm dialog → saved
 * or cancelled. Clicking outside cancels, or saves when save-on-blur is set and the value changed;
 * an unchanged value just cancels; on failure the value reverts and the save-failure message shows.
 */
import { and, assign, fromPromise, setup } from 'xstate';
import { commonTexts, generalTexts } from '@portal/domain';

/** The request status the cell shows after a save (spec §4: editable cells DONE and FAILED). */
export type EditableCellStatus = 'DONE' | 'FAILED';

/** What the app's save call receives: the new text of the cell. */
export interface SaveCellRequest {
  value: string;
}

export interface EditableCellInput {
  value: string;
  /** Ask 'Are you sure you want to make this change?' before saving. */
  confirm?: boolean;
  /** Clicking outside saves a changed value instead of cancelling. */
  saveOnBlur?: boolean;
}

export interface EditableCellContext {
  /** The saved value the cell displays. */
  value: string;
  /** The text being edited. */
  draft: string;
  confirm: boolean;
  saveOnBlur: boolean;
  status: EditableCellStatus | null;
  /** The save-failure message, else null. */
  error: string | null;
}

export type EditableCellEvent =
  | { type: 'cell.edit' }
  | { type: 'cell.change'; value: string }
  /** Enter or the save button. */
  | { type: 'cell.save' }
  /** Escape, or Cancel in the confirm dialog. */
  | { type: 'cell.cancel' }
  /** A click outside the cell. */
  | { type: 'cell.blur' }
  /** Confirm in the confirm dialog. */
  | { type: 'cell.confirm' };

/** The confirm dialog's words (spec §2 Common interface). */
export const editableCellConfirmTexts = {
  title: commonTexts.confirmDialogTitle,
  confirm: commonTexts.confirm,
  cancel: commonTexts.cancel,
} as const;

export const editableCellMachine = setup({
  types: {
    context: {} as EditableCellContext,
    events: {} as EditableCellEvent,
    input: {} as EditableCellInput,
  },
  actors: {
    /** The cell's save call, provided by the app. */
    saveCell: fromPromise<unknown, SaveCellRequest>(async () => {
      throw new Error('saveCell actor must be provided');
    }),
  },
  actions: {
    startEditing: assign(({ context }) => ({ draft: context.value, status: null, error: null })),
    setDraft: assign((_, params: { value: string }) => ({ draft: params.value })),
    revert: assign(({ context }) => ({ draft: context.value })),
    saved: assign(({ context }) => ({ value: context.draft, status: 'DONE' as const, error: null })),
    failed: assign(({ context }) => ({ draft: context.value, status: 'FAILED' as const, error: generalTexts.saveFailed })),
  },
  guards: {
    unchanged: ({ context }) => context.draft === context.value,
    needsConfirm: ({ context }) => context.confirm,
    saveOnBlur: ({ context }) => context.saveOnBlur,
  },
}).createMachine({
  id: 'editableCell',
  context: ({ input }) => ({
    value: input.value,
    draft: input.value,
    confirm: input.confirm ?? false,
    saveOnBlur: input.saveOnBlur ?? false,
    status: null,
    error: null,
  }),
  initial: 'display',
  states: {
    display: {
      on: { 'cell.edit': { target: 'editing', actions: 'startEditing' } },
    },
    editing: {
      on: {
        'cell.change': { actions: { type: 'setDraft', params: ({ event }) => ({ value: event.value }) } },
        'cell.save': [{ guard: 'unchanged', target: 'display' }, { guard: 'needsConfirm', target: 'confirming' }, { target: 'saving' }],
        'cell.cancel': { target: 'display', actions: 'revert' },
        'cell.blur': [
          { guard: 'unchanged', target: 'display' },
          { guard: and(['saveOnBlur', 'needsConfirm']), target: 'confirming' },
          { guard: 'saveOnBlur', target: 'saving' },
          { target: 'display', actions: 'revert' },
        ],
      },
    },
    confirming: {
      on: {
        'cell.confirm': { target: 'saving' },
        'cell.cancel': { target: 'display', actions: 'revert' },
      },
    },
    saving: {
      invoke: {
        id: 'saveCell',
        src: 'saveCell',
        input: ({ context }) => ({ value: context.draft }),
        onDone: { target: 'display', actions: 'saved' },
        onError: { target: 'display', actions: 'failed' },
      },
    },
  },
});
