import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { NativePasswordField, NativeTextField } from './NativeTextField.tsx';

describe('NativeTextField: as TextField, on a native input', () => {
  const field = () => screen.getByRole('textbox', { name: 'Client reference' });

  it('labels the input, links the description and reports typed values', async () => {
    const onChange = vi.fn();
    render(<NativeTextField label="Client reference" description="Your client reference or e-mail" onChange={onChange} />);
    expect(field()).toHaveAttribute('type', 'text');
    expect(field()).toHaveAccessibleDescription('Your client reference or e-mail');
    await userEvent.type(field(), '100');
    expect(onChange).toHaveBeenLastCalledWith('100');
  });

  it('shows the message once a filled value that breaks its pattern is left, not while typing, and drops it when left mended', async () => {
    render(<NativeTextField label="Client reference" pattern="100[0-9]{6}" errorMessage="Enter 100 and six digits" />);
    const user = userEvent.setup();
    await user.type(field(), '12');
    expect(screen.queryByText('Enter 100 and six digits')).not.toBeInTheDocument();
    await user.tab();
    expect(screen.getByText('Enter 100 and six digits')).toBeInTheDocument();
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    expect(field()).toHaveAccessibleDescription('Enter 100 and six digits');
    await user.clear(field());
    await user.type(field(), '100123456');
    await user.tab();
    expect(screen.queryByText('Enter 100 and six digits')).not.toBeInTheDocument();
    expect(field()).not.toHaveAttribute('aria-invalid');
  });

  it('says nothing when an empty required field is left untouched, nor for a valid filled value; the form asking shows it and focuses the field', async () => {
    render(
      <form>
        <NativeTextField label="Client reference" isRequired pattern="[0-9]+" errorMessage="Digits only" />
        <button type="submit">Go</button>
      </form>,
    );
    const user = userEvent.setup();
    await user.click(field());
    await user.tab();
    expect(screen.queryByText('Digits only')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go' }));
    expect(screen.getByText('Digits only')).toBeInTheDocument();
    expect(field()).toHaveFocus();
    await user.type(field(), '123');
    await user.tab();
    expect(screen.queryByText('Digits only')).not.toBeInTheDocument();
  });

  it('shows the focus state and is disabled', async () => {
    const { rerender } = render(<NativeTextField label="Client reference" />);
    await userEvent.tab();
    expect(field()).toHaveAttribute('data-focused', 'true');
    rerender(<NativeTextField label="Client reference" isDisabled />);
    expect(field()).toBeDisabled();
  });
});

describe('NativePasswordField: as PasswordField, on a native input', () => {
  it('toggles visibility and keeps focus in the input', async () => {
    render(<NativePasswordField label="Password" />);
    const input = screen.getByLabelText('Password', { selector: 'input' });
    expect(input).toHaveAttribute('type', 'password');
    await userEvent.type(input, 'secret12');
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input).toHaveAttribute('type', 'text');
    expect(input).toHaveValue('secret12');
    expect(input).toHaveFocus();
    const toggle = screen.getByRole('button', { name: 'Hide password' });
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(toggle);
    expect(input).toHaveAttribute('type', 'password');
  });

  it('can be toggled from the keyboard', async () => {
    render(<NativePasswordField label="Password" />);
    await userEvent.tab();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Show password' })).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(screen.getByLabelText('Password', { selector: 'input' })).toHaveAttribute('type', 'text');
  });
});
