export { CodeField, CredentialForm, CurrentPasswordField, UsernameField } from './CredentialForm.tsx';
export type { CodeFieldProps, CredentialFormProps, CurrentPasswordFieldProps, UsernameFieldProps } from './CredentialForm.tsx';
