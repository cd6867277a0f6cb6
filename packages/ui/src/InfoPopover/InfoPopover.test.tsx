import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { InfoPopover } from './InfoPopover.tsx';

describe('InfoPopover', () => {
  it('opens a dialog with the explanation and closes on Escape', async () => {
    const user = userEvent.setup();
    render(<InfoPopover label="About your username">Client reference or e-mail</InfoPopover>);
    await user.click(screen.getByRole('button', { name: 'About your username' }));
    expect(await screen.findByRole('dialog', { name: 'About your username' })).toHaveTextContent('Client reference or e-mail');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
