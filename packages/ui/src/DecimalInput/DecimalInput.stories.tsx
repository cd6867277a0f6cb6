import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { DecimalInput, type DecimalInputProps } from './DecimalInput.tsx';

// Controlled by the story, as the app controls it.
function Controlled(props: DecimalInputProps) {
  const [value, setValue] = useState(props.value);
  return <DecimalInput {...props} value={value} onChange={setValue} />;
}

const meta = {
  title: 'Components/DecimalInput',
  component: DecimalInput,
  render: (args) => <Controlled {...args} />,
  args: { label: 'Approximate value', value: '', onChange: () => undefined },
} satisfies Meta<typeof DecimalInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const WithValue: Story = { args: { value: '250000.00' } };
export const HiddenLabel: Story = { args: { value: '12.50', hideLabel: true } };
export const Invalid: Story = { args: { value: '5', isInvalid: true, errorMessage: 'The value is too small' } };
export const Disabled: Story = { args: { value: '12.50', isDisabled: true } };

export const TypingKeepsNumbersOnly: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Approximate value' });
    await userEvent.type(input, 'x12.345');
    await expect(input).toHaveValue('12.34');
  },
};

export const NegativeAllowed: Story = {
  args: { allowNegative: true },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Approximate value' });
    await userEvent.type(input, '-');
    await expect(input).toHaveValue('-');
    await userEvent.type(input, '3');
    await expect(input).toHaveValue('-3');
  },
};

export const CappedAtMaximum: Story = {
  args: { max: 1000 },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Approximate value' });
    await userEvent.type(input, '5000');
    await expect(input).toHaveValue('1000.00');
  },
};

export const BlurShowsZero: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Approximate value' });
    await userEvent.click(input);
    await userEvent.tab();
    await expect(input).toHaveValue('0.00');
  },
};
