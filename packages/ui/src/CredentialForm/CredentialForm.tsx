/**
 * The credential forms (spec §2: login, forgotten password, register, reset password, change password)
 * built from one component: the form-level error region above the form, the fields, and the actions —
 * an optional secondary action (Back to login, Cancel) with the submit button, busy while the request is
 * in flight and disabled until the form can be sent. While busy the fields inside are disabled through
 * context (UsernameField, CurrentPasswordField, CodeField, NewPasswordFields), so no page repeats it.
 *
 * Login's code path stays lean (its page has a byte budget): this module holds only the shell (its submit
 * a NativeButton) and the native-element username and current-password fields of the login page, whose
 * first script carries no React Aria (issue 35). The fields on React Aria are CredentialFields.tsx, a
 * module of their own (a module goes whole into the chunk of its first user); the new-password pair and
 * its rules list live in NewPasswordFields, which only the register, reset and change-password pages load.
 */
import type { FormHTMLAttributes, ReactNode } from 'react';
import { loginTexts } from '@portal/domain';
import { NativeButton } from '../NativeButton/NativeButton.tsx';
import {
  NativePasswordField,
  NativeTextField,
  type NativePasswordFieldProps,
  type NativeTextFieldProps,
} from '../NativeTextField/NativeTextField.tsx';
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
    <NativeButton type="submit" isPending={isBusy} isDisabled={!canSubmit}>
      {submitLabel}
    </NativeButton>
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

export interface NativeUsernameFieldProps extends Omit<NativeTextFieldProps, 'label' | 'type'> {
  /** @default 'Username' */
  label?: string;
  /** Beside the field, e.g. the login's 'About your username' popover. */
  addon?: ReactNode;
}

/** UsernameField on a native input (the login page): the same name, autocomplete, requirement and busy state. */
export function NativeUsernameField({ label = loginTexts.username, addon, isDisabled, ...props }: NativeUsernameFieldProps) {
  const field = (
    <NativeTextField label={label} name="username" autoComplete="username" isRequired {...props} isDisabled={useFormBusy(isDisabled)} />
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

export interface NativeCurrentPasswordFieldProps extends Omit<NativePasswordFieldProps, 'label'> {
  /** @default 'Password' */
  label?: string;
}

/** CurrentPasswordField on a native input (the login page), with its show/hide toggle. */
export function NativeCurrentPasswordField({ label = loginTexts.password, isDisabled, ...props }: NativeCurrentPasswordFieldProps) {
  return (
    <NativePasswordField
      label={label}
      name="password"
      autoComplete="current-password"
      isRequired
      {...props}
      isDisabled={useFormBusy(isDisabled)}
    />
  );
}
