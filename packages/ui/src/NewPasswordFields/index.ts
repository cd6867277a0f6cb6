export { NewPasswordFields } from './NewPasswordFields.tsx';
export type { NewPasswordFieldsProps } from './NewPasswordFields.tsx';
