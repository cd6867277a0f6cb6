import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { buttonVariants } from '../Button/Button.tsx';
import { NativeButton } from './NativeButton.tsx';

describe('NativeButton: as Button, on a native button', () => {
  it.each(buttonVariants)('renders the %s variant as a named button and calls onPress', async (variant) => {
    const onPress = vi.fn();
    render(
      <NativeButton variant={variant} onPress={onPress}>
        Continue
      </NativeButton>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onPress).toHaveBeenCalledTimes(1);
  });

  it('is activated with the keyboard and shows keyboard focus', async () => {
    const onPress = vi.fn();
    render(<NativeButton onPress={onPress}>Submit</NativeButton>);
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Submit' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    expect(onPress).toHaveBeenCalledTimes(2);
  });

  it('does not press when disabled', async () => {
    const onPress = vi.fn();
    render(
      <NativeButton isDisabled onPress={onPress}>
        Submit
      </NativeButton>,
    );
    const button = screen.getByRole('button', { name: 'Submit' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('data-disabled', 'true');
    await userEvent.click(button);
    expect(onPress).not.toHaveBeenCalled();
  });

  it('shows a spinner, sets aria-busy, ignores presses and does not submit while pending', async () => {
    const onPress = vi.fn();
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    render(
      <form onSubmit={(event) => onSubmit(event.nativeEvent as SubmitEvent)}>
        <NativeButton type="submit" isPending onPress={onPress} pendingLabel="Saving">
          Save
        </NativeButton>
      </form>,
    );
    const button = screen.getByRole('button', { name: /Save/ });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAttribute('type', 'button');
    expect(screen.getByRole('progressbar', { name: 'Saving' })).toBeInTheDocument();
    await userEvent.click(button);
    expect(onPress).not.toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe("NativeButton as a form's submit", () => {
  it('leaves focus in the field when Enter submits the form', async () => {
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    render(
      <form onSubmit={(event) => onSubmit(event.nativeEvent as SubmitEvent)}>
        <input aria-label="Username" />
        <NativeButton type="submit">Submit</NativeButton>
      </form>,
    );
    const field = screen.getByRole('textbox', { name: 'Username' });
    await userEvent.type(field, 'jsmith{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(field).toHaveFocus();
  });
});
