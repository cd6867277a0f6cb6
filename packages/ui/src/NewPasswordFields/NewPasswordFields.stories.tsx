import type { Meta, StoryObj } from '@storybook/react-vite';
import { passwordRuleText, passwordRulesTexts, registerTexts } from '@portal/domain';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NewPasswordFields } from './NewPasswordFields.tsx';
import type { NewPasswordFieldsProps } from './NewPasswordFields.tsx';

/** Keeps the values in story state so typing works; initial values come from the args. */
function Stateful(args: NewPasswordFieldsProps) {
  const [password, setPassword] = useState(args.password);
  const [confirm, setConfirm] = useState(args.confirm);
  return <NewPasswordFields {...args} password={password} onPasswordChange={setPassword} confirm={confirm} onConfirmChange={setConfirm} />;
}

const meta = {
  title: 'Components/NewPasswordFields',
  component: NewPasswordFields,
  args: { password: '', confirm: '', onPasswordChange: fn(), onConfirmChange: fn(), onValidityChange: fn() },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof NewPasswordFields>;

export default meta;
type Story = StoryObj<typeof meta>;

const input = (canvasElement: HTMLElement, label: string) => within(canvasElement).getByLabelText(label, { selector: 'input' });

export const Empty: Story = {};
export const Mismatch: Story = { args: { password: 'Harbour!Wa7e', confirm: 'Harbour!Wa7' } };
export const Valid: Story = { args: { password: 'Harbour!Wa7e', confirm: 'Harbour!Wa7e' } };
export const ContainsUsername: Story = { args: { password: 'Jsmith!x9Q', confirm: 'Jsmith!x9Q', username: 'jsmith' } };
export const Disabled: Story = { args: { password: 'Harbour!Wa7e', confirm: 'Harbour!Wa7e', isDisabled: true } };

export const TypingAValidPassword: Story = {
  play: async ({ args, canvasElement }) => {
    const password = input(canvasElement, registerTexts.newPassword);
    await userEvent.type(password, 'Harbour!Wa7e');
    await expect(password).toHaveAccessibleDescription(expect.stringContaining(passwordRuleText('match')));
    await userEvent.type(input(canvasElement, registerTexts.confirmPassword), 'Harbour!Wa7e');
    await expect(password).toHaveAccessibleDescription(passwordRulesTexts.allMet);
    await expect(args.onValidityChange).toHaveBeenLastCalledWith(true);
  },
};
