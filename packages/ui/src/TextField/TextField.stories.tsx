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

/** Spec §5: a filled value that breaks its pattern shows its message once the field is left, and loses it when left mended. */
export const FilledInvalid: Story = {
  args: { label: 'Client reference', pattern: '100[0-9]{6}', errorMessage: 'Enter 100 followed by six digits' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Client reference' });
    await userEvent.type(input, '12345');
    await expect(canvas.queryByText('Enter 100 followed by six digits')).not.toBeInTheDocument();
    await userEvent.tab();
    await expect(canvas.getByText('Enter 100 followed by six digits')).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(input);
    await userEvent.type(input, '100123456');
    await userEvent.tab();
    await expect(canvas.queryByText('Enter 100 followed by six digits')).not.toBeInTheDocument();
    // Left invalid again for the picture.
    await userEvent.clear(input);
    await userEvent.type(input, '12345');
    await userEvent.tab();
    await expect(canvas.getByText('Enter 100 followed by six digits')).toBeVisible();
  },
};

/** An empty required field left untouched says nothing until the form is submitted. */
export const RequiredEmptyLeft: Story = {
  args: { label: 'Client reference', isRequired: true, errorMessage: 'Enter your client reference' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('textbox', { name: 'Client reference' }));
    await userEvent.tab();
    await expect(canvas.queryByText('Enter your client reference')).not.toBeInTheDocument();
  },
};
