import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Switch } from './Switch.tsx';

describe('Switch', () => {
  it('is a named switch that reports the new state and shows its state word', async () => {
    const onChange = vi.fn();
    render(
      <Switch stateLabels={{ on: 'On', off: 'Off' }} onChange={onChange}>
        Authority
      </Switch>,
    );
    const control = screen.getByRole('switch', { name: 'Authority' });
    expect(control).not.toBeChecked();
    expect(screen.getByText('Off')).toBeInTheDocument();
    await userEvent.click(control);
    expect(onChange).toHaveBeenCalledWith(true);
    expect(control).toBeChecked();
    expect(screen.getByText('On')).toBeInTheDocument();
  });

  it('follows a controlled value (the dialog decides the change)', async () => {
    const onChange = vi.fn();
    render(
      <Switch isSelected={false} onChange={onChange}>
        Authority
      </Switch>,
    );
    await userEvent.click(screen.getByRole('switch'));
    expect(onChange).toHaveBeenCalledWith(true);
    expect(screen.getByRole('switch')).not.toBeChecked();
  });
});
