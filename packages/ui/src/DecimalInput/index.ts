export { DecimalInput, type DecimalInputProps } from './DecimalInput.tsx';
