import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PasswordField } from './PasswordField.tsx';

const meta = {
  title: 'Components/PasswordField',
  component: PasswordField,
  args: { label: 'Password' },
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Revealed: Story = { args: { defaultRevealed: true, defaultValue: 'Secret123' } };
export const WithDescription: Story = {
  args: { label: 'New password', description: 'Between 8 and 25 characters.', autoComplete: 'new-password' },
};
export const Invalid: Story = {
  args: { label: 'New password', isInvalid: true, errorMessage: 'Your password cannot resemble your username.' },
};
export const Disabled: Story = { args: { isDisabled: true } };

export const ToggleVisibility: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Password', { selector: 'input' });
    await userEvent.type(input, 'Secret123');
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    await expect(input).toHaveAttribute('type', 'text');
    await expect(input).toHaveFocus();
    await expect(canvas.getByRole('button', { name: 'Hide password' })).toHaveAttribute('aria-pressed', 'true');
  },
};
