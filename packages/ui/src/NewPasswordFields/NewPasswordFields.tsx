/**
 * The 'New password' and 'Confirm new password' pair of register, reset and change password
 * (spec §2, §5) with the live 'Your password needs:' checklist describing the new password field.
 * Values are controlled by the caller; validity (every rule met, both boxes equal) is reported
 * through `onValidityChange` whenever it flips.
 */
import { checkPassword, registerTexts } from '@portal/domain';
import { useEffect, useEffectEvent, useId } from 'react';
import { PasswordField } from '../PasswordField/PasswordField.tsx';
import { PasswordRules } from '../PasswordRules/PasswordRules.tsx';
import { useFormBusy } from '../CredentialForm/busy.ts';
import * as styles from './NewPasswordFields.css.ts';
import { cx } from '../utils/cx.ts';

export interface NewPasswordFieldsProps {
  /** The new password (controlled). */
  password: string;
  onPasswordChange: (password: string) => void;
  /** The confirmation (controlled). */
  confirm: string;
  onConfirmChange: (confirm: string) => void;
  /** The user's name, for the 'Not to contain your username' rule. */
  username?: string;
  /** Called with `true` once every rule is met and both boxes match, and again whenever that changes. */
  onValidityChange?: (ok: boolean) => void;
  /** Disables both fields; inside a CredentialForm they are also disabled while it is busy. @default false */
  isDisabled?: boolean;
  /** @default 'New password' */
  passwordLabel?: string;
  /** @default 'Confirm new password' */
  confirmLabel?: string;
  className?: string;
}

export function NewPasswordFields({
  password,
  onPasswordChange,
  confirm,
  onConfirmChange,
  username,
  onValidityChange,
  isDisabled,
  passwordLabel = registerTexts.newPassword,
  confirmLabel = registerTexts.confirmPassword,
  className,
}: NewPasswordFieldsProps) {
  const rulesId = useId();
  const disabled = useFormBusy(isDisabled);
  const { ok } = checkPassword({ password, confirm, username });

  const reportValidity = useEffectEvent((valid: boolean) => onValidityChange?.(valid));
  useEffect(() => reportValidity(ok), [ok]);

  return (
    <div className={cx(styles.root, className)}>
      <PasswordField
        label={passwordLabel}
        value={password}
        onChange={onPasswordChange}
        autoComplete="new-password"
        isDisabled={disabled}
        aria-describedby={rulesId}
      />
      <PasswordField label={confirmLabel} value={confirm} onChange={onConfirmChange} autoComplete="new-password" isDisabled={disabled} />
      <PasswordRules id={rulesId} password={password} confirm={confirm} username={username} />
    </div>
  );
}
