export { AccountSelector, accountChoices, defaultAccountSelectorLabels } from './AccountSelector.tsx';
export type { AccountSelectorLabels, AccountSelectorProps, SelectableAccount } from './AccountSelector.tsx';
export { accountSelectorSizes } from './dropdown.ts';
