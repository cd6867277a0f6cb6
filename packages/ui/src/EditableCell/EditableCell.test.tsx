import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { generalTexts } from '@portal/domain';
import { EditableCell, type EditableCellProps } from './EditableCell.tsx';

const LABEL = 'Nickname for account 1';
const noop = { onEdit() {}, onChange() {}, onSave() {}, onCancel() {}, onBlur() {}, onConfirm() {} };

function cell(overrides: Partial<EditableCellProps> = {}) {
  const handlers = { onEdit: vi.fn(), onChange: vi.fn(), onSave: vi.fn(), onCancel: vi.fn(), onBlur: vi.fn(), onConfirm: vi.fn() };
  const props: EditableCellProps = { label: LABEL, mode: 'display', value: 'ISA', draft: 'ISA', ...handlers, ...overrides };
  const view = render(
    <>
      <EditableCell {...props} />
      <button type="button">elsewhere</button>
    </>,
  );
  return { ...handlers, view };
}

describe('EditableCell', () => {
  it('shows the value with an Edit button named after the cell', async () => {
    const { onEdit } = cell();
    expect(screen.getByText('ISA')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: `Edit ${LABEL}` }));
    expect(onEdit).toHaveBeenCalledTimes(1);
  });

  it('moves focus into the editor on Edit and back to Edit after Escape', async () => {
    const { view } = cell();
    view.rerender(<EditableCell label={LABEL} mode="editing" value="ISA" draft="ISA" {...noop} />);
    expect(screen.getByRole('textbox', { name: LABEL })).toHaveFocus();
    view.rerender(<EditableCell label={LABEL} mode="display" value="ISA" draft="ISA" {...noop} />);
    expect(screen.getByRole('button', { name: `Edit ${LABEL}` })).toHaveFocus();
  });

  it('is not editable when read-only', () => {
    cell({ isReadOnly: true, mode: 'editing' });
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: /Edit/ })).toBeNull();
  });

  it('reports typing, Enter, Escape and leaving the cell', async () => {
    const { onChange, onSave, onCancel, onBlur } = cell({ mode: 'editing' });
    const input = screen.getByRole('textbox', { name: LABEL });
    await userEvent.type(input, 'x');
    expect(onChange).toHaveBeenLastCalledWith('ISAx');
    await userEvent.keyboard('{Enter}');
    expect(onSave).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onBlur).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'elsewhere' }));
    expect(onBlur).toHaveBeenCalledTimes(1);
  });

  it('an invalid draft cannot be saved; leaving cancels it', async () => {
    const { onSave, onCancel, onBlur } = cell({ mode: 'editing', draft: '', invalidMessage: 'Required' });
    expect(screen.getByRole('alert')).toHaveTextContent('Required');
    await userEvent.click(screen.getByRole('textbox', { name: LABEL }));
    await userEvent.keyboard('{Enter}');
    expect(onSave).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'elsewhere' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onBlur).not.toHaveBeenCalled();
  });

  it('asks to confirm in the spec words', async () => {
    const { onConfirm } = cell({ mode: 'confirming', draft: 'New' });
    const dialog = await screen.findByRole('alertdialog', { name: 'Are you sure you want to make this change?' });
    expect(dialog).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('shows saving, DONE and FAILED', () => {
    const { view } = cell({ mode: 'saving', draft: 'New' });
    expect(screen.getByRole('progressbar', { name: 'Saving' })).toBeInTheDocument();
    view.unmount();
    cell({ status: 'DONE' }).view.unmount();
    cell({ status: 'FAILED', error: generalTexts.saveFailed });
    expect(screen.getByRole('alert')).toHaveTextContent(generalTexts.saveFailed);
  });
});
