export { NativePasswordField, NativeTextField } from './NativeTextField.tsx';
export type { NativePasswordFieldProps, NativeTextFieldProps } from './NativeTextField.tsx';
