export { AccountTitle } from './AccountTitle.tsx';
export type { AccountTitleProps } from './AccountTitle.tsx';
