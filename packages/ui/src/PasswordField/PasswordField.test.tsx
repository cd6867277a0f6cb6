import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PasswordField } from './PasswordField.tsx';

describe('PasswordField', () => {
  it('hides the password by default', () => {
    render(<PasswordField label="Password" />);
    const input = screen.getByLabelText('Password', { selector: 'input' });
    expect(input).toHaveAttribute('type', 'password');
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
  });

  it('toggles visibility and keeps focus in the input', async () => {
    render(<PasswordField label="Password" />);
    const input = screen.getByLabelText('Password', { selector: 'input' });
    await userEvent.type(input, 'secret12');
    expect(input).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input).toHaveAttribute('type', 'text');
    expect(input).toHaveValue('secret12');
    expect(input).toHaveFocus();
    const toggle = screen.getByRole('button', { name: 'Hide password' });
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(toggle);
    expect(input).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Show password' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('can be toggled from the keyboard', async () => {
    render(<PasswordField label="New password" />);
    await userEvent.tab();
    await userEvent.tab();
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(toggle).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(screen.getByLabelText('New password', { selector: 'input' })).toHaveAttribute('type', 'text');
  });

  it('shows an error message', () => {
    render(<PasswordField label="Password" isInvalid errorMessage="Your new password cannot be your existing password." />);
    const input = screen.getByLabelText('Password', { selector: 'input' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(/cannot be your existing password/);
  });
});
