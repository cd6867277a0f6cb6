import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DateRangePicker } from './DateRangePicker.tsx';
import type { DateRangePickerProps } from './DateRangePicker.tsx';
import { CUSTOM_DATE_RANGE_ID } from './date-range-value.ts';

const today = '2024-06-15';

function Controlled(props: DateRangePickerProps) {
  const [value, setValue] = useState(props.value);
  return (
    <DateRangePicker
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Components/DateRangePicker',
  component: DateRangePicker,
  args: { today, value: { id: 'LAST_12_MONTHS', startDate: '2023-06-15', endDate: today }, onChange: fn() },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof DateRangePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const CustomRange: Story = { args: { value: { id: CUSTOM_DATE_RANGE_ID, startDate: '2021-02-01', endDate: '2024-05-31' } } };
export const Disabled: Story = { args: { isDisabled: true } };
export const NarrowScreen: Story = { globals: { viewport: { value: 'mobile1' } } };

/** Choosing a preset changes nothing until Apply. */
export const ApplyPreset: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Date range/ }));
    await userEvent.click(await body.findByRole('radio', { name: 'Last 3 months' }));
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.click(body.getByRole('button', { name: 'Apply' }));
    await expect(args.onChange).toHaveBeenCalledWith({ id: 'LAST_3_MONTHS', startDate: '2024-03-15', endDate: today });
  },
};

export const CancelReverts: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Date range/ }));
    await userEvent.click(await body.findByRole('radio', { name: 'All dates' }));
    await userEvent.click(body.getByRole('button', { name: 'Cancel' }));
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(within(canvasElement).getByRole('button', { name: /Last 12 months/ })).toBeInTheDocument();
  },
};

/** Custom opens two unlinked calendars, each with month and year dropdowns. */
export const PickCustomRange: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Date range/ }));
    await userEvent.click(await body.findByRole('radio', { name: 'Custom' }));
    const from = within(body.getByRole('group', { name: 'From' }));
    await userEvent.selectOptions(from.getByRole('combobox', { name: 'Month' }), 'Jan');
    await userEvent.click(from.getByRole('button', { name: /\b1 January 2023/ }));
    await userEvent.click(body.getByRole('button', { name: 'Apply' }));
    await expect(args.onChange).toHaveBeenCalledWith({ id: CUSTOM_DATE_RANGE_ID, startDate: '2023-01-01', endDate: today });
  },
};
