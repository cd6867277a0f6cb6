export { CredentialForm, NativeCurrentPasswordField, NativeUsernameField } from './CredentialForm.tsx';
export type { CredentialFormProps, NativeCurrentPasswordFieldProps, NativeUsernameFieldProps } from './CredentialForm.tsx';
export { CodeField, CurrentPasswordField, UsernameField } from './CredentialFields.tsx';
export type { CodeFieldProps, CurrentPasswordFieldProps, UsernameFieldProps } from './CredentialFields.tsx';
