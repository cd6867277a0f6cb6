import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { NativePasswordField, NativeTextField } from './NativeTextField.tsx';

/**
 * TextField's and PasswordField's twins on a plain <input> for the login page's first script (issue 35):
 * the same look, and the same native validity (a message once a filled, invalid field is left).
 */
const meta = {
  title: 'Components/NativeTextField',
  component: NativeTextField,
  args: { label: 'Username', isRequired: true },
} satisfies Meta<typeof NativeTextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'demo.client' } };

export const InvalidOnceLeft: Story = {
  args: { label: 'Client reference', isRequired: false, pattern: '100[0-9]{6}', errorMessage: 'Enter 100 and six digits' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Client reference' });
    await userEvent.type(input, '12');
    await userEvent.tab();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Enter 100 and six digits');
  },
};

export const Password: Story = {
  render: () => <NativePasswordField label="Password" isRequired />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Password', { selector: 'input' });
    await userEvent.type(input, 'secret12');
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    await expect(input).toHaveAttribute('type', 'text');
    await expect(input).toHaveFocus();
  },
};
