import { settingsTexts } from '@portal/domain';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DeliveryPreferenceEditor, type DeliveryPreferenceEditorProps } from './DeliveryPreferenceEditor.tsx';

function renderEditor(props: Partial<DeliveryPreferenceEditorProps> = {}) {
  const handlers = { onSelect: vi.fn(), onSave: vi.fn(), onCancel: vi.fn() };
  render(
    <DeliveryPreferenceEditor
      isOpen
      documentType="Statements"
      options={[
        { value: 'ONLINE', label: 'Online' },
        { value: 'POST', label: 'Post' },
      ]}
      selected="POST"
      {...handlers}
      {...props}
    />,
  );
  return { ...handlers, dialog: within(screen.getByRole('dialog', { name: settingsTexts.editTitle('Statements') })) };
}

describe('DeliveryPreferenceEditor', () => {
  it('offers the options as a named radio group and reports the choice, Save and Cancel', async () => {
    const { dialog, onSelect, onSave, onCancel } = renderEditor();
    expect(dialog.getByRole('radiogroup', { name: settingsTexts.deliveryOptionLabel('Statements') })).toBeInTheDocument();
    expect(dialog.getByRole('radio', { name: 'Post' })).toBeChecked();
    await userEvent.click(dialog.getByRole('radio', { name: 'Online' }));
    expect(onSelect).toHaveBeenCalledWith('ONLINE');
    await userEvent.click(dialog.getByRole('button', { name: settingsTexts.save }));
    expect(onSave).toHaveBeenCalledTimes(1);
    await userEvent.click(dialog.getByRole('button', { name: settingsTexts.cancel }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('cancels on Escape, but not while saving', async () => {
    const { onCancel } = renderEditor();
    await userEvent.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('keeps Save disabled when told (adviser, options not loaded)', () => {
    const { dialog } = renderEditor({ isSaveDisabled: true, readOnlyNotice: settingsTexts.adviserWarning });
    expect(dialog.getByRole('button', { name: settingsTexts.save })).toBeDisabled();
    expect(dialog.getByText(settingsTexts.adviserWarning)).toBeInTheDocument();
  });

  it('shows the options failure with Try again instead of the selector', async () => {
    const onRetryOptions = vi.fn();
    const { dialog } = renderEditor({ optionsError: settingsTexts.deliveryOptionsFailed, onRetryOptions });
    expect(dialog.queryByRole('radiogroup')).toBeNull();
    await userEvent.click(dialog.getByRole('button', { name: settingsTexts.retry }));
    expect(onRetryOptions).toHaveBeenCalledTimes(1);
  });

  it('shows the server message after a failed save', () => {
    const { dialog } = renderEditor({ saveError: 'Not offered' });
    expect(dialog.getByText('Not offered')).toBeInTheDocument();
  });
});
