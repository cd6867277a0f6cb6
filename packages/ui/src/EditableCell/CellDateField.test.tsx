import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CellDateField } from './CellDateField.tsx';

describe('CellDateField', () => {
  it('edits an ISO date by its day, month and year segments (en-GB order)', async () => {
    const onChange = vi.fn();
    render(<CellDateField label="Value date" value="2025-01-01" onChange={onChange} isInvalid={false} maxValue="2025-06-30" />);
    const segments = screen.getAllByRole('spinbutton');
    expect(segments.map((s) => s.getAttribute('aria-label'))).toEqual(['day, Value date', 'month, Value date', 'year, Value date']);
    await userEvent.click(segments[0]!);
    await userEvent.keyboard('15');
    expect(onChange).toHaveBeenLastCalledWith('2025-01-15');
  });

  it('shows the invalid state the cell decides (a future date is refused by the cell, not by the field)', () => {
    const { container } = render(<CellDateField label="Value date" value="2025-07-01" onChange={() => undefined} isInvalid />);
    expect(screen.getByRole('group', { name: 'Value date' })).toBeInTheDocument();
    expect(container.querySelector('[data-invalid]')).not.toBeNull();
  });
});
