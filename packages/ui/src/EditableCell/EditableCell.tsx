/**
 * The inline-editable table cell of spec §2/§4, as a view: the app's editable-cell machine owns the
 * state (display, editing, confirming, saving, DONE / FAILED) and this renders it and reports what
 * the user does. Enter saves, Escape cancels, leaving the cell (focus moves outside) is `onBlur`.
 */
import { commonTexts, editableCellTexts } from '@portal/domain';
import { useLayoutEffect, useRef, type ReactNode, type RefObject } from 'react';
import { mergeProps, useFocusWithin, useKeyboard } from 'react-aria';
import { Button as AriaButton, Input, TextField as AriaTextField } from 'react-aria-components';
import { ConfirmDialog } from '../ConfirmDialog/ConfirmDialog.tsx';
import { Icon } from '../icons/Icon.tsx';
import { Spinner } from '../Spinner/Spinner.tsx';
import * as fieldStyles from '../TextField/TextField.css.ts';
import * as styles from './EditableCell.css.ts';

export const editableCellModes = ['display', 'editing', 'confirming', 'saving'] as const;
export type EditableCellMode = (typeof editableCellModes)[number];

/** What a custom editor (a DecimalInput, a date field) receives. */
export interface EditableCellEditorProps {
  value: string;
  onChange: (value: string) => void;
  /** The accessible name of the editor. */
  label: string;
  isInvalid: boolean;
}

export interface EditableCellLabels {
  edit: string;
  save: string;
  cancel: string;
  saving: string;
  saved: string;
  empty: string;
  confirmTitle: string;
  confirm: string;
}

export const defaultEditableCellLabels: EditableCellLabels = {
  edit: editableCellTexts.edit,
  save: editableCellTexts.save,
  cancel: editableCellTexts.cancel,
  saving: editableCellTexts.saving,
  saved: editableCellTexts.saved,
  empty: editableCellTexts.empty,
  confirmTitle: commonTexts.confirmDialogTitle,
  confirm: commonTexts.confirm,
};

export interface EditableCellProps {
  /** What the cell holds ('Nickname for account 123'): names the editor and the Edit button. */
  label: string;
  mode: EditableCellMode;
  /** The saved value. */
  value: string;
  /** How the saved value is shown (formatted money, a date). @default the value, or the empty label */
  display?: ReactNode;
  /** The text being edited. */
  draft: string;
  /** The last save's outcome. */
  status?: 'DONE' | 'FAILED' | null;
  /** The save-failure message shown with FAILED. */
  error?: string | null;
  /** A message that makes the draft unsaveable (Save disabled, Enter ignored). */
  invalidMessage?: string | null;
  /** Not editable (an adviser viewing a client, spec §6): the value only. @default false */
  isReadOnly?: boolean;
  /** Characters the default text editor takes. */
  maxLength?: number;
  onEdit: () => void;
  onChange: (value: string) => void;
  onSave: () => void;
  onCancel: () => void;
  /** Focus left the cell (a click outside). */
  onBlur: () => void;
  onConfirm: () => void;
  /** The editor; a plain text field when not given. */
  renderEditor?: (props: EditableCellEditorProps) => ReactNode;
  labels?: Partial<EditableCellLabels>;
}

function TextEditor({ value, onChange, label, isInvalid, maxLength }: EditableCellEditorProps & { maxLength?: number | undefined }) {
  return (
    <AriaTextField aria-label={label} value={value} onChange={onChange} isInvalid={isInvalid} className={styles.editor}>
      <Input className={fieldStyles.input} {...(maxLength !== undefined ? { maxLength } : {})} />
    </AriaTextField>
  );
}

