import { commonTexts } from '@portal/domain';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './ConfirmDialog.tsx';

describe('ConfirmDialog', () => {
  it('is an alertdialog named by the default title, with Cancel focused', () => {
    render(<ConfirmDialog isOpen onConfirm={() => {}} onCancel={() => {}} />);
    const dialog = screen.getByRole('alertdialog', { name: commonTexts.confirmDialogTitle });
    expect(within(dialog).getByRole('button', { name: commonTexts.cancel })).toHaveFocus();
    expect(within(dialog).getByRole('button', { name: commonTexts.confirm })).toBeInTheDocument();
  });

  it('calls onConfirm and onCancel', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    render(<ConfirmDialog isOpen onConfirm={onConfirm} onCancel={onCancel} />);
    await user.click(screen.getByRole('button', { name: commonTexts.confirm }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: commonTexts.cancel }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('cancels on Escape', async () => {
    const user = userEvent.setup();
    const onCancel = vi.fn();
    render(<ConfirmDialog isOpen onConfirm={() => {}} onCancel={onCancel} />);
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('shows a custom title and body, described content included', () => {
    render(
      <ConfirmDialog isOpen title="Remove authorisation?" onConfirm={() => {}} onCancel={() => {}}>
        <p>Your adviser will no longer be able to take ad-hoc fees.</p>
      </ConfirmDialog>,
    );
    const dialog = screen.getByRole('alertdialog', { name: 'Remove authorisation?' });
    expect(dialog).toHaveTextContent('Your adviser will no longer be able to take ad-hoc fees.');
  });

  it('while pending, marks Confirm busy and ignores Cancel and Escape', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    render(<ConfirmDialog isOpen isPending onConfirm={onConfirm} onCancel={onCancel} />);
    const confirm = screen.getByRole('button', { name: new RegExp(commonTexts.confirm) });
    expect(confirm).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: commonTexts.cancel })).toBeDisabled();
    await user.click(confirm);
    await user.keyboard('{Escape}');
    expect(onConfirm).not.toHaveBeenCalled();
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('renders nothing while closed', () => {
    render(<ConfirmDialog isOpen={false} onConfirm={() => {}} onCancel={() => {}} />);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
