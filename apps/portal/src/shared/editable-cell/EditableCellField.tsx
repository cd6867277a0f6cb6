/**
 * An inline-editable cell wired to the editable-cell machine (spec §4): the screen gives the value,
 * the save call and the editor; the machine runs display → edit → confirm → saving → DONE / FAILED.
 * An adviser viewing a client (read-only, spec §6) sees the value without an Edit button.
 */
import { useMachine } from '@xstate/react';
import { useRef, useState, type ReactNode } from 'react';
import { fromPromise } from 'xstate';
import { editableCellMachine } from '@portal/machines';
import { EditableCell, type EditableCellEditorProps } from '@portal/ui';
import { useReadOnly } from '../use-read-only.ts';

export interface EditableCellFieldProps {
  label: string;
  value: string;
  /** How the saved value is shown; receives it. */
  display?: (value: string) => ReactNode;
  /** The save call; a rejection reverts the value and shows the save-failure message. */
  save: (value: string) => Promise<unknown>;
  /** Why the draft cannot be saved, or null. */
  validate?: (draft: string) => string | null;
  /** Ask 'Are you sure you want to make this change?' first. @default true */
  confirm?: boolean;
  /** A click outside saves a changed value. @default false */
  saveOnBlur?: boolean;
  maxLength?: number;
  renderEditor?: (props: EditableCellEditorProps) => ReactNode;
}

export function EditableCellField({
  label,
  value,
  display,
  save,
  validate,
  confirm = true,
  saveOnBlur = false,
  ...rest
}: EditableCellFieldProps) {
  const readOnly = useReadOnly();
  // The latest save call, so the machine (created once) never calls a stale closure.
  const saveRef = useRef(save);
  saveRef.current = save;
  const [machine] = useState(() =>
    editableCellMachine.provide({ actors: { saveCell: fromPromise(({ input }) => saveRef.current(input.value)) } }),
  );
  const [snapshot, send] = useMachine(machine, { input: { value, confirm, saveOnBlur } });
  const { context } = snapshot;
  return (
    <EditableCell
      {...rest}
      label={label}
      mode={snapshot.value}
      value={context.value}
      {...(display ? { display: display(context.value) } : {})}
      draft={context.draft}
      status={context.status}
      error={context.error}
      invalidMessage={snapshot.value === 'editing' && validate ? validate(context.draft) : null}
      isReadOnly={readOnly}
      onEdit={() => send({ type: 'cell.edit' })}
      onChange={(next) => send({ type: 'cell.change', value: next })}
      onSave={() => send({ type: 'cell.save' })}
      onCancel={() => send({ type: 'cell.cancel' })}
      onBlur={() => send({ type: 'cell.blur' })}
      onConfirm={() => send({ type: 'cell.confirm' })}
    />
  );
}
