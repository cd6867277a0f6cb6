import { termsTexts } from '@portal/domain';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Checkbox } from './Checkbox.tsx';

describe('Checkbox', () => {
  it('is a checkbox named by its label that toggles on click and Space', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Checkbox onChange={onChange}>{termsTexts.agree}</Checkbox>);
    const checkbox = screen.getByRole('checkbox', { name: termsTexts.agree });
    expect(checkbox).not.toBeChecked();
    await user.click(screen.getByText(termsTexts.agree));
    expect(checkbox).toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith(true);
    await user.keyboard(' ');
    expect(checkbox).not.toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith(false);
  });

  it('is reachable by Tab and shows a focus ring state', async () => {
    const user = userEvent.setup();
    render(<Checkbox>Select all</Checkbox>);
    await user.tab();
    const checkbox = screen.getByRole('checkbox', { name: 'Select all' });
    expect(checkbox).toHaveFocus();
    expect(checkbox.closest('label')).toHaveAttribute('data-focus-visible', 'true');
  });

  it('can be controlled', () => {
    const { rerender } = render(<Checkbox isSelected>All transactions</Checkbox>);
    expect(screen.getByRole('checkbox', { name: 'All transactions' })).toBeChecked();
    rerender(<Checkbox isSelected={false}>All transactions</Checkbox>);
    expect(screen.getByRole('checkbox', { name: 'All transactions' })).not.toBeChecked();
  });

  it('supports the indeterminate (mixed) state', () => {
    render(<Checkbox isIndeterminate>Select all</Checkbox>);
    const checkbox = screen.getByRole('checkbox', { name: 'Select all' }) as HTMLInputElement;
    expect(checkbox.indeterminate).toBe(true);
    expect(checkbox).toBePartiallyChecked();
    expect(checkbox.closest('label')).toHaveAttribute('data-indeterminate', 'true');
  });

  it('can be disabled and invalid', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <>
        <Checkbox isDisabled onChange={onChange}>
          Disabled
        </Checkbox>
        <Checkbox isInvalid>Invalid</Checkbox>
      </>,
    );
    const disabled = screen.getByRole('checkbox', { name: 'Disabled' });
    expect(disabled).toBeDisabled();
    await user.click(screen.getByText('Disabled'));
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('checkbox', { name: 'Invalid' })).toHaveAttribute('aria-invalid', 'true');
  });
});
