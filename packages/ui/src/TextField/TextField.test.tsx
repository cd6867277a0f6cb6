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

describe('TextField: native validity, a message once filled and invalid (spec §5)', () => {
  const field = () => screen.getByRole('textbox', { name: 'Client reference' });

  it('shows the message when a filled value breaks its pattern is left, and clears it as soon as an edit fixes it', async () => {
    render(<TextField label="Client reference" pattern="100[0-9]{6}" errorMessage="Enter 100 and six digits" />);
    const user = userEvent.setup();
    await user.type(field(), '12');
    // Not while typing: only once the field is left filled.
    expect(screen.queryByText('Enter 100 and six digits')).not.toBeInTheDocument();
    await user.tab();
    expect(screen.getByText('Enter 100 and six digits')).toBeInTheDocument();
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    await user.clear(field());
    await user.type(field(), '100123456');
    expect(screen.queryByText('Enter 100 and six digits')).not.toBeInTheDocument();
    expect(field()).not.toHaveAttribute('aria-invalid');
  });

  it('says nothing when an empty required field is left (the submit says it), nor for a valid filled value', async () => {
    render(<TextField label="Client reference" isRequired pattern="[0-9]+" errorMessage="Digits only" />);
    const user = userEvent.setup();
    await user.click(field());
    await user.tab();
    expect(screen.queryByText('Digits only')).not.toBeInTheDocument();
    await user.type(field(), '123');
    await user.tab();
    expect(screen.queryByText('Digits only')).not.toBeInTheDocument();
  });

  it('clears the message when the value is emptied', async () => {
    render(<TextField label="Client reference" type="email" errorMessage="Enter an e-mail address" />);
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Client reference' }), 'abc');
    await user.tab();
    expect(screen.getByText('Enter an e-mail address')).toBeInTheDocument();
    await user.clear(screen.getByRole('textbox', { name: 'Client reference' }));
    expect(screen.queryByText('Enter an e-mail address')).not.toBeInTheDocument();
  });

  it('applies min, max and step to a number field and shows the range message once filled', async () => {
    render(<TextField label="Amount" type="number" min={1} max={100} step={1} errorMessage="Between 1 and 100" />);
    const input = screen.getByRole('spinbutton', { name: 'Amount' });
    expect(input).toHaveAttribute('min', '1');
    expect(input).toHaveAttribute('max', '100');
    expect(input).toHaveAttribute('step', '1');
    const user = userEvent.setup();
    await user.type(input, '250');
    await user.tab();
    expect(screen.getByText('Between 1 and 100')).toBeInTheDocument();
    await user.clear(input);
    await user.type(input, '2.5');
    await user.tab();
    expect(screen.getByText('Between 1 and 100')).toBeInTheDocument();
    await user.clear(input);
    await user.type(input, '42');
    expect(screen.queryByText('Between 1 and 100')).not.toBeInTheDocument();
  });
});
