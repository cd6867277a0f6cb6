import { generalTexts } from '@portal/domain';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { InactivityModal } from './InactivityModal.tsx';

function Harness({ onContinue }: { onContinue: () => void }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button">Page content</button>
      <InactivityModal
        isOpen={open}
        onContinue={() => {
          onContinue();
          setOpen(false);
        }}
      />
    </>
  );
}

describe('InactivityModal', () => {
  it('is an alertdialog named by the warning with Continue focused', () => {
    render(<InactivityModal isOpen onContinue={() => {}} />);
    const dialog = screen.getByRole('alertdialog', { name: generalTexts.inactivityWarning });
    expect(within(dialog).getByRole('button', { name: generalTexts.inactivityContinue })).toHaveFocus();
  });

  it('hides the page behind it from assistive technology', () => {
    render(<Harness onContinue={() => {}} />);
    expect(screen.queryByRole('button', { name: 'Page content' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page content', hidden: true })).toBeInTheDocument();
  });

  it('continues with the button and closes', async () => {
    const user = userEvent.setup();
    const onContinue = vi.fn();
    render(<Harness onContinue={onContinue} />);
    await user.click(screen.getByRole('button', { name: generalTexts.inactivityContinue }));
    expect(onContinue).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page content' })).toBeInTheDocument();
  });

  it('continues on Enter and on Escape', async () => {
    const user = userEvent.setup();
    const onContinue = vi.fn();
    const { unmount } = render(<InactivityModal isOpen onContinue={onContinue} />);
    await user.keyboard('{Enter}');
    expect(onContinue).toHaveBeenCalledTimes(1);
    unmount();
    render(<InactivityModal isOpen onContinue={onContinue} />);
    await user.keyboard('{Escape}');
    expect(onContinue).toHaveBeenCalledTimes(2);
  });

  it('does not continue on an outside click', async () => {
    const user = userEvent.setup();
    const onContinue = vi.fn();
    render(<InactivityModal isOpen onContinue={onContinue} />);
    await user.click(document.body);
    expect(onContinue).not.toHaveBeenCalled();
  });

  it('renders nothing while closed', () => {
    render(<InactivityModal isOpen={false} onContinue={() => {}} />);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
