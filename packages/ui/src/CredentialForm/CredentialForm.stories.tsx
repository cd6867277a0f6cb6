import type { Meta, StoryObj } from '@storybook/react-vite';
import { changePasswordTexts, forgottenTexts, loginErrorTexts, loginTexts, registerTexts, resetTexts } from '@portal/domain';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Checkbox } from '../Checkbox/Checkbox.tsx';
import { InfoPopover } from '../InfoPopover/InfoPopover.tsx';
import { Link } from '../Link/Link.tsx';
import { MessageBanner } from '../MessageBanner/MessageBanner.tsx';
import { NewPasswordFields } from '../NewPasswordFields/NewPasswordFields.tsx';
import { CodeField, CurrentPasswordField, UsernameField } from './CredentialFields.tsx';
import { CredentialForm } from './CredentialForm.tsx';

/**
 * The five credential forms of spec §2 on one component: each story is a page's form in one of its
 * states (empty, filled, sending, refused). The pages keep their values in their machines; here story
 * state stands in for them.
 */
interface FormArgs {
  form: 'login' | 'forgotten' | 'register' | 'reset' | 'changePassword';
  username?: string;
  password?: string;
  code?: string;
  newPassword?: string;
  confirm?: string;
  termsAccepted?: boolean;
  isBusy?: boolean;
  error?: string;
  onSubmit: () => void;
  onCancel: () => void;
}

const valid = 'Harbour!Wa7e';

function Form(args: FormArgs) {
  const [username, setUsername] = useState(args.username ?? '');
  const [password, setPassword] = useState(args.password ?? '');
  const [code, setCode] = useState(args.code ?? '');
  const [newPassword, setNewPassword] = useState(args.newPassword ?? '');
  const [confirm, setConfirm] = useState(args.confirm ?? '');
  const [terms, setTerms] = useState(args.termsAccepted ?? false);
  const isBusy = args.isBusy ?? false;
  const errors = args.error ? <MessageBanner severity="error">{args.error}</MessageBanner> : null;
  const backToLogin = <Link href="#login">{forgottenTexts.backToLogin}</Link>;
  const newPasswordOk = newPassword === confirm && newPassword.length >= 8;
  const newPasswordFields = (labels: { passwordLabel?: string; confirmLabel?: string } = {}) => (
    <NewPasswordFields
      {...labels}
      password={newPassword}
      onPasswordChange={setNewPassword}
      confirm={confirm}
      onConfirmChange={setConfirm}
      username={username}
    />
  );
  switch (args.form) {
    case 'login':
      return (
        <CredentialForm
          label={loginTexts.login}
          submitLabel={loginTexts.login}
          onSubmit={args.onSubmit}
          canSubmit={username.trim() !== '' && password !== ''}
          isBusy={isBusy}
          errors={errors}
        >
          <UsernameField
            value={username}
            onChange={setUsername}
            addon={<InfoPopover label={loginTexts.usernameInfoLabel}>{loginTexts.usernameInfo}</InfoPopover>}
          />
          <CurrentPasswordField value={password} onChange={setPassword} />
        </CredentialForm>
      );
    case 'forgotten':
      return (
        <CredentialForm
          label={forgottenTexts.title}
          submitLabel={forgottenTexts.submit}
          onSubmit={args.onSubmit}
          canSubmit={username.trim() !== ''}
          isBusy={isBusy}
          errors={errors}
          secondaryAction={backToLogin}
        >
          <UsernameField value={username} onChange={setUsername} />
        </CredentialForm>
      );
    case 'register':
      return (
        <CredentialForm
          label={registerTexts.title}
          submitLabel={registerTexts.submit}
          onSubmit={args.onSubmit}
          canSubmit={username.trim() !== '' && code.trim() !== '' && newPasswordOk && terms}
          isBusy={isBusy}
          errors={errors}
          secondaryAction={backToLogin}
        >
          <UsernameField value={username} onChange={setUsername} />
          <CodeField label={registerTexts.registrationCode} name="registrationCode" value={code} onChange={setCode} />
          {newPasswordFields()}
          <Checkbox isSelected={terms} onChange={setTerms} isDisabled={isBusy}>
            {registerTexts.acceptTerms}
          </Checkbox>
        </CredentialForm>
      );
    case 'reset':
      return (
        <CredentialForm
          label={resetTexts.title}
          submitLabel={resetTexts.submit}
          onSubmit={args.onSubmit}
          canSubmit={username.trim() !== '' && code.trim() !== '' && newPasswordOk}
          isBusy={isBusy}
          errors={errors}
          secondaryAction={backToLogin}
        >
          <UsernameField value={username} onChange={setUsername} />
          <CodeField label={resetTexts.registrationCode} value={code} onChange={setCode} />
          {newPasswordFields()}
        </CredentialForm>
      );
    case 'changePassword':
      return (
        <CredentialForm
          label={changePasswordTexts.title}
          submitLabel={changePasswordTexts.submit}
          onSubmit={args.onSubmit}
          canSubmit={password !== '' && newPasswordOk}
          isBusy={isBusy}
          errors={errors}
          placement="card"
          secondaryAction={
            <Button variant="secondary" onPress={args.onCancel} isDisabled={isBusy}>
              {changePasswordTexts.cancel}
            </Button>
          }
        >
          <CurrentPasswordField label={changePasswordTexts.oldPassword} name="oldPassword" value={password} onChange={setPassword} />
          {newPasswordFields({ passwordLabel: changePasswordTexts.newPassword, confirmLabel: changePasswordTexts.confirmNewPassword })}
        </CredentialForm>
      );
  }
}

