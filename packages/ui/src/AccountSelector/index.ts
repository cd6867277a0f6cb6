export { AccountSelector, accountChoices } from './AccountSelector.tsx';
export type { AccountSelectorProps, SelectableAccount } from './AccountSelector.tsx';
export { accountSelectorSizes } from './dropdown.ts';
