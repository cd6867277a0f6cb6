import { PASSWORD_RULES_HEADING, passwordRuleText, passwordRulesTexts, registerTexts } from '@portal/domain';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { NewPasswordFields } from './NewPasswordFields.tsx';
import type { NewPasswordFieldsProps } from './NewPasswordFields.tsx';

function Harness(props: Partial<NewPasswordFieldsProps>) {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  return <NewPasswordFields password={password} onPasswordChange={setPassword} confirm={confirm} onConfirmChange={setConfirm} {...props} />;
}

const newPassword = () => screen.getByLabelText(registerTexts.newPassword, { selector: 'input' });
const confirmPassword = () => screen.getByLabelText(registerTexts.confirmPassword, { selector: 'input' });

describe('NewPasswordFields', () => {
  it('labels both password inputs and describes the new one by the rules', () => {
    render(<Harness />);
    expect(newPassword()).toHaveAttribute('type', 'password');
    expect(newPassword()).toHaveAttribute('autocomplete', 'new-password');
    expect(confirmPassword()).toHaveAttribute('autocomplete', 'new-password');
    expect(newPassword()).toHaveAccessibleDescription(expect.stringContaining(PASSWORD_RULES_HEADING));
    expect(newPassword()).toHaveAccessibleDescription(expect.stringContaining(passwordRuleText('uppercase')));
  });

  it('updates the checklist as the user types and reports validity when it flips', async () => {
    const user = userEvent.setup();
    const onValidityChange = vi.fn();
    render(<Harness onValidityChange={onValidityChange} username="jsmith" />);
    expect(onValidityChange).toHaveBeenLastCalledWith(false);

    await user.type(newPassword(), 'Harbour!Wa7e');
    expect(newPassword()).toHaveAccessibleDescription(expect.stringContaining(passwordRuleText('match')));
    expect(newPassword()).not.toHaveAccessibleDescription(expect.stringContaining(passwordRuleText('uppercase')));

    await user.type(confirmPassword(), 'Harbour!Wa7e');
    expect(newPassword()).toHaveAccessibleDescription(passwordRulesTexts.allMet);
    expect(onValidityChange).toHaveBeenLastCalledWith(true);
    expect(onValidityChange).toHaveBeenCalledTimes(2);

    await user.type(confirmPassword(), 'x');
    expect(onValidityChange).toHaveBeenLastCalledWith(false);
  });

  it('fails the username rule', async () => {
    const user = userEvent.setup();
    const onValidityChange = vi.fn();
    render(<Harness onValidityChange={onValidityChange} username="Jsmith" />);
    await user.type(newPassword(), 'xJSMITH!9q');
    await user.type(confirmPassword(), 'xJSMITH!9q');
    expect(newPassword()).toHaveAccessibleDescription(expect.stringContaining(passwordRuleText('noUsername')));
    expect(onValidityChange).toHaveBeenLastCalledWith(false);
  });

  it('disables both fields', () => {
    render(<Harness isDisabled />);
    expect(newPassword()).toBeDisabled();
    expect(confirmPassword()).toBeDisabled();
  });
});
