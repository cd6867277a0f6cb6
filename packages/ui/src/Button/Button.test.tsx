import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button, LinkButton, buttonVariants } from './Button.tsx';

describe('Button', () => {
  it.each(buttonVariants)('renders the %s variant as a named button and calls onPress', async (variant) => {
    const onPress = vi.fn();
    render(
      <Button variant={variant} onPress={onPress}>
        Continue
      </Button>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onPress).toHaveBeenCalledTimes(1);
  });

  it('is activated with the keyboard', async () => {
    const onPress = vi.fn();
    render(<Button onPress={onPress}>Submit</Button>);
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Submit' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onPress).toHaveBeenCalledTimes(1);
  });

  it('does not press when disabled', async () => {
    const onPress = vi.fn();
    render(
      <Button isDisabled onPress={onPress}>
        Submit
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Submit' });
    expect(button).toBeDisabled();
    await userEvent.click(button);
    expect(onPress).not.toHaveBeenCalled();
  });

  it('shows a spinner, sets aria-busy and ignores presses while pending', async () => {
    const onPress = vi.fn();
    render(
      <Button isPending onPress={onPress} pendingLabel="Saving">
        Save
      </Button>,
    );
    const button = screen.getByRole('button', { name: /Save/ });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('progressbar', { name: 'Saving' })).toBeInTheDocument();
    await userEvent.click(button);
    expect(onPress).not.toHaveBeenCalled();
  });

  it('announces the pending label as text, never by pointing at the button or its spinner', async () => {
    const { rerender } = render(<Button pendingLabel="Saving">Save</Button>);
    screen.getByRole('button', { name: 'Save' }).focus();
    rerender(
      <Button isPending pendingLabel="Saving">
        Save
      </Button>,
    );
    const announcer = await vi.waitFor(() => {
      const region = document.querySelector('[data-live-announcer]');
      if (!region?.textContent?.includes('Saving')) throw new Error('not announced yet');
      return region;
    });
    // A reference to an element that leaves the page with the button would dangle (axe role-img-alt).
    expect(announcer.querySelector('[aria-labelledby]')).toBeNull();
  });

  it('merges a caller className', () => {
    render(<Button className="extra">Go</Button>);
    expect(screen.getByRole('button', { name: 'Go' })).toHaveClass('extra');
  });
});

describe('LinkButton', () => {
  it('is a link with an href', () => {
    render(
      <LinkButton href="/client/home" variant="secondary">
        Continue to home
      </LinkButton>,
    );
    expect(screen.getByRole('link', { name: 'Continue to home' })).toHaveAttribute('href', '/client/home');
  });
});
