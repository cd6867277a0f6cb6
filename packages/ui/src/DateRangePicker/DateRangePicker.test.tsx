import { commonTexts, dateRangePresets } from '@portal/domain';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DateRangePicker } from './DateRangePicker.tsx';
import { CUSTOM_DATE_RANGE_ID, calendarBounds, describeDateRange } from './date-range-value.ts';

const today = '2024-06-15';
const presets = dateRangePresets(today);
const last12 = { id: 'LAST_12_MONTHS', startDate: '2023-06-15', endDate: today };

describe('describeDateRange', () => {
  it('names a preset and writes a custom range with its dates', () => {
    expect(describeDateRange(last12, presets)).toBe('Last 12 months');
    expect(describeDateRange({ id: CUSTOM_DATE_RANGE_ID, startDate: '2024-01-02', endDate: '2024-03-04' }, presets)).toBe(
      'Custom: 02.01.24 – 04.03.24',
    );
  });
});

describe('calendarBounds', () => {
  it('keeps From before To and both within the global limits', () => {
    expect(calendarBounds({ id: 'CUSTOM', startDate: '2020-01-01', endDate: '2021-01-01' }, '2006-01-01', today)).toEqual({
      from: { min: '2006-01-01', max: '2021-01-01' },
      to: { min: '2020-01-01', max: today },
    });
  });
});

async function openPicker(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: /Date range/ }));
  return screen.findByRole('dialog', { name: commonTexts.dateRangeLabel });
}

describe('DateRangePicker', () => {
  it('shows the current range on the trigger and lists every preset plus Custom', async () => {
    const user = userEvent.setup();
    render(<DateRangePicker value={last12} onChange={vi.fn()} today={today} />);
    expect(screen.getByRole('button', { name: 'Date range Last 12 months' })).toBeInTheDocument();
    const dialog = await openPicker(user);
    const radios = within(dialog).getAllByRole('radio');
    expect(radios.map((radio) => radio.closest('label')?.textContent)).toEqual([...presets.map((preset) => preset.display), 'Custom']);
    expect(within(dialog).getByRole('radio', { name: 'Last 12 months' })).toBeChecked();
  });

  it('commits a preset only on Apply', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<DateRangePicker value={last12} onChange={onChange} today={today} />);
    const dialog = await openPicker(user);
    await user.click(within(dialog).getByRole('radio', { name: 'Last 3 months' }));
    expect(onChange).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: commonTexts.dateRangeApply }));
    expect(onChange).toHaveBeenCalledWith({ id: 'LAST_3_MONTHS', startDate: '2024-03-15', endDate: today });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('reverts on Cancel', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<DateRangePicker value={last12} onChange={onChange} today={today} />);
    let dialog = await openPicker(user);
    await user.click(within(dialog).getByRole('radio', { name: 'All dates' }));
    await user.click(within(dialog).getByRole('button', { name: commonTexts.dateRangeCancel }));
    expect(onChange).not.toHaveBeenCalled();
    dialog = await openPicker(user);
    expect(within(dialog).getByRole('radio', { name: 'Last 12 months' })).toBeChecked();
  });

  it('picks a custom range on unlinked From and To calendars with month and year dropdowns', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<DateRangePicker value={last12} onChange={onChange} today={today} />);
    const dialog = await openPicker(user);
    await user.click(within(dialog).getByRole('radio', { name: commonTexts.dateRangeCustom }));
    const from = within(dialog).getByRole('group', { name: commonTexts.dateRangeFrom });
    const to = within(dialog).getByRole('group', { name: commonTexts.dateRangeTo });
    // Each calendar shows its own month: From June 2023, To June 2024.
    expect(within(from).getByRole('combobox', { name: commonTexts.dateRangeYear })).toHaveDisplayValue('2023');
    expect(within(to).getByRole('combobox', { name: commonTexts.dateRangeYear })).toHaveDisplayValue('2024');
    // Years run from the global minimum (2006) to today.
    const fromYears = within(within(from).getByRole('combobox', { name: commonTexts.dateRangeYear })).getAllByRole('option');
    expect(fromYears[0]).toHaveTextContent('2006');
    await user.selectOptions(within(from).getByRole('combobox', { name: commonTexts.dateRangeMonth }), 'Jan');
    await user.click(within(from).getByRole('button', { name: /\b1 January 2023/ }));
    // The To calendar did not move.
    expect(within(to).getByRole('combobox', { name: commonTexts.dateRangeMonth })).toHaveDisplayValue('Jun');
    await user.click(within(to).getByRole('button', { name: /\b10 June 2024/ }));
    await user.click(within(dialog).getByRole('button', { name: commonTexts.dateRangeApply }));
    expect(onChange).toHaveBeenCalledWith({ id: CUSTOM_DATE_RANGE_ID, startDate: '2023-01-01', endDate: '2024-06-10' });
  });

  it('does not offer dates after the maximum', async () => {
    const user = userEvent.setup();
    render(<DateRangePicker value={{ ...last12, id: CUSTOM_DATE_RANGE_ID }} onChange={vi.fn()} today={today} />);
    const dialog = await openPicker(user);
    const to = within(dialog).getByRole('group', { name: commonTexts.dateRangeTo });
    expect(within(to).getByRole('button', { name: /\b16 June 2024/ })).toHaveAttribute('aria-disabled', 'true');
    expect(within(to).getByRole('button', { name: commonTexts.dateRangeNextMonth })).toBeDisabled();
  });
});