export function EditableCell(props: EditableCellProps) {
  const { label, mode, value, draft, status = null, error = null, invalidMessage = null, isReadOnly = false } = props;
  const labels = { ...defaultEditableCellLabels, ...props.labels };
  const editButton = useRef<HTMLButtonElement>(null);
  const editorArea = useRef<HTMLDivElement>(null);
  const previousMode = useRef(mode);
  useLayoutEffect(() => {
    // Edit pressed: focus moves into the editor (its first field or date segment).
    if (mode === 'editing' && previousMode.current === 'display') {
      editorArea.current?.querySelector<HTMLElement>('input, [role="spinbutton"]')?.focus();
    }
    // Back in display after editing: focus returns to Edit unless the user moved it elsewhere.
    const wasEditing = previousMode.current !== 'display';
    previousMode.current = mode;
    if (mode === 'display' && wasEditing && (document.activeElement === null || document.activeElement === document.body)) {
      editButton.current?.focus();
    }
  }, [mode]);

  if (mode === 'display' || isReadOnly) {
    return (
      <div className={styles.cell}>
        <span className={styles.value}>{props.display ?? (value === '' ? labels.empty : value)}</span>
        {!isReadOnly && (
          <AriaButton ref={editButton} className={styles.editButton} aria-label={`${labels.edit} ${label}`} onPress={props.onEdit}>
            {labels.edit}
          </AriaButton>
        )}
        <span role="status" className={styles.done}>
          {status === 'DONE' && !isReadOnly && (
            <>
              <Icon name="success" size={16} />
              {labels.saved}
            </>
          )}
        </span>
        {status === 'FAILED' && error && !isReadOnly && (
          <span role="alert" className={styles.failed}>
            <Icon name="error" size={16} />
            {error}
          </span>
        )}
      </div>
    );
  }

  if (mode === 'saving') {
    return (
      <div className={styles.cell}>
        <span className={styles.value}>{draft}</span>
        <Spinner size="small" label={labels.saving} />
      </div>
    );
  }

  const invalid = invalidMessage !== null;
  const editor = { value: draft, onChange: props.onChange, label, isInvalid: invalid };
  return <EditingArea {...props} labels={labels} invalid={invalid} editor={editor} areaRef={editorArea} />;
}

interface EditingAreaProps extends EditableCellProps {
  labels: EditableCellLabels;
  invalid: boolean;
  editor: EditableCellEditorProps;
  areaRef: RefObject<HTMLDivElement | null>;
}

/** Editing and confirming: the editor with Save and Cancel, and the confirm dialog over it. */
function EditingArea({ labels, invalid, editor, areaRef, ...props }: EditingAreaProps) {
  // Enter saves on its keyup (after a keydown here): saving on keydown opened the confirm dialog
  // in time for that keyup to press the dialog's focused Cancel.
  const enterDown = useRef(false);
  const { keyboardProps } = useKeyboard({
    onKeyDown: (event) => {
      if (event.key === 'Enter') enterDown.current = !event.repeat || enterDown.current;
      else if (event.key === 'Escape') props.onCancel();
      // Other keys belong to the editor; handled ones stop here (an enclosing dialog must not close).
      else event.continuePropagation();
    },
    onKeyUp: (event) => {
      if (event.key !== 'Enter') return event.continuePropagation();
      const pressed = enterDown.current;
      enterDown.current = false;
      if (pressed && !invalid) props.onSave();
    },
  });
  const { focusWithinProps } = useFocusWithin({
    onBlurWithin: () => {
      if (props.mode !== 'editing') return;
      if (invalid) props.onCancel();
      else props.onBlur();
    },
  });
  return (
    <div
      ref={areaRef}
      role="group"
      aria-label={`${labels.edit} ${props.label}`}
      className={styles.cell}
      {...mergeProps(keyboardProps, focusWithinProps)}
    >
      {props.renderEditor ? props.renderEditor(editor) : <TextEditor {...editor} maxLength={props.maxLength} />}
      <AriaButton className={styles.editButton} isDisabled={invalid} onPress={props.onSave}>
        {labels.save}
      </AriaButton>
      <AriaButton className={styles.editButton} onPress={props.onCancel}>
        {labels.cancel}
      </AriaButton>
      {invalid && (
        <span role="alert" className={styles.failed}>
          <Icon name="error" size={16} />
          {props.invalidMessage}
        </span>
      )}
      <ConfirmDialog
        isOpen={props.mode === 'confirming'}
        onConfirm={props.onConfirm}
        onCancel={props.onCancel}
        title={labels.confirmTitle}
        confirmLabel={labels.confirm}
        cancelLabel={labels.cancel}
      />
    </div>
  );
}
