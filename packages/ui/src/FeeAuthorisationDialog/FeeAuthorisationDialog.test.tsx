import { authorisationsTexts } from '@portal/domain';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FeeAuthorisationDialog, type FeeAuthorisationDialogProps } from './FeeAuthorisationDialog.tsx';

function renderDialog(props: Partial<FeeAuthorisationDialogProps> = {}) {
  const handlers = { onRequest: vi.fn(), onAgree: vi.fn(), onSubmit: vi.fn(), onClose: vi.fn() };
  render(<FeeAuthorisationDialog isOpen requested agreed={false} canSubmit={false} {...handlers} {...props} />);
  return { ...handlers, dialog: within(screen.getByRole('dialog', { name: authorisationsTexts.dialogTitle })) };
}

describe('FeeAuthorisationDialog', () => {
  it('offers Authorise and Remove authorisation, I agree, and Submit disabled until allowed', async () => {
    const { dialog, onRequest, onAgree } = renderDialog();
    expect(dialog.getByRole('radio', { name: authorisationsTexts.authorise })).toBeChecked();
    expect(dialog.getByRole('button', { name: authorisationsTexts.submit })).toBeDisabled();
    await userEvent.click(dialog.getByRole('radio', { name: authorisationsTexts.removeAuthorisation }));
    expect(onRequest).toHaveBeenCalledWith(false);
    await userEvent.click(dialog.getByRole('checkbox', { name: authorisationsTexts.iAgree }));
    expect(onAgree).toHaveBeenCalledWith(true);
  });

  it('submits when allowed and closes on Cancel', async () => {
    const { dialog, onSubmit, onClose } = renderDialog({ agreed: true, canSubmit: true, requested: false });
    expect(dialog.getByRole('radio', { name: authorisationsTexts.removeAuthorisation })).toBeChecked();
    await userEvent.click(dialog.getByRole('button', { name: authorisationsTexts.submit }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    await userEvent.click(dialog.getByRole('button', { name: authorisationsTexts.cancel }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('shows the adviser warning and the failure', () => {
    const { dialog } = renderDialog({ readOnlyWarning: authorisationsTexts.readOnlyWarning, error: authorisationsTexts.updateFailed });
    expect(dialog.getByText(authorisationsTexts.readOnlyWarning)).toBeInTheDocument();
    expect(dialog.getByText(authorisationsTexts.updateFailed)).toBeInTheDocument();
  });
});
