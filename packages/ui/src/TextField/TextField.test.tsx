import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TextField } from './TextField.tsx';

describe('TextField', () => {
  it('labels the input and links the description', () => {
    render(<TextField label="Username" description="Your client reference or e-mail" />);
    const input = screen.getByRole('textbox', { name: 'Username' });
    expect(input).toHaveAttribute('type', 'text');
    expect(input).toHaveAccessibleDescription('Your client reference or e-mail');
  });

  it('reports typed values', async () => {
    const onChange = vi.fn();
    render(<TextField label="Email" type="email" onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('type', 'email');
    await userEvent.type(input, 'a@b.com');
    expect(onChange).toHaveBeenLastCalledWith('a@b.com');
  });

  it('shows the error message and marks the input invalid', () => {
    render(<TextField label="Username" isInvalid errorMessage="The username you have provided is invalid." />);
    const input = screen.getByRole('textbox', { name: 'Username' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(/The username you have provided is invalid\./);
  });

  it('does not show the error message while valid', () => {
    render(<TextField label="Username" errorMessage="Required" />);
    expect(screen.queryByText('Required')).not.toBeInTheDocument();
  });

  it('shows native validation with a custom message after commit', async () => {
    render(
      <form>
        <TextField label="Username" isRequired errorMessage="Please enter your username" validationBehavior="native" />
        <button type="submit">Go</button>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(screen.getByText('Please enter your username')).toBeInTheDocument();
  });

  it('is disabled', () => {
    render(<TextField label="Username" isDisabled />);
    expect(screen.getByRole('textbox', { name: 'Username' })).toBeDisabled();
  });
});
