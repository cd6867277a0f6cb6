import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { TextField, textFieldTypes } from './TextField.tsx';

const meta = {
  title: 'Components/TextField',
  component: TextField,
  args: { label: 'Username' },
  argTypes: { type: { control: 'inline-radio', options: textFieldTypes } },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithDescription: Story = {
  args: { description: "Your client reference starting '100' or your registered e-mail address" },
};
export const Email: Story = { args: { label: 'Email address', type: 'email', placeholder: 'name@example.com' } };
export const Invalid: Story = {
  args: { isInvalid: true, defaultValue: 'abc', errorMessage: 'The username you have provided is invalid.' },
};
export const Disabled: Story = { args: { isDisabled: true, defaultValue: '100123456' } };
export const ReadOnly: Story = { args: { isReadOnly: true, defaultValue: '100123456' } };

export const Typing: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Username' });
    await userEvent.type(input, '100123456');
    await expect(input).toHaveValue('100123456');
  },
};
