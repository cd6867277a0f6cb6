export { SecondFactor } from './SecondFactor.tsx';
export type { SecondFactorMethod, SecondFactorProps, SecondFactorStep } from './SecondFactor.tsx';