const meta = {
  title: 'SignIn/CredentialForm',
  component: Form,
  args: { form: 'login', onSubmit: fn(), onCancel: fn() },
} satisfies Meta<typeof Form>;

export default meta;
type Story = StoryObj<typeof meta>;

const button = (canvasElement: HTMLElement, name: string) => within(canvasElement).getByRole('button', { name });
const field = (canvasElement: HTMLElement, label: string) => within(canvasElement).getByLabelText(label, { selector: 'input' });

/** Login, empty: Log in is disabled until both fields are filled; typing both and pressing it submits. */
export const Login: Story = {
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByRole('form', { name: loginTexts.login })).toBeVisible();
    await expect(button(canvasElement, loginTexts.login)).toBeDisabled();
    await userEvent.type(field(canvasElement, loginTexts.username), 'demo.client@example.com');
    await userEvent.type(field(canvasElement, loginTexts.password), 'Harbour#Kite7');
    await expect(field(canvasElement, loginTexts.username)).toHaveAttribute('autocomplete', 'username');
    await expect(field(canvasElement, loginTexts.password)).toHaveAttribute('autocomplete', 'current-password');
    await userEvent.click(button(canvasElement, loginTexts.login));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

/** Login while the request is in flight: the fields are disabled and Log in is busy (presses ignored). */
export const LoginSubmitting: Story = {
  args: { username: 'demo.client@example.com', password: 'Harbour#Kite7', isBusy: true },
  play: async ({ canvasElement, args }) => {
    await expect(field(canvasElement, loginTexts.username)).toBeDisabled();
    await expect(field(canvasElement, loginTexts.password)).toBeDisabled();
    const submit = button(canvasElement, loginTexts.login);
    await expect(submit).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(submit);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Login refused: the form-level error region above the form, with the catalogue's message; the values stay. */
export const LoginIncorrectDetails: Story = {
  args: { username: 'demo.client@example.com', password: 'wrong', error: loginErrorTexts.incorrectDetails },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(loginErrorTexts.incorrectDetails)).toBeVisible();
    await expect(field(canvasElement, loginTexts.username)).toHaveValue('demo.client@example.com');
    await expect(button(canvasElement, loginTexts.login)).toBeEnabled();
  },
};

/** Forgotten password: Back to login beside Submit, which waits for a username. */
export const Forgotten: Story = {
  args: { form: 'forgotten' },
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByRole('link', { name: forgottenTexts.backToLogin })).toBeVisible();
    await expect(button(canvasElement, forgottenTexts.submit)).toBeDisabled();
    await userEvent.type(field(canvasElement, loginTexts.username), 'jsmith{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

/** Forgotten password refused: 'The username you have provided is invalid.' */
export const ForgottenInvalidUsername: Story = {
  args: { form: 'forgotten', username: 'nobody', error: loginErrorTexts.invalidUsername },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(loginErrorTexts.invalidUsername)).toBeVisible();
  },
};

