import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DATE_TYPES, transactionsTexts } from '@portal/domain';
import type { DateTypeId } from '@portal/domain';
import { DateTypePicker } from './DateTypePicker.tsx';

const meta = {
  title: 'Components/DateTypePicker',
  component: DateTypePicker,
  args: { value: 'EFFECTIVE_EVENT', onChange: fn() },
  argTypes: { value: { control: 'select', options: Object.keys(DATE_TYPES) } },
} satisfies Meta<typeof DateTypePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const ExecutionDate: Story = { args: { value: 'EFFECTIVE' } };
export const Disabled: Story = { args: { isDisabled: true } };

function Stateful() {
  const [value, setValue] = useState<DateTypeId>('EFFECTIVE_EVENT');
  return <DateTypePicker value={value} onChange={setValue} />;
}

export const ChooseWithKeyboard: Story = {
  render: () => <Stateful />,
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: new RegExp(transactionsTexts.dateTypeLabel) });
    trigger.focus();
    await userEvent.keyboard('{ArrowDown}');
    await within(document.body).findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(trigger).toHaveTextContent(DATE_TYPES.EFFECTIVE);
  },
};

export const NarrowScreen: Story = { globals: { viewport: { value: 'mobile1' } } };
