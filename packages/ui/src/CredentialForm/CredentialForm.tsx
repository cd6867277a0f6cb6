/**
 * The credential forms (spec §2: login, forgotten password, register, reset password, change password)
 * built from one component: the form-level error region above the form, the fields, and the actions —
 * an optional secondary action (Back to login, Cancel) with the submit button, busy while the request is
 * in flight and disabled until the form can be sent. While busy the fields inside are disabled through
 * context (UsernameField, CurrentPasswordField, CodeField, NewPasswordFields), so no page repeats it.
 *
 * Login's code path stays lean (its page has a byte budget): this module holds only the shell and the
 * plain fields; the new-password pair and its rules list live in NewPasswordFields, which only the
 * register, reset and change-password pages load.
 */
import type { FormHTMLAttributes, ReactNode } from 'react';
import { loginTexts } from '@portal/domain';
import { Button } from '../Button/Button.tsx';
import { PasswordField, type PasswordFieldProps } from '../PasswordField/PasswordField.tsx';
import { TextField, type TextFieldProps } from '../TextField/TextField.tsx';
import { FormBusyContext, useFormBusy } from './busy.ts';
import * as styles from './CredentialForm.css.ts';
import { cx } from '../utils/cx.ts';

export interface CredentialFormProps extends Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit' | 'children' | 'aria-label'> {
  /** The form's accessible name (its page's title). */
  label: string;
  /** The submit button's text. */
  submitLabel: string;
  /** Called on submit (the browser's own submission is prevented; validation is the form's, not the browser's). */
  onSubmit: () => void;
  /** Whether the form may be sent: the submit button is disabled otherwise. */
  canSubmit: boolean;
  /** The request is in flight: the submit button shows it is pending and the fields are disabled. @default false */
  isBusy?: boolean;
  /** Disables the fields (e.g. while another way of signing in is under way). @default isBusy */
  isDisabled?: boolean;
  /** The form-level error region, shown above the form (a MessageBanner of the catalogue's messages). */
  errors?: ReactNode;
  /** Beside the submit button: 'Back to login' on a public page, 'Cancel' in a card. Without it the submit button stands alone. */
  secondaryAction?: ReactNode;
  /** On a public page's panel, or in a card of the client portal. @default 'panel' */
  placement?: 'panel' | 'card';
  /** The fields. */
  children: ReactNode;
}

export function CredentialForm({
  label,
  submitLabel,
  onSubmit,
  canSubmit,
  isBusy = false,
  isDisabled = isBusy,
  errors,
  secondaryAction,
  placement = 'panel',
  className,
  children,
  ...props
}: CredentialFormProps) {
  const submit = (
    <Button type="submit" isPending={isBusy} isDisabled={!canSubmit}>
      {submitLabel}
    </Button>
  );
  return (
    <>
      {errors}
      <form
        {...props}
        className={cx(styles.form[placement], className)}
        aria-label={label}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <FormBusyContext.Provider value={isDisabled}>{children}</FormBusyContext.Provider>
        {secondaryAction ? (
          <div className={styles.actions[placement]}>
            {secondaryAction}
            {submit}
          </div>
        ) : (
          submit
        )}
      </form>
    </>
  );
}

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
