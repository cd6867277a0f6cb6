export { SecondFactorForm } from './SecondFactorForm.tsx';
export type { SecondFactorFormProps, SecondFactorMethod } from './SecondFactorForm.tsx';
