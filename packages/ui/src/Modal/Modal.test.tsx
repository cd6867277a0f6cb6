import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Modal } from './Modal.tsx';

function Harness() {
  const [open, setOpen] = useState(true);
  return (
    <Modal title="Live support" isOpen={open} onOpenChange={setOpen}>
      <p>Call us</p>
    </Modal>
  );
}

describe('Modal', () => {
  it('is a dialog named by its title that the close button closes', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    expect(screen.getByRole('dialog', { name: 'Live support' })).toHaveTextContent('Call us');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
  it('closes on Escape', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