/** Register, empty: username, registration code (a one-time code), the new password pair with its rules, the terms. */
export const Register: Story = {
  args: { form: 'register' },
  play: async ({ canvasElement }) => {
    await expect(field(canvasElement, registerTexts.registrationCode)).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(field(canvasElement, registerTexts.newPassword)).toHaveAttribute('autocomplete', 'new-password');
    await expect(button(canvasElement, registerTexts.submit)).toBeDisabled();
  },
};

/** Register, every field filled and the terms ticked: Submit is enabled. */
export const RegisterFilled: Story = {
  args: { form: 'register', username: 'jsmith', code: 'AB12CD', newPassword: valid, confirm: valid, termsAccepted: true },
  play: async ({ canvasElement }) => {
    await expect(button(canvasElement, registerTexts.submit)).toBeEnabled();
  },
};

/** Register while sending: every field, the new password pair included, is disabled through the form. */
export const RegisterSubmitting: Story = {
  args: { form: 'register', username: 'jsmith', code: 'AB12CD', newPassword: valid, confirm: valid, termsAccepted: true, isBusy: true },
  play: async ({ canvasElement }) => {
    for (const label of [loginTexts.username, registerTexts.registrationCode, registerTexts.newPassword, registerTexts.confirmPassword])
      await expect(field(canvasElement, label)).toBeDisabled();
    await expect(button(canvasElement, registerTexts.submit)).toHaveAttribute('aria-busy', 'true');
  },
};

/** Register refused: 'Your username or registration code has been entered incorrectly, please try again.' */
export const RegisterRefused: Story = {
  args: { form: 'register', username: 'jsmith', code: 'WRONG', error: loginErrorTexts.incorrectUsernameOrCode },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(loginErrorTexts.incorrectUsernameOrCode)).toBeVisible();
  },
};

/** Reset password: username (filled in from the forgotten page), the e-mailed code, the new password pair. */
export const Reset: Story = {
  args: { form: 'reset', username: 'jsmith' },
  play: async ({ canvasElement }) => {
    await expect(field(canvasElement, loginTexts.username)).toHaveValue('jsmith');
    await expect(field(canvasElement, resetTexts.registrationCode)).toBeRequired();
    await expect(button(canvasElement, resetTexts.submit)).toBeDisabled();
  },
};

/** Reset refused: the password was used recently. */
export const ResetRecentlyUsed: Story = {
  args: { form: 'reset', username: 'jsmith', code: 'AB12CD', newPassword: valid, confirm: valid, error: loginErrorTexts.recentlyUsedPass },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(loginErrorTexts.recentlyUsedPass)).toBeVisible();
    await expect(button(canvasElement, resetTexts.submit)).toBeEnabled();
  },
};

/** Change password, in its card: old password, the new pair, Cancel and Submit together at the end. */
export const ChangePassword: Story = {
  args: { form: 'changePassword', username: 'jsmith' },
  play: async ({ canvasElement, args }) => {
    await expect(field(canvasElement, changePasswordTexts.oldPassword)).toHaveAttribute('autocomplete', 'current-password');
    await expect(button(canvasElement, changePasswordTexts.submit)).toBeDisabled();
    await userEvent.click(button(canvasElement, changePasswordTexts.cancel));
    await expect(args.onCancel).toHaveBeenCalled();
  },
};

/** Change password while sending: fields and Cancel disabled, Submit busy. */
export const ChangePasswordLoading: Story = {
  args: { form: 'changePassword', username: 'jsmith', password: 'Old!Pass9', newPassword: valid, confirm: valid, isBusy: true },
  play: async ({ canvasElement }) => {
    await expect(field(canvasElement, changePasswordTexts.oldPassword)).toBeDisabled();
    await expect(field(canvasElement, changePasswordTexts.newPassword)).toBeDisabled();
    await expect(button(canvasElement, changePasswordTexts.cancel)).toBeDisabled();
    await expect(button(canvasElement, changePasswordTexts.submit)).toHaveAttribute('aria-busy', 'true');
  },
};

/** Change password refused: 'The current password has been entered incorrectly, please try again.' */
export const ChangePasswordIncorrect: Story = {
  args: { form: 'changePassword', username: 'jsmith', password: 'wrong', error: loginErrorTexts.incorrectCurrentPassword },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(loginErrorTexts.incorrectCurrentPassword)).toBeVisible();
  },
};
