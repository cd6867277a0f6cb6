import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DATE_TYPES, transactionsTexts } from '@portal/domain';
import type { DateTypeId } from '@portal/domain';
import { DateTypePicker } from './DateTypePicker.tsx';

function Harness({ onChange }: { onChange: (id: DateTypeId) => void }) {
  const [value, setValue] = useState<DateTypeId>('EFFECTIVE_EVENT');
  return (
    <DateTypePicker
      value={value}
      onChange={(id) => {
        onChange(id);
        setValue(id);
      }}
    />
  );
}

describe('DateTypePicker', () => {
  it('shows the current date type and offers the four in spec order', async () => {
    const user = userEvent.setup();
    render(<DateTypePicker value="PROCESSED" onChange={() => {}} />);
    const trigger = screen.getByRole('button', { name: new RegExp(transactionsTexts.dateTypeLabel) });
    expect(trigger).toHaveTextContent('Processed date');
    await user.click(trigger);
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Effective date', 'Processed date', 'Execution date', 'Reporting date']);
    expect(screen.getByRole('option', { name: 'Processed date' })).toHaveAttribute('aria-selected', 'true');
  });

  it('reports the chosen id, by mouse and by keyboard', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: /Date type/ }));
    await user.click(await screen.findByRole('option', { name: DATE_TYPES.EFFECTIVE }));
    expect(onChange).toHaveBeenLastCalledWith('EFFECTIVE');
    expect(screen.getByRole('button', { name: /Date type/ })).toHaveTextContent('Execution date');

    screen.getByRole('button', { name: /Date type/ }).focus();
    await user.keyboard('{ArrowDown}');
    await screen.findByRole('listbox');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('REPORTING');
  });

  it('does not report a change while controlled to the same value', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<DateTypePicker value="REPORTING" onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: /Date type/ }));
    await user.click(await screen.findByRole('option', { name: 'Reporting date' }));
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: /Date type/ })).toHaveTextContent('Reporting date');
  });
});
