/**
 * The credential forms' fields on React Aria (forgotten, register, reset, change password), disabled
 * while their CredentialForm is busy. The login page's native twins are in CredentialForm.tsx.
 */
import type { ReactNode } from 'react';
import { loginTexts } from '@portal/domain';
import { PasswordField, type PasswordFieldProps } from '../PasswordField/PasswordField.tsx';
import { TextField, type TextFieldProps } from '../TextField/TextField.tsx';
import { useFormBusy } from './busy.ts';
import * as styles from './CredentialForm.css.ts';

export interface UsernameFieldProps extends Omit<TextFieldProps, 'label' | 'type'> {
  /** @default 'Username' */
  label?: string;
  /** Beside the field, e.g. the login's 'About your username' popover. */
  addon?: ReactNode;
}

/** The username: required, autocompleted as a username, disabled while its form is busy. */
export function UsernameField({ label = loginTexts.username, addon, isDisabled, ...props }: UsernameFieldProps) {
  const field = (
    <TextField label={label} name="username" autoComplete="username" isRequired {...props} isDisabled={useFormBusy(isDisabled)} />
  );
  return addon ? (
    <div className={styles.usernameRow}>
      {field}
      {addon}
    </div>
  ) : (
    field
  );
}

export interface CurrentPasswordFieldProps extends Omit<PasswordFieldProps, 'label'> {
  /** @default 'Password' */
  label?: string;
}

/** The password the user has now (login, change password): required, with show/hide, disabled while its form is busy. */
export function CurrentPasswordField({ label = loginTexts.password, isDisabled, ...props }: CurrentPasswordFieldProps) {
  return (
    <PasswordField
      label={label}
      name="password"
      autoComplete="current-password"
      isRequired
      {...props}
      isDisabled={useFormBusy(isDisabled)}
    />
  );
}

export type CodeFieldProps = Omit<TextFieldProps, 'type'>;

/** A code the user was sent (registration, reset): required, offered from the one-time codes the device received. */
export function CodeField({ isDisabled, ...props }: CodeFieldProps) {
  return <TextField name="code" autoComplete="one-time-code" isRequired {...props} isDisabled={useFormBusy(isDisabled)} />;
}
