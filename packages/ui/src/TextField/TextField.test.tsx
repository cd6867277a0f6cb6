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

  it('shows the message once a filled value that breaks its pattern is left, not while typing, and drops it when left mended', async () => {
    render(<TextField label="Client reference" pattern="100[0-9]{6}" errorMessage="Enter 100 and six digits" />);
    const user = userEvent.setup();
    await user.type(field(), '12');
    expect(screen.queryByText('Enter 100 and six digits')).not.toBeInTheDocument();
    await user.tab();
    expect(screen.getByText('Enter 100 and six digits')).toBeInTheDocument();
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    await user.clear(field());
    await user.type(field(), '100123456');
    await user.tab();
    expect(screen.queryByText('Enter 100 and six digits')).not.toBeInTheDocument();
    expect(field()).not.toHaveAttribute('aria-invalid');
  });

  it('says nothing when an empty required field is left untouched (the submit says it), nor for a valid filled value', async () => {
    render(<TextField label="Client reference" isRequired pattern="[0-9]+" errorMessage="Digits only" />);
    const user = userEvent.setup();
    await user.click(field());
    await user.tab();
    expect(screen.queryByText('Digits only')).not.toBeInTheDocument();
    await user.type(field(), '123');
    await user.tab();
    expect(screen.queryByText('Digits only')).not.toBeInTheDocument();
  });

  it("checks the type's own rule (e-mail) the same way, and an emptied optional field is valid again", async () => {
    render(<TextField label="Client reference" type="email" errorMessage="Enter an e-mail address" />);
    const user = userEvent.setup();
    await user.type(field(), 'abc');
    await user.tab();
    expect(screen.getByText('Enter an e-mail address')).toBeInTheDocument();
    await user.clear(field());
    await user.tab();
    expect(screen.queryByText('Enter an e-mail address')).not.toBeInTheDocument();
  });
});
